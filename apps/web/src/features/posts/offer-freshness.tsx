import { useId, useRef } from 'react';

import type { Language } from '@tabarru/contract/constants';
import type { OFFER_DAYS, PostDetail, StillAvailableAnswer } from '@tabarru/contract/posts';

import { Button } from '../../components/ui/button';
import { useLanguage } from '../../hooks/use-language';
import type { TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { ammanInstantDayText } from '../../lib/amman-days';
import { errorText } from '../../lib/error-keys';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useAnswerStillAvailable } from './api/answer-still-available';

/**
 * The contract's OFFER_DAYS, written out: its type holds it to the contract's value, and the
 * page does not load the posts' schemas for one number.
 */
const OFFER_DAYS_SHOWN: typeof OFFER_DAYS = 30;

/**
 * What the toast says of a saved answer: a renewal, until when the offer is on the feed now
 * (the reply's post says).
 */
function savedText(
  answer: StillAvailableAnswer,
  post: PostDetail,
  t: TFunction,
  language: Language,
) {
  if (answer === 'given_away') return t('freshness.toast.givenAway');
  if (answer === 'withdraw') return t('freshness.toast.withdrawn');
  if (post.expires_at === null) return t('freshness.toast.renewed');
  const date = ammanInstantDayText(post.expires_at, language, new Date());
  return t('freshness.toast.renewedUntil', { date });
}

/**
 * Sends the donor's answer and says in a toast how it went: its success, or its refusal in the
 * page's language. Awaited rather than the mutation's callbacks, which are skipped once the
 * control is gone (the answered card leaves the page). Resolves to whether it was saved.
 */
function useStillAvailableAnswer() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const mutation = useAnswerStillAvailable();
  async function send(post: PostDetail, answer: StillAvailableAnswer): Promise<boolean> {
    let reply;
    try {
      reply = await mutation.mutateAsync({ postId: post.post_id, answer });
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'freshness.failed' }));
      return false;
    }
    showToast('success', savedText(answer, reply.post, t, language));
    return true;
  }
  return { send, sending: mutation.isPending };
}

/**
 * Whether an offer is still on the feed, on its page. Its donor is asked "Still available?"
 * while that question waits, is told when it ended with a way to renew it, and otherwise sees
 * until when it is on offer; anyone else sees only that it ended. Nothing for a wanted post
 * (renewed on its author's profile) nor for an item given away, which says so already.
 */
export function OfferFreshness({ post, isOwner }: { post: PostDetail; isOwner: boolean }) {
  const { t } = useTranslation();
  // The control that was used leaves with its answer: the focus goes to what replaces it.
  const area = useRef<HTMLDivElement>(null);
  if (post.kind !== 'give') return null;
  const onOffer = post.availability !== 'donated';
  if (!isOwner) {
    if (!onOffer || !post.expired) return null;
    return (
      <p className="rounded-xl border border-stone-300 bg-stone-100 px-4 py-3 font-semibold text-stone-900">
        {t('freshness.ended.visitor')}
      </p>
    );
  }

  // Kept when it empties (given away), so the focus has somewhere to go.
  return (
    <div ref={area} tabIndex={-1} className="focus:outline-none">
      {onOffer && <DonorsFreshness post={post} onAnswered={() => area.current?.focus()} />}
    </div>
  );
}

/** The donor's view of an offer not given away: ended, asked about, or on offer until a day. */
function DonorsFreshness({ post, onAnswered }: { post: PostDetail; onAnswered: () => void }) {
  if (post.expired) return <OfferEndedNotice post={post} onRenewed={onAnswered} />;
  if (post.still_available_asked) return <StillAvailableCard post={post} onAnswered={onAnswered} />;
  if (post.expires_at === null) return null;
  return <OnOfferUntil post={post} expiresAt={post.expires_at} onRenewed={onAnswered} />;
}

/** "Still available?" with its three answers: keep it on offer, given away, withdraw. */
function StillAvailableCard({ post, onAnswered }: { post: PostDetail; onAnswered: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { send, sending } = useStillAvailableAnswer();
  const headingId = useId();
  const answer = async (choice: StillAvailableAnswer) => {
    // Given away cannot be undone: asked first, as a deletion is.
    const sure =
      choice !== 'given_away' ||
      window.confirm(t('freshness.question.confirmGivenAway', { title: post.title }));
    if (sure && (await send(post, choice))) onAnswered();
  };
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border-2 border-brand-700 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('freshness.question.heading')}
      </h2>
      <p className="text-stone-800">{t('freshness.question.lead')}</p>
      {post.expires_at && (
        <p className="text-sm text-stone-700">
          {t('freshness.onOffer.until', {
            date: ammanInstantDayText(post.expires_at, language, new Date()),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button className="min-h-11" disabled={sending} onClick={() => void answer('yes')}>
          {t('freshness.question.yes')}
        </Button>
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={sending}
          onClick={() => void answer('given_away')}
        >
          {t('freshness.question.givenAway')}
        </Button>
        <Button
          variant="neutral"
          className="min-h-11"
          disabled={sending}
          onClick={() => void answer('withdraw')}
        >
          {t('freshness.question.withdraw')}
        </Button>
      </div>
    </section>
  );
}

/**
 * An offer off the feed, to its donor: since when (its 30 days ran out), or only that it is off
 * (withdrawn before they did), and Renew.
 */
function OfferEndedNotice({ post, onRenewed }: { post: PostDetail; onRenewed: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { send, sending } = useStillAvailableAnswer();
  const headingId = useId();
  const now = new Date();
  const days = formatNumber(OFFER_DAYS_SHOWN, language);
  const endedOn =
    post.expires_at !== null && Date.parse(post.expires_at) <= now.getTime()
      ? ammanInstantDayText(post.expires_at, language, now)
      : null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h2 id={headingId} className="font-semibold">
        {endedOn === null
          ? t('freshness.ended.offFeed')
          : t('freshness.ended.endedOn', { date: endedOn })}
      </h2>
      <p>{t('freshness.ended.hint', { days })}</p>
      <Button
        className="min-h-11"
        disabled={sending}
        onClick={() => void send(post, 'yes').then((renewed) => renewed && onRenewed())}
      >
        {t('freshness.ended.renew', { days })}
      </Button>
    </section>
  );
}

/** An offer on the feed, to its donor: until when, and Renew to give it another 30 days now. */
function OnOfferUntil({
  post,
  expiresAt,
  onRenewed,
}: {
  post: PostDetail;
  expiresAt: string;
  onRenewed: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { send, sending } = useStillAvailableAnswer();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-stone-700">
      <span>
        {t('freshness.onOffer.until', {
          date: ammanInstantDayText(expiresAt, language, new Date()),
        })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11"
        disabled={sending}
        aria-label={t('freshness.ended.renew', { days: formatNumber(OFFER_DAYS_SHOWN, language) })}
        onClick={() => void send(post, 'yes').then((renewed) => renewed && onRenewed())}
      >
        {t('freshness.onOffer.renew')}
      </Button>
    </p>
  );
}
