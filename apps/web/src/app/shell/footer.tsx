import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { useNow } from '../../lib/first-screen-time';
import { formatNumber } from '../../lib/format';
import { BrandLink } from './brand-link';
import { FOOTER_LINKS } from './main-links';

export function Footer() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const year = formatNumber(useNow().getFullYear(), language, { useGrouping: false });
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="page-container flex flex-col gap-6 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <BrandLink tone="light" />
          <p className="mt-3 text-sm text-brand-100">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link
                  to={localHref(link.path)}
                  className="rounded-sm text-brand-50 underline-offset-4 hover:underline focus-visible:outline-brand-100"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-xs text-brand-100">
        {t('footer.rights', { year })}
      </p>
    </footer>
  );
}
