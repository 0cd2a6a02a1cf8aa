import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import {
  FEEDBACK_REFRESH_DELAY_MS,
  RATING_MAX,
  type RatingStanding,
} from '@tabarru/contract/feedback';

import { LoadFailed } from '../../components/ui/load-failed';
import { formatRating, StarShape } from '../../components/ui/rating-summary';
import { useLanguage } from '../../hooks/use-language';
import { useSignedInUserId } from '../../hooks/use-session';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { signInHref } from '../../lib/return-to';
import { showToast } from '../../lib/toast';
import { feedbackQueryKey, useFeedback } from './api/get-feedback';
import { useWithdrawFeedback } from './api/withdraw-feedback';
import { deleteFailureKey } from './feedback-rules';
import { FeedbackList } from './feedback-list';
import { RatingForm } from './rating-form';

const NOTE = 'rounded-2xl bg-sand-50 px-4 py-3 text-stone-800';

/**
 * A member's feedback on their page: the mean and count, the viewer's way to rate them (the form,
 * or why there is none), and the list. After a rating is given or deleted the section reads the
 * feedback again 1.5 s later, with a toast meanwhile, and
 * `onChanged` lets the page read what it shows of the member again (their rating).
 */
export function FeedbackSection({
  memberId,
  username,
  onChanged,
}: {
  memberId: number;
  username: string;
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname, search } = useLocation();
  const viewerId = useSignedInUserId();
  const feedback = useFeedback(memberId, viewerId);
  const withdraw = useWithdrawFeedback();
  const queryClient = useQueryClient();
  const headingId = useId();
  const name = <bdi />;

  function refreshLater() {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: feedbackQueryKey(memberId) });
      onChanged?.();
    }, FEEDBACK_REFRESH_DELAY_MS);
  }

  async function handleDelete() {
    try {
      await withdraw.mutateAsync(memberId);
      showToast('success', t('feedback.toast.deleted'));
      refreshLater();
    } catch (error) {
      showToast('error', t(deleteFailureKey(error)));
    }
  }

  let content: ReactNode;
  if (feedback.isPending) {
    content = (
      <p role="status" className="text-stone-700">
        {t('feedback.loading')}
      </p>
    );
  } else if (feedback.isError) {
    content = (
      <LoadFailed
        text={t('feedback.loadFailed')}
        retryLabel={t('feedback.retry')}
        onRetry={() => void feedback.refetch()}
      />
    );
  } else {
    const { average_rating, rating_count, viewer_standing, feedbacks } = feedback.data;
    const standingNote = (key: Exclude<RatingStanding, 'may_rate' | 'self'>) => {
      const keys = {
        signed_out: 'feedback.standing.signedOut',
        no_handover: 'feedback.standing.noHandover',
        rated: 'feedback.standing.rated',
      } as const;
      return (
        <div className={NOTE}>
          <p>
            <Trans i18nKey={keys[key]} values={{ username }} components={{ name }} />
          </p>
          {key === 'signed_out' && (
            <Link
              to={signInHref(pathname, search)}
              className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('feedback.standing.signIn')}
            </Link>
          )}
        </div>
      );
    };
    content = (
      <div className="space-y-5">
        {average_rating !== null && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="inline-flex items-center gap-1.5 text-2xl font-bold text-stone-900">
              <StarShape filled className="size-6 text-amber-600" />
              {t('feedback.average', {
                rating: formatRating(average_rating, language),
                max: formatNumber(RATING_MAX, language),
              })}
            </span>
            <span className="text-stone-600">
              {t('feedback.count', { count: formatNumber(rating_count, language) })}
            </span>
          </p>
        )}
        {viewer_standing === 'may_rate' && (
          <RatingForm memberId={memberId} username={username} onGiven={refreshLater} />
        )}
        {viewer_standing !== 'may_rate' &&
          viewer_standing !== 'self' &&
          standingNote(viewer_standing)}
        {feedbacks.length === 0 ? (
          <p className="text-stone-600">{t('feedback.none')}</p>
        ) : (
          <FeedbackList
            feedbacks={feedbacks}
            viewerId={viewerId}
            memberName={username}
            deleting={withdraw.isPending || withdraw.isSuccess}
            onDelete={() => void handleDelete()}
          />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('feedback.heading')}
      </h2>
      {content}
    </section>
  );
}
