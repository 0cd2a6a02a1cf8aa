import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';

/** The count shows from this share of the limit on. */
const SHOWN_FROM = 0.8;

/** Whether the count of a text is shown: as its limit comes near, and past it. */
export function isCountShown(length: number, max: number): boolean {
  return length >= max * SHOWN_FROM;
}

/** The length the limit applies to: the API trims a text before it measures it. */
export function limitedLength(value: string | undefined): number {
  return (value ?? '').trim().length;
}

/**
 * The characters of a text against its limit, shown as the limit comes near and loud once it
 * is passed, so a long text is never cut without a word. Screen readers hear it politely; the
 * element is always there, since a live region that appears with its text may go unheard.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const over = length > max;
  const text = over
    ? t('field.overLimit', {
        length: number(length),
        max: number(max),
        excess: number(length - max),
      })
    : isCountShown(length, max)
      ? t('field.count', { length: number(length), max: number(max) })
      : '';
  return (
    <p
      id={id}
      aria-live="polite"
      className={`text-sm ${text ? 'mt-1.5' : ''} ${over ? 'font-semibold text-red-700' : 'text-stone-600'}`}
    >
      {text}
    </p>
  );
}
