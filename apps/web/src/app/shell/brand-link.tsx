import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

export function BrandLink({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <Link
      to={localHref(paths.home)}
      className={`flex shrink-0 items-center gap-2 rounded-lg text-xl font-bold ${tone === 'dark' ? 'text-brand-800' : 'text-white focus-visible:outline-brand-100'}`}
    >
      <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
      {t('app.name')}
    </Link>
  );
}
