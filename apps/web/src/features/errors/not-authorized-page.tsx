import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDocumentTitle } from '../../app/shell/use-document-title';
import { useLanguage } from '../../app/shell/use-language';
import { paths } from '../../lib/paths';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  useDocumentTitle(t('notAuthorized.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('notAuthorized.title')}</h1>
      <p className="mt-3 text-stone-700">{t('notAuthorized.text')}</p>
      <Link
        to={to(paths.home)}
        className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t('notAuthorized.home')}
      </Link>
    </div>
  );
}

export { NotAuthorizedPage as Component };
