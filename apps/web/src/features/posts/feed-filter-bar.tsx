import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CATEGORIES, REGIONS } from '@tabarru/contract/constants';

import { FEED_SORTS, type FeedFilters } from './feed-filters';

const CONTROL =
  'mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';
const SEARCH_DELAY_MS = 300;

/** Category (with All), location, sort by time and title search (spec 000 §2.3). */
export function FeedFilterBar({
  filters,
  onChange,
}: {
  filters: FeedFilters;
  onChange: (filters: FeedFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // What is being typed, until a pause sends it; null shows the search of the URL.
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft ?? filters.q;
  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => {
      setDraft(null);
      if (draft !== filters.q) onChange({ ...filters, q: draft });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, filters, onChange]);

  return (
    <form
      role="search"
      aria-label={t('posts.feed.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        setDraft(null);
        onChange({ ...filters, q: typed });
      }}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <label htmlFor={`${id}-category`} className="text-sm font-semibold text-stone-900">
          {t('posts.feed.category')}
        </label>
        <select
          id={`${id}-category`}
          className={CONTROL}
          value={filters.category ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              category: CATEGORIES.find((category) => category === event.target.value),
            })
          }
        >
          <option value="">{t('posts.feed.all')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`posts.categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-region`} className="text-sm font-semibold text-stone-900">
          {t('posts.feed.location')}
        </label>
        <select
          id={`${id}-region`}
          className={CONTROL}
          value={filters.region ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              region: REGIONS.find((region) => region === event.target.value),
            })
          }
        >
          <option value="">{t('posts.feed.allRegions')}</option>
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {t(`posts.regions.${region}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold text-stone-900">
          {t('posts.feed.sort')}
        </label>
        <select
          id={`${id}-sort`}
          className={CONTROL}
          value={filters.sort}
          onChange={(event) =>
            onChange({
              ...filters,
              sort: FEED_SORTS.find((sort) => sort === event.target.value) ?? 'newest',
            })
          }
        >
          {FEED_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`posts.feed.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-stone-900">
          {t('posts.feed.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={CONTROL}
          value={typed}
          maxLength={100}
          placeholder={t('posts.feed.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
    </form>
  );
}
