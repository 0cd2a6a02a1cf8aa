import { lazy, Suspense, useSyncExternalStore } from 'react';

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

/**
 * What the installable app has to say, under the header: that the device is offline or the
 * page shows a saved copy; and, loaded when due, that a new version is ready or that Tabarru
 * can be installed (app-install-prompts.tsx).
 */
export function AppInstallNotices() {
  const { t } = useTranslation();
  const online = useOnline();
  const savedCopy = useSavedCopy();
  const applyUpdate = useServiceWorker();
  const offeringInstall = useSyncExternalStore(
    subscribeToInstallOffer,
    isOfferingInstall,
    () => false,
  );

  return (
    <>
      <div role="status">
        {(!online || savedCopy) && (
          <Strip icon={OFFLINE_ICON}>
            <p className="min-w-0 flex-1">
              {online ? t('install.offline.savedCopy') : t('install.offline.notice')}
            </p>
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
