import { RATING_MAX, type FeedbackEntry } from '@tabarru/contract/feedback';

import { Button } from '../../components/ui/button';
import { MemberLink } from '../../components/ui/member-link';
import { StarShape } from '../../components/ui/rating-summary';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatNumber } from '../../lib/format';

/** A rating as five stars for the eye and "4 out of 5" for screen readers. */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <span className="inline-flex items-center">
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <StarShape
          key={index}
          filled={index < rating}
          className={`size-4 ${index < rating ? 'text-amber-600' : 'text-stone-400'}`}
        />
      ))}
      <span className="sr-only">
        {t('feedback.stars', {
          rating: formatNumber(rating, language),
          max: formatNumber(RATING_MAX, language),
        })}
      </span>
    </span>
  );
}

/**
 * The feedback a member received, newest first: the stars, who gave it (linked to their page),
 * when, and the comment in its own direction. The viewer's own feedback has a Delete button, shown
 * to its giver only.
 */
export function FeedbackList({
  feedbacks,
  viewerId,
  memberName,
  deleting,
  onDelete,
}: {
  feedbacks: FeedbackEntry[];
  viewerId: number | undefined;
  memberName: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ul className="space-y-3">
      {feedbacks.map((feedback) => (
        <li
          key={feedback.id}
          className="rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-xs"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars rating={feedback.rating} />
            <span className="text-sm text-stone-600">
              <Trans
                i18nKey="feedback.by"
                values={{ username: feedback.giver_username }}
                components={{ name: <MemberLink userId={feedback.giver_id} /> }}
              />
            </span>
            <time dateTime={feedback.created_at} className="text-sm text-stone-600">
              {formatDate(feedback.created_at, language)}
            </time>
          </div>
          {feedback.comment && (
            <p dir="auto" className="mt-2 break-words whitespace-pre-line text-stone-800">
              {feedback.comment}
            </p>
          )}
          {feedback.giver_id === viewerId && (
            <Button
              variant="danger"
              disabled={deleting}
              onClick={onDelete}
              aria-label={t('feedback.deleteLabel', { username: memberName })}
              className="mt-3"
            >
              {t('feedback.delete')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
