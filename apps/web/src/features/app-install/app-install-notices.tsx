import { lazy, Suspense, useSyncExternalStore } from 'react';

import { useSession } from '../../hooks/use-session';
import type { CatalogKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { isOfferingInstall, subscribeToInstallOffer } from './install-offer';
import { Strip } from './strip';
import { useOnline } from './use-online';
import { useSavedCopy } from './use-saved-copy';
import { useServiceWorker } from './use-service-worker';

const AppInstallPrompts = lazy(() => import('./app-install-prompts'));

const OFFLINE_ICON = (
  <>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.5 5.1M5 12.5a10 10 0 0 1 3.3-2M19 12.5a10 10 0 0 0-4-2.3M8.5 16a5 5 0 0 1 6.3-.4" />
    <path d="M12 20h.01M3 3l18 18" />
  </>
);

/** What the connection strip says, if anything: offline first, then what the API did not answer. */
function useConnectionNotice(): CatalogKey | undefined {
  const online = useOnline();
  const session = useSession();
  const savedCopy = useSavedCopy();
  if (!online) return 'install.offline.notice';
  if (session.status === 'signedIn' && !session.confirmed) return 'install.offline.unreachable';
  return savedCopy ? 'install.offline.savedCopy' : undefined;
}

/**
 * What the installable app has to say, under the header: that the device is offline, that the
 * API does not answer the signed-in member's session check yet, or that the page shows a saved
 * copy; and, loaded when due, that a new version is ready or that Tabarru can be installed
 * (app-install-prompts.tsx).
 */
export function AppInstallNotices() {
  const { t } = useTranslation();
  const connectionNotice = useConnectionNotice();
  const applyUpdate = useServiceWorker();
  const offeringInstall = useSyncExternalStore(
    subscribeToInstallOffer,
    isOfferingInstall,
    () => false,
  );

  return (
    <>
      <div role="status">
        {connectionNotice && (
          <Strip icon={OFFLINE_ICON}>
            <p className="min-w-0 flex-1">{t(connectionNotice)}</p>
          </Strip>
        )}
      </div>
      {(applyUpdate || offeringInstall) && (
        <Suspense fallback={null}>
          <AppInstallPrompts applyUpdate={applyUpdate} offeringInstall={offeringInstall} />
        </Suspense>
      )}
    </>
  );
}
