import { Link } from 'react-router';

import { LineIcon } from '../../components/ui/line-icon';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

/** On the member's profile: the way to their saved searches. */
export function SavedSearchesLink() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <Link
      to={localHref(paths.savedSearches)}
      className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs hover:bg-stone-50"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
        <LineIcon className="size-5">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </LineIcon>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-stone-900">{t('savedSearches.profileLink')}</span>
        <span className="block text-sm text-stone-600">{t('savedSearches.profileLinkHint')}</span>
      </span>
      <LineIcon className="size-5 shrink-0 text-stone-500 rtl:-scale-x-100">
        <path d="m9 6 6 6-6 6" />
      </LineIcon>
    </Link>
  );
}
