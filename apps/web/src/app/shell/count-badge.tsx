import { useLanguage } from '../../hooks/use-language';
import { formatNumber } from '../../lib/format';

/**
 * A red count in the page's digits; screen readers hear `label` instead. Nothing at zero. Where
 * it follows a text, the caller puts a space between them (a text node, not a padding), or
 * screen readers run the two names together.
 */
export function CountBadge({ count, label }: { count: number; label: string }) {
  const { language } = useLanguage();
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white"
      >
        {formatNumber(count, language)}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}
