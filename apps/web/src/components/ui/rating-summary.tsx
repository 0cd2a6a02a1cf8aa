import type { Language } from '@tabarru/contract/constants';
import { RATING_MAX } from '@tabarru/contract/feedback';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';

/** The five-pointed star of ratings, filled or outlined, in the colour of the text around it. */
export function StarShape({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z" />
    </svg>
  );
}

/** A rating to one decimal in the page's digits: 4.5, never 4.50 or 5. */
export function formatRating(rating: number, language: Language): string {
  return formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * A member's rating at a glance, beside their name on a card or a post: a star, the mean to
 * one decimal and how many rated them. Nothing before the first rating. Screen readers hear it
 * as a sentence.
 */
export function RatingSummary({
  rating,
  count,
  className = '',
}: {
  rating: number | null;
  count: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (rating === null || count === 0) return null;
  const shown = formatRating(rating, language);
  return (
    <span className={`inline-flex shrink-0 items-center gap-0.5 ${className}`}>
      <StarShape filled className="size-3.5 text-amber-500" />
      <span aria-hidden="true" className="font-semibold text-stone-800">
        {shown}
      </span>
      <span aria-hidden="true">({formatNumber(count, language)})</span>
      <span className="sr-only">
        {t('rating.summary', {
          rating: shown,
          max: formatNumber(RATING_MAX, language),
          count: formatNumber(count, language),
        })}
      </span>
    </span>
  );
}
