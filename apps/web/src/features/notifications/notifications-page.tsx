import { useInfiniteQuery } from '@tanstack/react-query';

import type { Notification } from '@tabarru/contract/notifications';

import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LineIcon } from '../../components/ui/line-icon';
import { ListRow, RowAvatar, RowList, RowThumbnail } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { PageTitle } from '../../components/ui/page-title';
import { SkeletonRows } from '../../components/ui/skeleton';
import { TimeAgo } from '../../components/ui/time-ago';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSignedInUserId } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { localizePath } from '../../lib/language';
import { notificationsQuery, useUnreadNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { notificationText } from './notification-text';

/**
 * The notification centre (/notifications): what happened for the member, newest first, the
 * unread marked, each opening its page (and read from then on); older ones page by page.
 */
export function Component() {
  const { t } = useTranslation();
  const userId = useSignedInUserId();
  const list = useInfiniteQuery(notificationsQuery(userId));
  const unread = useUnreadNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  useDocumentTitle(t('notifications.title'));

  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  let content;
  if (list.isPending) {
    content = <SkeletonRows label={t('notifications.loading')} count={4} />;
  } else if (list.isError) {
    content = (
      <LoadFailed
        text={t('notifications.loadFailed')}
        retryLabel={t('notifications.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (notifications.length === 0) {
    content = <EmptyState text={t('notifications.empty')} />;
  } else {
    const now = new Date();
    content = (
      <>
        <RowList aria-label={t('notifications.title')}>
          {notifications.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={() => {
                if (!notification.read) markRead.mutate(notification.id);
              }}
            />
          ))}
        </RowList>
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          label={t('notifications.older')}
          loadingLabel={t('notifications.loading')}
          onLoad={() => void list.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div className="page-container py-6 sm:py-8">
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PageTitle>{t('notifications.title')}</PageTitle>
          {unread > 0 && (
            <Button
              variant="neutral"
              size="sm"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('notifications.markAllRead')}
            </Button>
          )}
        </div>
        <div className="mt-6">{content}</div>
      </div>
    </div>
  );
}

function NotificationRow({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: Date;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = notificationText(notification, (value) => formatNumber(value, language));
  const media = notification.post ? (
    <RowThumbnail src={notification.post.thumbnail} />
  ) : notification.actor ? (
    <RowAvatar name={notification.actor.username} />
  ) : (
    <span className="flex size-14 items-center justify-center rounded-full bg-sand-100 text-brand-800">
      <LineIcon className="size-6">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </LineIcon>
    </span>
  );
  return (
    <ListRow
      media={media}
      title={
        <span className={notification.read ? 'font-normal' : 'font-bold'}>
          {t(text.key, text.values)}
        </span>
      }
      href={localizePath(notification.path, language)}
      onOpen={onOpen}
      detail={
        <>
          {!notification.read && (
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
              {t('notifications.unread')}
            </span>
          )}
          {notification.post && !text.namesItem && (
            <span dir="auto" className="line-clamp-1 min-w-0 break-words">
              {notification.post.title}
            </span>
          )}
          <TimeAgo iso={notification.created_at} now={now} />
        </>
      }
    />
  );
}
