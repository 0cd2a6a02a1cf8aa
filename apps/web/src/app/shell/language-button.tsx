import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { toggleLanguagePath } from '../../lib/language';

/** Switches language by adding or removing /ar on the current path, query and hash kept. */
export function LanguageButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const target = toggleLanguagePath(pathname, search, hash);
  return (
    <Link
      to={target}
      lang={target.startsWith('/ar') ? 'ar' : 'en'}
      aria-label={t('nav.switchLanguageLabel')}
      className={`rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      {t('nav.switchLanguage')}
    </Link>
  );
}
