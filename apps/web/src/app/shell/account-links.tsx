import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import type { CatalogKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { endSession } from '../../lib/end-session';
import { paths, type AppPath } from '../../lib/paths';
import type { SessionUser } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { CountBadge } from './count-badge';
import type { NotificationCounts } from './use-notification-counts';

/**
 * Signs out: the API ends the session and the token goes here, without waiting for the API's
 * answer; a toast says so, the login page follows.
 */
export function useSignOut(): () => void {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    // The member's counts still under way would come back refused once the session has ended.
    void queryClient.cancelQueries({ queryKey: ['account'] });
    endSession();
    queryClient.removeQueries({ queryKey: ['account'] });
    showToast('success', t('nav.signedOut'));
    void navigate(localHref(paths.login));
  };
}

interface Entry {
  path: AppPath;
  label: string;
  /** the label is the member's own name, in whichever script they wrote it */
  ownWords?: boolean;
  badge?: { count: number; label: string };
}

/**
 * The signed-in member's entries, shared by the avatar menu and the mobile menu: profile (named by
 * the username), my posts, claim requests, the member's own claims (My requests), messages, saved
 * searches, security (devices and two-step sign-in), the admin panel and Create event for
 * administrators, and sign out.
 */
export function AccountLinks({
  user,
  counts,
  onNavigate,
}: {
  user: SessionUser | null;
  counts: NotificationCounts;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const handleSignOut = useSignOut();
  const label = (key: CatalogKey, count: number) => t(key, { count });
  const entries: Entry[] = [
    { path: paths.profile, label: user?.username ?? t('nav.profile'), ownWords: !!user },
    { path: paths.myPosts, label: t('nav.myPosts') },
    {
      path: paths.myClaims,
      label: t('nav.myClaims'),
      badge: {
        count: counts.pendingClaims,
        label: label('nav.pendingClaims', counts.pendingClaims),
      },
    },
    {
      path: paths.myRequests,
      label: t('nav.myRequests'),
      badge: {
        count: counts.unseenDecisions,
        label: label('nav.unseenDecisions', counts.unseenDecisions),
      },
    },
    {
      path: paths.messages,
      label: t('nav.messages'),
      badge: { count: counts.unreadCount, label: label('nav.unreadMessages', counts.unreadCount) },
    },
    { path: paths.savedSearches, label: t('savedSearches.profileLink') },
    { path: paths.profileSecurity, label: t('nav.security') },
    ...(user?.isAdmin
      ? [
          { path: paths.admin, label: t('nav.admin') },
          { path: paths.adminCreateEvent, label: t('nav.createEvent') },
        ]
      : []),
  ];
  const itemClass =
    'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start font-semibold text-stone-800 hover:bg-stone-100';
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link to={localHref(entry.path)} onClick={onNavigate} className={itemClass}>
            <span dir={entry.ownWords ? 'auto' : undefined}>{entry.label}</span>
            {entry.badge && ' '}
            {entry.badge && <CountBadge {...entry.badge} />}
          </Link>
        </li>
      ))}
      <li className="mt-1 border-t border-stone-200 pt-1">
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            handleSignOut();
          }}
          className={`${itemClass} text-red-800`}
        >
          {t('nav.signOut')}
        </button>
      </li>
    </ul>
  );
}
