import { useState } from 'react';

import type { Banner } from '@tabarru/contract/banners';

import { LineIcon } from '../../components/ui/line-icon';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { useActiveBanner } from './api/get-active-banner';
import { BannerHtml } from './banner-html';
import { bannerVersion } from './banner-version';
import { browserStorage, isBannerDismissed, rememberDismissal } from './dismissal';

/**
 * The announcement bar of the page shell: the active banner in the page's language (or its other
 * version when that one was left empty), unless this visitor closed it within the last 24 hours.
 */
export function AnnouncementBanner() {
  const banner = useActiveBanner();
  if (!banner) return null;
  // One state per banner: a new banner is shown even when the previous one was closed.
  return <DismissibleBanner key={banner.id} banner={banner} />;
}

function DismissibleBanner({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [closed, setClosed] = useState(() =>
    isBannerDismissed(browserStorage(), banner.id, Date.now()),
  );
  if (closed) return null;
  const version = bannerVersion(banner, language);

  function handleClose() {
    rememberDismissal(browserStorage(), banner.id, Date.now());
    setClosed(true);
    // The button is gone: continue from the page content rather than the top of the document.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <section aria-label={t('banner.region')} className="border-b border-sand-200 bg-sand-50">
      <div className="page-container flex items-start gap-3 py-2">
        <LineIcon
          className="mt-0.5 size-5 shrink-0 text-brand-700 rtl:-scale-x-100"
          strokeWidth={1.8}
        >
          <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z" />
          <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
        </LineIcon>
        <BannerHtml
          html={version.html}
          lang={version.language === language ? undefined : version.language}
          className="min-w-0 flex-1 text-sm leading-6 text-stone-900"
        />
        <button
          type="button"
          onClick={handleClose}
          aria-label={t('banner.close')}
          title={t('banner.close')}
          className="-my-1 -me-2 shrink-0 rounded-lg p-1.5 text-stone-700 hover:bg-sand-100 hover:text-stone-900"
        >
          <LineIcon className="size-5">
            <path d="M6 6l12 12M18 6 6 18" />
          </LineIcon>
        </button>
      </div>
    </section>
  );
}
