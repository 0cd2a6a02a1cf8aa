import { Link, useLocation } from 'react-router';

import { LineIcon } from '../../components/ui/line-icon';
import { preloadCatalog } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { otherLanguage, languageFromPath, toggleLanguagePath } from '../../lib/language';
import { rememberLanguageChoice } from '../../lib/language-choice';

/**
 * Switches language by adding or removing /ar on the current path, query and hash kept, and
 * remembers the choice for the next visit to /. Its text is in the language it leads to, so it
 * is marked with that language.
 */
export function LanguageButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const target = otherLanguage(languageFromPath(pathname));
  const handlePreload = () => preloadCatalog(target);
  return (
    <Link
      to={toggleLanguagePath(pathname, search, hash)}
      lang={target}
      hrefLang={target}
      aria-label={t('nav.switchLanguageLabel')}
      onClick={() => rememberLanguageChoice(target)}
      onPointerEnter={handlePreload}
      onFocus={handlePreload}
      className={`inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <LineIcon className="size-4">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9s1.3-6.4 3.8-9z" />
      </LineIcon>
      {t('nav.switchLanguage')}
    </Link>
  );
}
