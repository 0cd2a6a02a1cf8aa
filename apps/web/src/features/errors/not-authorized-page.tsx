import { ButtonLink } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

/** Where the admin screens send anyone who is not an administrator. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('notAuthorized.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center md:py-28">
      <LineIcon className="mx-auto size-12 text-brand-700" strokeWidth={1.8}>
        <rect x="5" y="10" width="14" height="10" rx="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" />
      </LineIcon>
      <PageTitle className="mt-4">{t('notAuthorized.title')}</PageTitle>
      <p className="mt-4 text-lg text-stone-700">{t('notAuthorized.text')}</p>
      <ButtonLink to={localHref(paths.home)} className="mt-8">
        {t('notAuthorized.home')}
      </ButtonLink>
    </div>
  );
}

export { NotAuthorizedPage as Component };
