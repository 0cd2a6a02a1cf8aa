import { useId } from 'react';

import type { MemberSession } from '@tabarru/contract/sessions';

import { Button } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { formatDate, isolated, timeAgo } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useEndOtherSession } from './api/end-other-session';
import { useSessions } from './api/get-sessions';
import { useSignOutOthers } from './api/sign-out-others';
import { deviceName, isMobileSystem, placeName } from './session-names';

function DeviceIcon({ system }: { system: string | null }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
      <LineIcon className="size-6">
        {isMobileSystem(system) ? (
          <>
            <rect x="7" y="2.5" width="10" height="19" rx="2" />
            <path d="M11 18.5h2" />
          </>
        ) : (
          <>
            <rect x="4" y="5" width="16" height="11" rx="1.5" />
            <path d="M2 19.5h20" />
          </>
        )}
      </LineIcon>
    </span>
  );
}

/**
 * One signed-in device: its browser and system, where it signed in, when it was last used, and
 * Sign out, except on this device (the account menu signs out here).
 */
function SessionRow({ session, now }: { session: MemberSession; now: Date }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const endSession = useEndOtherSession();
  const name = deviceName(t, session);

  async function handleSignOut() {
    try {
      await endSession.mutateAsync(session.id);
      showToast('success', t('sessions.signedOutToast', { device: isolated(name) }));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'sessions.signOutFailed' }));
    }
  }

  return (
    <li className="flex gap-3 p-3 sm:items-center sm:gap-4 sm:p-4">
      <DeviceIcon system={session.system} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold break-words text-stone-900">
            <span>{name}</span>
            {session.current && (
              <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-800">
                {t('sessions.thisDevice')}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-stone-700">{placeName(t, session.place)}</p>
          <p className="mt-0.5 text-sm text-stone-600">
            {session.current ? (
              t('sessions.activeNow')
            ) : (
              <time
                dateTime={session.last_used_at}
                title={formatDate(session.last_used_at, language, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                })}
              >
                {t('sessions.lastUsed', { time: timeAgo(session.last_used_at, now, language) })}
              </time>
            )}
            <span aria-hidden="true"> · </span>
            {t('sessions.signedIn', {
              date: formatDate(session.created_at, language, { dateStyle: 'medium' }),
            })}
          </p>
        </div>
        {!session.current && (
          <Button
            variant="danger"
            size="sm"
            className="min-h-11 self-start sm:self-center"
            disabled={endSession.isPending}
            aria-label={
              endSession.isPending ? undefined : t('sessions.signOutNamed', { device: name })
            }
            onClick={() => void handleSignOut()}
          >
            {endSession.isPending ? t('sessions.signingOut') : t('sessions.signOut')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * "Signed-in devices": every live session of the member, this device first, each other one with
 * Sign out, and Sign out everywhere else while there are others.
 */
export function SignedInDevices() {
  const { t } = useTranslation();
  const headingId = useId();
  const sessions = useSessions();
  const signOutOthers = useSignOutOthers();

  async function handleSignOutOthers() {
    try {
      const { ended } = await signOutOthers.mutateAsync();
      showToast('success', t('sessions.othersSignedOut', { count: ended }));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'sessions.signOutOthersFailed' }));
    }
  }

  let content;
  if (sessions.isPending) {
    content = <SkeletonRows label={t('sessions.loading')} count={2} />;
  } else if (sessions.isError) {
    content = (
      <LoadFailed
        text={t('sessions.loadFailed')}
        retryLabel={t('sessions.retry')}
        onRetry={() => void sessions.refetch()}
      />
    );
  } else {
    const now = new Date();
    const others = sessions.data.filter((session) => !session.current).length;
    content = (
      <>
        <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} now={now} />
          ))}
        </ul>
        {others > 0 ? (
          <Button
            variant="danger"
            className="min-h-11"
            disabled={signOutOthers.isPending}
            onClick={() => void handleSignOutOthers()}
          >
            {signOutOthers.isPending ? t('sessions.signingOut') : t('sessions.signOutOthers')}
          </Button>
        ) : (
          <p className="text-sm text-stone-600">{t('sessions.onlyThisDevice')}</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('sessions.heading')}
        </h2>
        <p className="mt-1 text-stone-700">{t('sessions.lead')}</p>
      </div>
      {content}
    </section>
  );
}
