import { BackLink } from '../../components/ui/back-link';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { BannerForm } from './banner-form';
import { BannerHistory } from './banner-history';

/**
 * /admin/banner (administrators only): back to the panel, a new banner, and the history with each
 * one's switch.
 */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('banner.admin.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackLink to={localHref(paths.admin)}>{t('admin.back')}</BackLink>
      <PageTitle className="mt-1">{t('banner.admin.heading')}</PageTitle>
      <p className="mt-2 text-stone-700">{t('banner.admin.intro')}</p>
      <section aria-labelledby="banner-create-heading" className="mt-8">
        <h2 id="banner-create-heading" className="mb-4 text-xl font-semibold text-stone-900">
          {t('banner.admin.createHeading')}
        </h2>
        <BannerForm />
      </section>
      <section aria-labelledby="banner-history-heading" className="mt-10">
        <h2 id="banner-history-heading" className="mb-4 text-xl font-semibold text-stone-900">
          {t('banner.admin.historyHeading')}
        </h2>
        <BannerHistory />
      </section>
    </div>
  );
}
