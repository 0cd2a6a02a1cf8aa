import { useSignedInUserId } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { usePostAsks } from './api/get-post-asks';

/**
 * Promised (in words, not only a colour) and how many asked. Nothing while neither is so.
 */
export function PickupStatusLine({ promised, asksOpen }: { promised: boolean; asksOpen: number }) {
  const { t } = useTranslation();
  if (!promised && asksOpen === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-800">
      {promised && (
        <span className="inline-flex items-center rounded-full border border-brand-700 bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
          {t('pickups.status.promised')}
        </span>
      )}
      {asksOpen > 0 && <span>{t('pickups.status.asked', { count: asksOpen })}</span>}
    </p>
  );
}

/**
 * What anyone, a visitor too, learns of a post's asks: whether it is promised and how many
 * asked. A failed read shows nothing: the rest of the page does not depend on it.
 */
export function PickupStatus({ postId }: { postId: number }) {
  const asks = usePostAsks(postId, useSignedInUserId());
  if (!asks.data) return null;
  return <PickupStatusLine promised={asks.data.promised} asksOpen={asks.data.asks_open} />;
}
