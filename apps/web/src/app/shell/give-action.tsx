import { Link, matchPath, useLocation } from 'react-router';

import { ButtonLink } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { stripLanguagePrefix } from '../../lib/language';
import { paths, type AppPath } from '../../lib/paths';

/**
 * Pages where the floating Give would sit on something of their own at the bottom of a phone's
 * screen (the post's contact bar, a conversation's composer), or where the member is giving
 * already or administering.
 */
const WITHOUT_FLOATING_GIVE: readonly AppPath[] = [
  paths.createPost,
  paths.editPost,
  paths.post,
  paths.directMessage,
  paths.admin,
];

/** Whether a page of `pathname` shows the floating Give on a phone. */
export function showsFloatingGive(pathname: string): boolean {
  const page = stripLanguagePrefix(pathname);
  return !WITHOUT_FLOATING_GIVE.some(
    (path) => matchPath({ path, end: path !== paths.admin }, page) !== null,
  );
}

function PlusIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

/**
 * Give, the product's first action, always at hand: a button in the bar on wide screens, the
 * first entry of the menu, and on a phone a button floating at the bottom of the screen (over
 * the safe area), where a thumb reaches it. A visitor who taps it is asked to sign in first.
 */
export function GiveAction({ placement }: { placement: 'bar' | 'menu' | 'floating' }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const { pathname } = useLocation();
  const to = localHref(paths.createPost);

  if (placement === 'floating') {
    if (!showsFloatingGive(pathname)) return null;
    return (
      <Link
        to={to}
        aria-label={t('nav.giveLabel')}
        className="fixed end-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-20 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 ps-4 pe-5 font-bold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:hidden"
      >
        <PlusIcon className="size-5" />
        <span aria-hidden="true">{t('nav.give')}</span>
      </Link>
    );
  }
  const give = (
    <ButtonLink
      to={to}
      aria-label={t('nav.giveLabel')}
      size={placement === 'bar' ? 'sm' : 'md'}
      wide={placement === 'menu'}
    >
      <PlusIcon className="size-5" />
      <span aria-hidden="true">{t('nav.give')}</span>
    </ButtonLink>
  );
  return placement === 'bar' ? <span className="hidden lg:block">{give}</span> : give;
}
