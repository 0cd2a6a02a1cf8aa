import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../lib/paths';
import { useLanguage } from './use-language';

const FOOTER_LINKS = [
  { path: paths.about, label: 'footer.about' },
  { path: paths.privacy, label: 'footer.privacy' },
  { path: paths.terms, label: 'footer.terms' },
  { path: paths.contact, label: 'footer.contact' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <footer className="border-t border-stone-200 bg-brand-900 text-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-lg font-bold">{t('app.name')}</p>
          <p className="mt-1 text-sm text-brand-100">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={to(link.path)} className="underline-offset-4 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-100">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
