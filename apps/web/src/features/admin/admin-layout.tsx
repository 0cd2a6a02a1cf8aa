import type { ReactNode } from 'react';

import { ListPage } from '../../components/ui/list-page';
import { LoadMore } from '../../components/ui/load-more';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

/** An admin tool's page: back to the panel, its title, an optional lead, then its content. */
export function AdminLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <ListPage
      back={{ to: localHref(paths.admin), label: t('admin.back') }}
      title={title}
      lead={lead}
    >
      {children}
    </ListPage>
  );
}

/** Load more under an admin list, in the page's language. */
export function AdminLoadMore(props: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation();
  return <LoadMore {...props} label={t('admin.loadMore')} loadingLabel={t('admin.loadingMore')} />;
}

/** The search field of an admin list, its value sent once typing pauses. */
export function AdminSearch({
  id,
  label,
  value,
  onChange,
  type = 'search',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'search' | 'email';
}) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block font-semibold text-stone-900">
        {label}
      </label>
      <input
        id={id}
        type="search"
        inputMode={type === 'email' ? 'email' : undefined}
        dir={type === 'email' ? 'ltr' : 'auto'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 block h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900 shadow-xs focus:border-brand-700 focus:outline-2 focus:outline-brand-700 sm:max-w-sm"
      />
    </div>
  );
}
