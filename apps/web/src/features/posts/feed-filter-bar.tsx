import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CATEGORIES, FEED_SORTS, REGIONS, SEARCH_QUERY_MAX } from '@tabarru/contract/constants';

import type { FeedFilters } from './feed-filters';

const CONTROL =
  'mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';
const SEARCH_DELAY_MS = 300;

/**
 * Category (with All), location, sort by time and title search (spec 000 §2.3). It hands the
 * page each change on its own (`{ category }`, `{ q }`), never a whole set built from the
 * filters it last rendered, so two changes close together both count. The search is sent
 * after a pause in typing, or at once with any other change.
 */
export function FeedFilterBar({
  filters,
  onChange,
}: {
  filters: FeedFilters;
  onChange: (change: Partial<FeedFilters>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // What is being typed, until it is sent; null shows the search of the filters.
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft ?? filters.q;
  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => {
      setDraft(null);
      onChange({ q: draft });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, onChange]);

  function handleChange(change: Partial<FeedFilters>) {
    setDraft(null);
    onChange(draft === null ? change : { ...change, q: draft });
  }

  return (
    <form
      role="search"
      aria-label={t('posts.feed.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        handleChange({ q: typed });
      }}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <FilterSelect
        id={`${id}-category`}
        label={t('posts.feed.category')}
        value={filters.category ?? ''}
        options={[
          { value: '', label: t('posts.feed.all') },
          ...CATEGORIES.map((category) => ({
            value: category,
            label: t(`posts.categories.${category}`),
          })),
        ]}
        onChange={(value) =>
          handleChange({ category: CATEGORIES.find((category) => category === value) })
        }
      />
      <FilterSelect
        id={`${id}-region`}
        label={t('posts.feed.location')}
        value={filters.region ?? ''}
        options={[
          { value: '', label: t('posts.feed.allRegions') },
          ...REGIONS.map((region) => ({ value: region, label: t(`posts.regions.${region}`) })),
        ]}
        onChange={(value) => handleChange({ region: REGIONS.find((region) => region === value) })}
      />
      <FilterSelect
        id={`${id}-sort`}
        label={t('posts.feed.sort')}
        value={filters.sort}
        options={FEED_SORTS.map((sort) => ({ value: sort, label: t(`posts.feed.sorts.${sort}`) }))}
        onChange={(value) =>
          handleChange({ sort: FEED_SORTS.find((sort) => sort === value) ?? 'newest' })
        }
      />
      <div>
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-stone-900">
          {t('posts.feed.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={CONTROL}
          value={typed}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('posts.feed.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
    </form>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {label}
      </label>
      <select
        id={id}
        className={CONTROL}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
