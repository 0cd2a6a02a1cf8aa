import { useState } from 'react';

import type { AdminUser } from '@tabarru/contract/admin';

import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListRow, RowList } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { PlaceName } from '../../components/ui/place-name';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { formatDate, formatNumber, initialOf } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { AdminLayout, AdminLoadMore, AdminSearch } from './admin-layout';
import { useAdminList } from './api/admin-lists';
import { useDeleteUser } from './api/delete-user';
import { useEndSessions } from './api/end-sessions';
import { useSuspendMember } from './api/suspend-member';
import { useToggleAdmin } from './api/toggle-admin';
import { useUnsuspendMember } from './api/unsuspend-member';

const SEARCH_DELAY_MS = 300;

/**
 * /admin/users (administrators only): members by email, with what tells them apart and reaches
 * them (email, phone, area, items donated, since when), Promote or Demote, End sessions (a lost
 * phone, an account taken over), Suspend or Lift suspension (members only) and Delete.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.users.title'));
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useAdminList<AdminUser>('/admin/users', query);

  return (
    <AdminLayout title={t('admin.users.heading')}>
      <AdminSearch
        id="admin-user-search"
        label={t('admin.users.search')}
        value={search}
        onChange={setSearch}
        type="email"
      />
      {users.isPending ? (
        <SkeletonRows label={t('admin.users.loading')} count={5} />
      ) : users.isError ? (
        <LoadFailed
          text={t('admin.users.failed')}
          retryLabel={t('admin.tryAgain')}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.pages[0]?.rows.length === 0 ? (
        <EmptyState text={t('admin.users.empty')} />
      ) : (
        <>
          <RowList>
            {users.data.pages.flatMap((page) =>
              page.rows.map((user) => <UserRow key={user.id} user={user} />),
            )}
          </RowList>
          <AdminLoadMore
            hasMore={users.hasNextPage}
            loading={users.isFetchingNextPage}
            onLoad={() => void users.fetchNextPage()}
          />
        </>
      )}
    </AdminLayout>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const toggle = useToggleAdmin();
  const deletion = useDeleteUser();
  const ending = useEndSessions();
  const suspension = useSuspendMember();
  const lifting = useUnsuspendMember();
  const isSelf = session.user?.userId === user.id;
  const busy =
    toggle.isPending ||
    deletion.isPending ||
    ending.isPending ||
    suspension.isPending ||
    lifting.isPending;

  async function handleToggle() {
    try {
      const changed = await toggle.mutateAsync(user.id);
      const key = changed.is_admin ? 'admin.users.promoted' : 'admin.users.demoted';
      showToast('success', t(key, { username: user.username }));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'admin.users.roleFailed' }));
    }
  }

  async function handleEndSessions() {
    if (!window.confirm(t('admin.users.confirmEndSessions'))) return;
    try {
      const { ended } = await ending.mutateAsync(user.id);
      showToast(
        'success',
        t('admin.users.sessionsEnded', { count: formatNumber(ended, language) }),
      );
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'admin.users.endSessionsFailed' }));
    }
  }

  async function handleSuspend() {
    // The reason is optional; Cancel is null, an empty answer suspends without one.
    const reason = window.prompt(t('admin.users.suspendPrompt'), '');
    if (reason === null) return;
    try {
      await suspension.mutateAsync({ userId: user.id, reason: reason.trim() || undefined });
      showToast('success', t('admin.users.suspended', { username: user.username }));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'admin.users.suspendFailed' }));
    }
  }

  async function handleUnsuspend() {
    if (!window.confirm(t('admin.users.confirmUnsuspend'))) return;
    try {
      await lifting.mutateAsync(user.id);
      showToast('success', t('admin.users.unsuspended', { username: user.username }));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'admin.users.unsuspendFailed' }));
    }
  }

  async function handleDelete() {
    if (!window.confirm(t('admin.users.confirmDelete'))) return;
    try {
      await deletion.mutateAsync(user.id);
      showToast('success', t('admin.users.deleted'));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'admin.users.deleteFailed' }));
    }
  }

  return (
    <ListRow
      media={
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-xl font-bold text-brand-800"
        >
          {initialOf(user.username)}
        </span>
      }
      title={user.username}
      detail={
        <>
          {user.is_admin && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
              {t('admin.users.adminBadge')}
            </span>
          )}
          {user.suspended_at && (
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
              {t('admin.users.suspendedBadge')}
            </span>
          )}
          {isSelf && (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
              {t('admin.users.you')}
            </span>
          )}
          <span dir="ltr" className="break-all">
            {user.email}
          </span>
          <span dir="ltr">{user.phone_number}</span>
          {user.location && (
            <span>
              <PlaceName location={user.location} />
            </span>
          )}
          <span>
            {t('admin.users.itemsDonated', { count: formatNumber(user.items_donated, language) })}
          </span>
          <span>{t('admin.users.joined', { date: formatDate(user.created_at, language) })}</span>
          {user.suspended_at && (
            <span>
              {t('admin.users.suspendedSince', { date: formatDate(user.suspended_at, language) })}
            </span>
          )}
          {user.suspended_reason && (
            <span dir="auto">
              {t('admin.users.suspendedReason', { reason: user.suspended_reason })}
            </span>
          )}
        </>
      }
      actions={
        isSelf ? undefined : (
          <>
            <Button
              variant={user.is_admin ? 'neutral' : 'secondary'}
              onClick={() => void handleToggle()}
              disabled={busy}
              aria-label={t(
                user.is_admin ? 'admin.users.demoteNamed' : 'admin.users.promoteNamed',
                { username: user.username },
              )}
            >
              {t(user.is_admin ? 'admin.users.demote' : 'admin.users.promote')}
            </Button>
            <Button
              variant="neutral"
              onClick={() => void handleEndSessions()}
              disabled={busy}
              aria-label={t('admin.users.endSessionsNamed', { username: user.username })}
            >
              {t('admin.users.endSessions')}
            </Button>
            {user.suspended_at ? (
              <Button
                variant="secondary"
                onClick={() => void handleUnsuspend()}
                disabled={busy}
                aria-label={t('admin.users.unsuspendNamed', { username: user.username })}
              >
                {t('admin.users.unsuspend')}
              </Button>
            ) : (
              !user.is_admin && (
                <Button
                  variant="neutral"
                  onClick={() => void handleSuspend()}
                  disabled={busy}
                  aria-label={t('admin.users.suspendNamed', { username: user.username })}
                >
                  {t('admin.users.suspend')}
                </Button>
              )
            )}
            <Button
              variant="danger"
              onClick={() => void handleDelete()}
              disabled={busy}
              aria-label={t('admin.users.deleteNamed', { username: user.username })}
            >
              {t('admin.users.delete')}
            </Button>
          </>
        )
      }
    />
  );
}
