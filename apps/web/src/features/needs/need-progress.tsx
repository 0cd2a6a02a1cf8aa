import { useId } from 'react';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';

/**
 * How many of a need's items have come in: the words ("12 of 40 received"), which also name the
 * bar under them, so it is never told by the bar alone. The bar fills from the start of the line,
 * the right on an Arabic page.
 */
export function NeedProgress({ quantity, received }: { quantity: number; received: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <p id={id} className="text-sm font-semibold text-stone-800">
        {t('needs.progress', {
          received: formatNumber(received, language),
          quantity: formatNumber(quantity, language),
        })}
      </p>
      <progress
        aria-labelledby={id}
        max={quantity}
        value={Math.min(received, quantity)}
        className="block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700"
      />
    </div>
  );
}
