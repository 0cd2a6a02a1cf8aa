import { useTranslation } from '../../i18n/use-translation';
/**
 * "Wanted": what a member looks for, never given or reserved, on feed cards, a post's page and a
 * member's list alike; upper case when its card is hovered.
 */
export function WantedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-semibold text-stone-900 group-hover:uppercase">
      {t('wanted.badge')}
    </span>
  );
}
