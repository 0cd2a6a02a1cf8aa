import { useId, useSyncExternalStore } from 'react';

import { Button, buttonClass } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { useTranslation } from '../../i18n/use-translation';
import { pageOrigin } from '../../lib/page-data';
import { showToast } from '../../lib/toast';
import { copyText } from './copy-text';
import { facebookShareLink, whatsappShareLink } from './share-links';

/** Whether the device offers its own share sheet (phones, and some desktop browsers). */
function canShareNatively(url: string): boolean {
  if (typeof navigator.share !== 'function') return false;
  return navigator.canShare?.({ url }) ?? true;
}

const neverChanges = () => () => {};

/**
 * canShareNatively as the page shows it: a page drawn on the server has no device to ask, so
 * the browser takes it over without the button and adds it at once.
 */
function useCanShareNatively(url: string): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => canShareNatively(url),
    () => false,
  );
}

/**
 * Share a post or an event where the community is: the device's own share sheet where it has
 * one, and always WhatsApp, Facebook and copying the link. `path` is the page's own path in its
 * language, so the link opens the page in the language it was shared from.
 */
export function ShareActions({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const url = new URL(path, pageOrigin()).href;
  const nativeShare = useCanShareNatively(url);

  async function handleNativeShare() {
    try {
      await navigator.share({ title, text: title, url });
    } catch (error) {
      // Closing the sheet without choosing is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      showToast('error', t('share.failed'));
    }
  }

  async function handleCopy() {
    if (await copyText(url)) showToast('success', t('share.copied'));
    else showToast('error', t('share.copyFailed'));
  }

  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-stone-700">
        {t('share.heading')}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {nativeShare && (
          <Button variant="secondary" onClick={() => void handleNativeShare()}>
            <LineIcon className="size-5">
              <path d="M12 15V3m0 0L8 7m4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
            </LineIcon>
            {t('share.native')}
          </Button>
        )}
        <a
          href={whatsappShareLink(title, url)}
          aria-label={t('share.whatsappLabel')}
          className={buttonClass({ variant: 'whatsapp' })}
          {...newTab}
        >
          {t('share.whatsapp')}
        </a>
        <a
          href={facebookShareLink(url)}
          aria-label={t('share.facebookLabel')}
          className={buttonClass({ variant: 'neutral' })}
          {...newTab}
        >
          {t('share.facebook')}
        </a>
        <Button variant="neutral" onClick={() => void handleCopy()}>
          <LineIcon className="size-5">
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </LineIcon>
          {t('share.copy')}
        </Button>
      </div>
    </section>
  );
}
