import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import {
  acceptInstallOffer,
  dismissInstallOffer,
  isOfferingInstall,
  subscribeToInstallOffer,
} from './install-offer';
import { useOnline } from './use-online';
import { useSavedCopy } from './use-saved-copy';
import { useServiceWorker } from './use-service-worker';

/** A strip under the header, in the shell's frame, like the announcement banner. */
function Strip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="border-b border-sand-200 bg-sand-50">
      <div className="page-container flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm leading-6 text-stone-900">
        <LineIcon className="size-5 shrink-0 text-brand-700" strokeWidth={1.8}>
          {icon}
        </LineIcon>
        {children}
      </div>
    </div>
  );
}

const OFFLINE_ICON = (
  <>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.5 5.1M5 12.5a10 10 0 0 1 3.3-2M19 12.5a10 10 0 0 0-4-2.3M8.5 16a5 5 0 0 1 6.3-.4" />
    <path d="M12 20h.01M3 3l18 18" />
  </>
);
const UPDATE_ICON = <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4" />;
const INSTALL_ICON = (
  <>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M12 7v7M9 11l3 3 3-3M11 18h2" />
  </>
);

/**
 * What the installable app has to say, under the header: that the device is offline or the
 * page shows a saved copy, that a new version is ready, and, once after the member's first
 * post or claim, that Tabarru can be installed.
 */
export function AppInstallNotices() {
  const { t } = useTranslation();
  const online = useOnline();
  const savedCopy = useSavedCopy();
  const applyUpdate = useServiceWorker();
  const [updateLater, setUpdateLater] = useState(false);
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
      {applyUpdate && !updateLater && (
        <section aria-label={t('install.update.ready')}>
          <Strip icon={UPDATE_ICON}>
            <p className="min-w-0 flex-1 font-semibold">{t('install.update.ready')}</p>
            <div className="flex gap-2">
              <Button size="sm" className="min-h-11" onClick={applyUpdate}>
                {t('install.update.reload')}
              </Button>
              <Button
                variant="neutral"
                size="sm"
                className="min-h-11"
                onClick={() => setUpdateLater(true)}
              >
                {t('install.update.later')}
              </Button>
            </div>
          </Strip>
        </section>
      )}
      {offeringInstall && (
        <section aria-labelledby="install-offer-title">
          <Strip icon={INSTALL_ICON}>
            <div className="min-w-0 flex-1">
              <h2 id="install-offer-title" className="font-semibold">
                {t('install.prompt.title')}
              </h2>
              <p className="text-stone-700">{t('install.prompt.body')}</p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" className="min-h-11" onClick={() => void acceptInstallOffer()}>
                {t('install.prompt.install')}
              </Button>
              <Button
                variant="neutral"
                size="sm"
                className="min-h-11"
                onClick={dismissInstallOffer}
              >
                {t('install.prompt.dismiss')}
              </Button>
            </div>
          </Strip>
        </section>
      )}
    </>
  );
}
