import { useState } from 'react';

import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/use-translation';
import { acceptInstallOffer, dismissInstallOffer } from './install-offer';
import { Strip } from './strip';

const UPDATE_ICON = <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4" />;
const INSTALL_ICON = (
  <>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M12 7v7M9 11l3 3 3-3M11 18h2" />
  </>
);

/**
 * The prompts of the installable app, loaded only when one is due: a new version is ready
 * (`applyUpdate`), or, once after the member's first post or claim, Tabarru can be installed.
 */
export default function AppInstallPrompts({
  applyUpdate,
  offeringInstall,
}: {
  applyUpdate: (() => void) | null;
  offeringInstall: boolean;
}) {
  const { t } = useTranslation();
  const [updateLater, setUpdateLater] = useState(false);
  return (
    <>
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
