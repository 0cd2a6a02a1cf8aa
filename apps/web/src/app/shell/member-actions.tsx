import { PushPrompt } from '../../features/notification-settings/push-prompt';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { useSession } from '../../hooks/use-session';
import { AccountLinks } from './account-links';
import { AccountMenu } from './account-menu';
import { useLiveNotificationCounts } from './use-live-notification-counts';
import { useNotificationCounts } from './use-notification-counts';

/**
 * What a signed-in member sees in the account corner: the notification bell and the avatar menu
 * in the bar (with the one-time offer of notifications on this device), the menu's entries in
 * the mobile menu, and the socket that keeps their counts current. Its own chunk, so a
 * visitor's first page does not carry it.
 */
export function MemberActions({ layout }: { layout: 'bar' | 'menu' }) {
  const { user } = useSession();
  const counts = useNotificationCounts();
  useLiveNotificationCounts();
  return layout === 'bar' ? (
    <>
      <NotificationBell />
      <div className="hidden sm:block">
        <AccountMenu user={user} counts={counts} />
      </div>
      <PushPrompt />
    </>
  ) : (
    <AccountLinks user={user} counts={counts} />
  );
}
