import { ButtonLink } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

/** Any unknown path: links home and, for help, to the About page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center md:py-28">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p className="mt-4 text-lg text-stone-700">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={localHref(paths.home)}>{t('notFound.home')}</ButtonLink>
        <ButtonLink to={localHref(paths.about)} variant="secondary">
          {t('notFound.support')}
        </ButtonLink>
      </div>
    </div>
  );
}

export { NotFoundPage as Component };
