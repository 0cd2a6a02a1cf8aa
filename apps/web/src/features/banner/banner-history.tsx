import type { Banner } from '@tabarru/contract/banners';

import { LoadFailed } from '../../components/ui/load-failed';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useBannerHistory, useToggleBanner } from './api/admin-banners';
import { BannerHtml } from './banner-html';
import { bannerVersion } from './banner-version';

const VERSIONS = [
  { language: 'en', label: 'banner.admin.versionEnglish', content: 'content_en' },
  { language: 'ar', label: 'banner.admin.versionArabic', content: 'content_ar' },
] as const;

/**
 * Every banner, newest first, each with its state, its English and Arabic versions, and a button
 * that switches it.
 */
export function BannerHistory() {
  const { t } = useTranslation();
  const history = useBannerHistory();

  if (history.isPending) {
    return (
      <p role="status" className="text-stone-700">
        {t('banner.admin.loading')}
      </p>
    );
  }
  if (history.isError) {
    return (
      <LoadFailed
        text={t('banner.admin.loadFailed')}
        retryLabel={t('banner.admin.tryAgain')}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.length === 0) {
    return (
      <p className="rounded-xl bg-stone-100 p-8 text-center text-stone-700">
        {t('banner.admin.empty')}
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {history.data.map((banner) => (
        <BannerRow key={banner.id} banner={banner} />
      ))}
    </ul>
  );
}

function BannerRow({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const toggle = useToggleBanner();
  const contentId = `banner-${banner.id}-content`;
  // The switch is described by what this page's visitors would read.
  const shownHere = bannerVersion(banner, language).language;

  async function handleToggle() {
    try {
      const { banner: changed } = await toggle.mutateAsync(banner.id);
      showToast(
        'success',
        t(changed.is_active ? 'banner.admin.activated' : 'banner.admin.deactivated'),
      );
    } catch (error) {
      console.warn('Banner toggle failed', error);
      showToast('error', t('banner.admin.toggleFailed'));
    }
  }

  return (
    <li
      className={`rounded-xl border bg-white p-4 shadow-xs ${banner.is_active ? 'border-brand-700' : 'border-stone-200'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span
          className={`rounded-full px-2.5 py-0.5 font-semibold ${banner.is_active ? 'bg-brand-50 text-brand-800' : 'bg-stone-100 text-stone-700'}`}
        >
          {t(banner.is_active ? 'banner.admin.active' : 'banner.admin.inactive')}
        </span>
        <time dateTime={banner.created_at} className="text-stone-600">
          {t('banner.admin.createdAt', {
            date: formatDate(banner.created_at, language, {
              dateStyle: 'long',
              timeStyle: 'short',
            }),
          })}
        </time>
      </div>
      <dl className="mt-3 space-y-2">
        {VERSIONS.map((version) => {
          const html = banner[version.content];
          return (
            <div key={version.language}>
              <dt className="text-xs font-semibold text-stone-600">{t(version.label)}</dt>
              <dd>
                {html === null ? (
                  <p className="text-sm text-stone-600 italic">
                    {t('banner.admin.versionMissing')}
                  </p>
                ) : (
                  <BannerHtml
                    id={version.language === shownHere ? contentId : undefined}
                    html={html}
                    lang={version.language}
                    className="rounded-lg bg-sand-50 px-3 py-2 text-sm leading-6 text-stone-900"
                  />
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <button
        type="button"
        onClick={() => void handleToggle()}
        disabled={toggle.isPending}
        aria-describedby={contentId}
        className={`mt-3 rounded-lg px-4 py-1.5 font-semibold disabled:opacity-60 ${banner.is_active ? 'border border-stone-400 text-stone-800 hover:bg-stone-50' : 'bg-brand-700 text-white hover:bg-brand-800'}`}
      >
        {t(banner.is_active ? 'banner.admin.deactivate' : 'banner.admin.activate')}
      </button>
    </li>
  );
}
