import { useTranslation } from '../../i18n/use-translation';
import { CountBadge } from './count-badge';
import { notificationTotal, useNotificationCounts } from './use-notification-counts';

/**
 * The avatar's badge on the menu button of narrow screens, where the avatar is folded into the
 * menu. Its own chunk, loaded for members only, so a visitor's first page does not carry the
 * count queries.
 */
export function MenuButtonBadge() {
  const { t } = useTranslation();
  const total = notificationTotal(useNotificationCounts());
  if (total <= 0) return null;
  return (
    <>
      {' '}
      <span className="absolute -end-1 -top-1 flex">
        <CountBadge count={total} label={t('nav.notifications', { count: total })} />
      </span>
    </>
  );
}
