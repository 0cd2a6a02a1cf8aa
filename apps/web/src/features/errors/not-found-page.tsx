import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDocumentTitle } from '../../app/shell/use-document-title';
import { useLanguage } from '../../app/shell/use-language';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-700">{t('notFound.text')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link
          to={to(paths.home)}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('notFound.home')}
        </Link>
        <Link
          to={to(paths.about)}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('notFound.support')}
        </Link>
      </div>
    </div>
  );
}

export { NotFoundPage as Component };
