import { NavLink } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { AccountActions } from './account-actions';
import { BrandLink } from './brand-link';
import { LanguageButton } from './language-button';
import { GiveAction } from './give-action';
import { MAIN_LINKS } from './main-links';
import { MobileMenu } from './mobile-menu';

/**
 * The top bar: main links and Give on wide screens, folded into the slide-out menu on narrow
 * ones (where Give also floats at the bottom of the screen).
 */
export function Navbar() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();

  return (
    <header className="sticky top-0 z-30 h-(--header-height) border-b border-stone-200 bg-white/95 shadow-xs">
      <nav aria-label={t('nav.main')} className="page-container flex h-full items-center gap-3">
        <BrandLink />
        <ul className="ms-6 hidden items-center gap-1 lg:flex">
          {MAIN_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink
                to={localHref(link.path)}
                end
                className={({ isActive }) =>
                  `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-brand-800'}`
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ms-auto flex items-center gap-2">
          <GiveAction placement="bar" />
          <LanguageButton />
          <AccountActions layout="bar" />
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
