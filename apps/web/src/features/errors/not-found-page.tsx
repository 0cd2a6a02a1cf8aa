import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { paths } from '../../lib/paths';

/** Any unknown path (spec 000 §2.3): links home and, for help, to the About page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center md:py-28">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localHref(paths.home)}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {t('notFound.home')}
        </Link>
        <Link
          to={localHref(paths.about)}
          className="rounded-lg border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('notFound.support')}
        </Link>
      </div>
    </div>
  );
}

export { NotFoundPage as Component };
