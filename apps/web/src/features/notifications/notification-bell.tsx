import { Link } from 'react-router';

import { LineIcon } from '../../components/ui/line-icon';
import { useLanguage } from '../../hooks/use-language';
import { useSignedInUserId } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useUnreadNotifications } from './api/get-notifications';

/**
 * The bell in the header, on every screen size: the notification centre, with the number of
 * unread notifications, kept current over the socket (useLiveNotificationCounts).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const unread = useUnreadNotifications(useSignedInUserId());
  return (
    <Link
      to={localHref(paths.notifications)}
      className="relative rounded-lg p-2 text-stone-800 hover:bg-stone-100"
    >
      <LineIcon className="size-6">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </LineIcon>
      <span className="sr-only">{t('nav.notificationCentre')}</span>
      {unread > 0 && (
        <>
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {formatNumber(unread, language)}
          </span>
          <span className="sr-only">{t('nav.unreadNotifications', { count: unread })}</span>
        </>
      )}
    </Link>
  );
}
