import { useState } from 'react';

import { RATING_MAX, RATING_MIN } from '@tabarru/contract/feedback';

import { StarShape } from '../../components/ui/rating-summary';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';

const VALUES = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

/**
 * One to five stars as a radio group: real radio buttons, so Tab reaches the group, the arrow
 * keys choose (in the reading direction) and a screen reader hears "3 out of 5, 3 of 5". The
 * stars up to the chosen one, or up to the one under the pointer, are filled.
 */
export function StarRatingInput({
  name,
  legend,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? value ?? 0;
  return (
    <fieldset disabled={disabled}>
      <legend className="font-semibold text-stone-900">{legend}</legend>
      <div className="mt-1.5 flex gap-1" onMouseLeave={() => setPointed(null)}>
        {VALUES.map((rating) => (
          <label
            key={rating}
            onMouseEnter={() => setPointed(rating)}
            className="flex size-11 cursor-pointer items-center justify-center rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <StarShape
              filled={rating <= shown}
              className={`size-8 ${rating <= shown ? 'text-amber-600' : 'text-stone-500'}`}
            />
            <span className="sr-only">
              {t('feedback.form.star', {
                count: formatNumber(rating, language),
                max: formatNumber(RATING_MAX, language),
              })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
