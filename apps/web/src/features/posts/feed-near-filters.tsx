import { Suspense, useId } from 'react';

import { WITHIN_KM_OPTIONS } from '@tabarru/contract/geo';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { pointText, type PlaceControls } from '../../lib/places';
import { measuresFrom, widerThan, withoutNear, type FeedFilters } from './feed-filters';

const CHIP =
  'h-11 shrink-0 rounded-full border px-4 text-sm font-semibold shadow-xs focus:outline-2 focus:outline-offset-2 focus:outline-brand-700';
const CHIP_ON = 'border-brand-700 bg-brand-700 text-white';
const CHIP_OFF = 'border-stone-300 bg-white text-stone-800 hover:border-stone-400';

/**
 * Near: a place of Jordan, or Near me (the device's position), to measure from; either one
 * clears the other. The place picker and the location button are the app layer's (`places`).
 * This module is its own chunk, loaded once Near is asked for or the feed measures from
 * somewhere, so a first visit to the feed downloads none of it.
 */
export function NearFilters({
  filters,
  onChange,
  places,
  homePlace,
  autoFocus,
}: {
  filters: FeedFilters;
  onChange: (change: Partial<FeedFilters>) => void;
  places: PlaceControls;
  homePlace: PlaceReply | null;
  /** the picker takes the focus as it shows, Near having been asked for */
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className="h-11 w-52 shrink-0 animate-pulse rounded-full bg-stone-200"
        />
      }
    >
      <places.Picker
        id={`${id}-near`}
        label={t('posts.feed.near')}
        labelHidden
        look="chip"
        autoFocus={autoFocus}
        placeholder={t('posts.feed.nearPlaceholder')}
        value={filters.place ?? null}
        named={homePlace}
        onChange={(place) =>
          onChange(place ? { place: place.id, near: undefined } : withoutNear(filters))
        }
        className="w-52 shrink-0"
      />
      {filters.near ? (
        <button
          type="button"
          aria-pressed="true"
          onClick={() => onChange(withoutNear(filters))}
          className={`${CHIP} ${CHIP_ON}`}
        >
          {t('posts.feed.nearMe')}
        </button>
      ) : (
        <places.LocateButton
          label={t('posts.feed.nearMe')}
          onLocate={(point) => onChange({ near: pointText(point), place: undefined })}
        />
      )}
    </Suspense>
  );
}

/**
 * Once the feed measures from somewhere: how far to look (Any, 1 … 50 km), and the way back to
 * all of Jordan, which a feed opened near the member's home area says it is showing.
 */
export function DistanceChips({
  filters,
  onChange,
  homePlace,
}: {
  filters: FeedFilters;
  onChange: (change: Partial<FeedFilters>) => void;
  homePlace: PlaceReply | null;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!measuresFrom(filters)) return null;
  const options = [undefined, ...WITHIN_KM_OPTIONS];
  return (
    <div className="flex basis-full flex-wrap items-center gap-2">
      {homePlace !== null && filters.place === homePlace.id && (
        <p className="basis-full text-sm text-stone-700">{t('posts.feed.nearHome')}</p>
      )}
      <div role="group" aria-label={t('posts.feed.distance')} className="flex flex-wrap gap-2">
        {options.map((km) => (
          <button
            key={km ?? 'any'}
            type="button"
            aria-pressed={filters.withinKm === km}
            onClick={() => onChange({ withinKm: km })}
            className={`${CHIP} ${filters.withinKm === km ? CHIP_ON : CHIP_OFF}`}
          >
            {km === undefined
              ? t('posts.feed.withinAny')
              : t('posts.feed.withinKm', { distance: formatNumber(km, language) })}
          </button>
        ))}
      </div>
      <button
        type="button"
        onClick={() => onChange(withoutNear(filters))}
        className="h-11 shrink-0 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4 hover:bg-brand-50"
      >
        {t('posts.feed.showAllJordan')}
      </button>
    </div>
  );
}

/**
 * Nothing within the distance chosen: look further (the next distance out), or in all of
 * Jordan.
 */
export function EmptyNearFeed({
  filters,
  onChange,
}: {
  filters: FeedFilters;
  onChange: (change: Partial<FeedFilters>) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const km = (distance: number) => formatNumber(distance, language);
  const wider = filters.withinKm === undefined ? undefined : widerThan(filters.withinKm);
  return (
    <EmptyState
      text={t('posts.feed.emptyWithin', { distance: km(filters.withinKm ?? 0) })}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          {wider !== undefined && (
            <Button onClick={() => onChange({ withinKm: wider })}>
              {t('posts.feed.widen', { distance: km(wider) })}
            </Button>
          )}
          <Button variant="secondary" onClick={() => onChange(withoutNear(filters))}>
            {t('posts.feed.showAllJordan')}
          </Button>
        </div>
      }
    />
  );
}
