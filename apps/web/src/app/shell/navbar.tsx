import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { paths } from '../../lib/paths';
import { LanguageButton } from './language-button';
import { MAIN_LINKS } from './main-links';
import { MobileMenu } from './mobile-menu';
import { useLanguage } from './use-language';

export function Navbar() {
  const { t } = useTranslation();
  const { to } = useLanguage();

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3"
      >
        <Link
          to={to(paths.home)}
          className="flex items-center gap-2 text-xl font-bold text-brand-800"
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          {t('app.name')}
        </Link>
        <ul className="ms-4 hidden items-center gap-1 md:flex">
          {MAIN_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink
                to={to(link.path)}
                end
                className={({ isActive }) =>
                  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:text-brand-800'}`
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ms-auto flex items-center gap-2">
          <LanguageButton />
          <Link
            to={to(paths.login)}
            className="hidden rounded-md px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:inline-block"
          >
            {t('nav.login')}
          </Link>
          <Link
            to={to(paths.registration)}
            className="hidden rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-block"
          >
            {t('nav.register')}
          </Link>
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
