import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { paths } from '../../lib/paths';

/**
 * The account corner of the bar. Signed out: Login and Register. The signed-in avatar menu
 * (spec 000 §2.1) takes this place when accounts arrive.
 */
export function AccountActions({ layout }: { layout: 'bar' | 'menu' }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const inBar = layout === 'bar';
  return (
    <div className={inBar ? 'hidden items-center gap-2 sm:flex' : 'flex flex-col gap-2'}>
      <Link
        to={localHref(paths.login)}
        className={`rounded-lg px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 ${inBar ? 'text-sm' : 'text-center'}`}
      >
        {t('nav.login')}
      </Link>
      <Link
        to={localHref(paths.registration)}
        className={`rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white shadow-sm hover:bg-brand-800 ${inBar ? 'text-sm' : 'text-center'}`}
      >
        {t('nav.register')}
      </Link>
    </div>
  );
}
