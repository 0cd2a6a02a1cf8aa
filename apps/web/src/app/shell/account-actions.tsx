import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

const MemberActions = lazy(() =>
  import('./member-actions').then((module) => ({ default: module.MemberActions })),
);

/**
 * The account corner. Signed out: Login and Register. Signed in: the avatar menu in the bar, the
 * same entries listed in the mobile menu.
 */
export function AccountActions({ layout }: { layout: 'bar' | 'menu' }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const { status } = useSession();
  const inBar = layout === 'bar';

  if (status === 'signedIn') {
    return (
      <Suspense fallback={null}>
        <MemberActions layout={layout} />
      </Suspense>
    );
  }

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
