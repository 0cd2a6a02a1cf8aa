import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';

import {
  CATEGORIES,
  FEED_AVAILABILITIES,
  FEED_SORTS,
  REGIONS,
  SEARCH_QUERY_MAX,
} from '@tabarru/contract/constants';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { LineIcon } from '../../components/ui/line-icon';
import { useTranslation } from '../../i18n/use-translation';
import type { PlaceControls } from '../../lib/places';
import { measuresFrom, withoutNear, type FeedFilters } from './feed-filters';

const SEARCH_DELAY_MS = 300;

/** Near's controls, their own chunk: see feed-near-filters.tsx. */
const loadNearFilters = () => import('./feed-near-filters');
const NearFilters = lazy(async () => ({ default: (await loadNearFilters()).NearFilters }));
const DistanceChips = lazy(async () => ({ default: (await loadNearFilters()).DistanceChips }));

const NEAR_PLACEHOLDER = (
  <span aria-hidden="true" className="h-11 w-52 shrink-0 animate-pulse rounded-full bg-stone-200" />
);

/**
 * Category (with All), location, sort and search, which items by availability (those still on
 * offer unless asked: docs/decisions.md), the Wanted switch (what members look for),
 * and, given the place controls (`places`), Near: a place or the device's position, then how far
 * to look and Nearest first. It hands the page each change on its own (`{ category }`, `{ q }`),
 * never a whole set built from the filters it last rendered, so two changes close together both
 * count. The search is sent after a pause in typing, or at once with any other change. `action`
 * ends the row of chips. `homePlace` is the member's home area, named before places load.
 */
export function FeedFilterBar({
  filters,
  onChange,
  action,
  places,
  homePlace = null,
}: {
  filters: FeedFilters;
  onChange: (change: Partial<FeedFilters>) => void;
  action?: ReactNode;
  places?: PlaceControls;
  homePlace?: PlaceReply | null;
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

  const measured = measuresFrom(filters);
  // Near asked for: its controls show (and load) from then on.
  const [nearOpened, setNearOpened] = useState(false);
  const active =
    filters.category !== undefined ||
    filters.region !== undefined ||
    filters.sort !== 'newest' ||
    filters.availability !== 'open' ||
    measured;

  return (
    <form
      role="search"
      aria-label={t('posts.feed.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        handleChange({ q: typed });
      }}
      className="flex flex-col gap-2 lg:flex-row lg:items-center lg:gap-3"
    >
      <div className="relative lg:w-80 lg:shrink-0 xl:w-96">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('posts.feed.search')}
        </label>
        <LineIcon className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-stone-500">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </LineIcon>
        <input
          id={`${id}-q`}
          type="search"
          className="block h-11 w-full rounded-full border border-stone-300 bg-white ps-11 pe-4 text-base text-stone-900 shadow-xs placeholder:text-stone-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
          value={typed}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('posts.feed.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      {/* The chips wrap on a narrow screen rather than run off its edge, cut. */}
      <div className="flex flex-wrap gap-2 py-0.5">
        <button
          type="button"
          aria-pressed={filters.wanted}
          title={t('wanted.switchHint')}
          onClick={() => handleChange({ wanted: !filters.wanted })}
          className={`h-11 shrink-0 rounded-full border px-4 text-sm font-semibold shadow-xs focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 ${filters.wanted ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400'}`}
        >
          {t('wanted.switch')}
        </button>
        <FilterChip
          id={`${id}-category`}
          label={t('posts.feed.category')}
          value={filters.category ?? ''}
          options={[
            { value: '', label: t('posts.feed.allCategories') },
            ...CATEGORIES.map((category) => ({
              value: category,
              label: t(`posts.categories.${category}`),
            })),
          ]}
          onChange={(value) =>
            handleChange({ category: CATEGORIES.find((category) => category === value) })
          }
        />
        <FilterChip
          id={`${id}-region`}
          label={t('posts.feed.location')}
          value={filters.region ?? ''}
          options={[
            { value: '', label: t('posts.feed.allRegions') },
            ...REGIONS.map((region) => ({ value: region, label: t(`posts.regions.${region}`) })),
          ]}
          onChange={(value) => handleChange({ region: REGIONS.find((region) => region === value) })}
        />
        <FilterChip
          id={`${id}-sort`}
          label={t('posts.feed.sort')}
          value={filters.sort}
          defaultValue="newest"
          // Nearest first needs somewhere to measure from.
          options={FEED_SORTS.filter((sort) => sort !== 'distance' || measured).map((sort) => ({
            value: sort,
            label: t(`posts.feed.sorts.${sort}`),
          }))}
          onChange={(value) =>
            handleChange({ sort: FEED_SORTS.find((sort) => sort === value) ?? 'newest' })
          }
        />
        {/* A wanted post is neither reserved nor given: the choice would change nothing. */}
        {!filters.wanted && (
          <FilterChip
            id={`${id}-availability`}
            label={t('posts.feed.availability')}
            value={filters.availability}
            defaultValue="open"
            options={FEED_AVAILABILITIES.map((availability) => ({
              value: availability,
              label: t(`posts.feed.availabilities.${availability}`),
            }))}
            onChange={(value) =>
              handleChange({
                availability:
                  FEED_AVAILABILITIES.find((availability) => availability === value) ?? 'open',
              })
            }
          />
        )}
        {places &&
          (nearOpened || measured ? (
            <Suspense fallback={NEAR_PLACEHOLDER}>
              <NearFilters
                filters={filters}
                onChange={handleChange}
                places={places}
                homePlace={homePlace}
                autoFocus={nearOpened}
              />
            </Suspense>
          ) : (
            <button
              type="button"
              onClick={() => {
                places.preload();
                setNearOpened(true);
              }}
              className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 shadow-xs hover:border-stone-400 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
            >
              <LineIcon className="size-4 shrink-0 text-brand-700">
                <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
                <circle cx="12" cy="9.5" r="2.5" />
              </LineIcon>
              {t('posts.feed.near')}
            </button>
          ))}
        {active && (
          <button
            type="button"
            onClick={() =>
              handleChange({
                category: undefined,
                region: undefined,
                availability: 'open',
                ...withoutNear(filters),
                sort: 'newest',
              })
            }
            className="h-11 shrink-0 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4 hover:bg-brand-50"
          >
            {t('posts.feed.clearFilters')}
          </button>
        )}
        {action}
        {measured && (
          <Suspense fallback={null}>
            <DistanceChips filters={filters} onChange={handleChange} homePlace={homePlace} />
          </Suspense>
        )}
      </div>
    </form>
  );
}

/**
 * A select drawn as a chip, showing what it is set to; its name is for screen readers (the
 * chosen value says what it filters). Set away from its default it turns green, so the filters
 * at work show at a glance.
 */
function FilterChip({
  id,
  label,
  value,
  defaultValue = '',
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  defaultValue?: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const set = value !== defaultValue;
  return (
    <div className="relative shrink-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        className={`h-11 appearance-none rounded-full field-sizing-content border ps-4 pe-9 text-sm font-semibold shadow-xs focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 ${set ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400'}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <LineIcon className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-stone-600">
        <path d="m6 9 6 6 6-6" />
      </LineIcon>
    </div>
  );
}
