import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { FEED_PAGE_SIZE } from '@tabarru/contract/constants';
import { FEED_CARD_SIZES } from '@tabarru/contract/feed-card-sizes';
import type { PlaceReply } from '@tabarru/contract/place-schemas';
import type { FeedReply } from '@tabarru/contract/posts';
import { FEED_PAGE_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonCards } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useSession } from '../../hooks/use-session';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import type { FeedMapView } from '../../lib/maps';
import { useNow } from '../../lib/first-screen-time';
import { seedFromPage } from '../../lib/seed-from-page';
import { paths } from '../../lib/paths';
import type { PlaceControls } from '../../lib/places';
import { signInHref } from '../../lib/return-to';
import { FEED_QUERY_KEY, feedQueryKey, useFeed } from './api/get-feed';
import { distanceText } from './distance-text';
import { FeedFilterBar } from './feed-filter-bar';
import { measuresFrom, NO_FILTERS, searchOfFilters, type FeedFilters } from './feed-filters';
import { PostCard } from './post-card';
import { useFeedFilters } from './use-feed-filters';
import { useSentinel } from './use-sentinel';

/** The grid of cards, whose photos are as wide as FEED_CARD_SIZES says. */
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:gap-5';
/** Cards before the highlights: two rows on a phone, one from a tablet up. */
const CARDS_BEFORE_HIGHLIGHTS = 4;

/** Tailwind's lg: from here an opened map sits beside the list; below it, in its place. */
const WIDE = '(min-width: 64rem)';
type FeedView = 'list' | 'map';

const MAP_PLACEHOLDER = <div className="h-full rounded-2xl bg-stone-100" />;

/** How long the first page may take before the skeleton shows: a quicker one would only flash. */
const SKELETON_DELAY_MS = 150;

/**
 * Whether the skeleton shows: only while there are no cards yet, and once they have been
 * awaited for SKELETON_DELAY_MS. Cards show the moment they arrive.
 */
function useSkeleton(pending: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setLate(true), SKELETON_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [pending]);
  return pending && late;
}

/**
 * Another page asked for a fresh feed (navigation state `{ refetch: true }`, e.g. after a post
 * was created or deleted): the list is cleared and page 1 loaded again.
 */
function useRefetchOnRequest(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requested = (location.state as { refetch?: boolean } | null)?.refetch === true;
  useEffect(() => {
    if (!requested) return;
    void queryClient.resetQueries({ queryKey: FEED_QUERY_KEY });
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [requested, queryClient, navigate, location.pathname, location.search]);
}

/**
 * Visitors browse the feed and open a post's preview, but reaching a donor needs an account: say
 * so, with a way to sign in and come back to this feed as it is filtered.
 */
function VisitorNote() {
  const { localHref } = useLanguage();
  const { pathname, search } = useLocation();
  const { status } = useSession();
  if (status === 'signedIn') return null;
  const linkClass =
    'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';
  return (
    <p className="mt-1 text-sm text-stone-700 sm:text-base">
      <Trans
        i18nKey="posts.feed.visitorNote"
        components={{
          signIn: <Link to={signInHref(pathname, search)} className={linkClass} />,
          register: <Link to={localHref(paths.registration)} className={linkClass} />,
        }}
      />
    </p>
  );
}

/** What an empty feed limited to a distance offers: see feed-near-filters.tsx. */
const EmptyNearFeed = lazy(async () => ({
  default: (await import('./feed-near-filters')).EmptyNearFeed,
}));

/**
 * No item matches: a feed limited to a distance offers to look further or in all of Jordan;
 * another filtered feed to show everything, an empty one to give the first item.
 */
function EmptyFeed({
  filters,
  onChange,
}: {
  filters: FeedFilters;
  onChange: (change: Partial<FeedFilters>) => void;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  if (measuresFrom(filters) && filters.withinKm !== undefined) {
    return (
      <Suspense fallback={null}>
        <EmptyNearFeed filters={filters} onChange={onChange} />
      </Suspense>
    );
  }
  const filtered = searchOfFilters(filters).size > 0;
  return (
    <EmptyState
      text={t('posts.feed.empty')}
      action={
        filtered ? (
          <Button variant="secondary" onClick={() => onChange(NO_FILTERS)}>
            {t('posts.feed.showAll')}
          </Button>
        ) : (
          <ButtonLink to={localHref(paths.createPost)}>{t('posts.feed.give')}</ButtonLink>
        )
      }
    />
  );
}

/**
 * The feed: filters in the URL, 12 cards a page, more as the end comes near. The search and filters
 * stay under the header while the cards scroll, so the first cards show on a phone's first screen;
 * `highlights` (the events carousel, which the app layer composes, since features do not import
 * each other) come after the first cards, between two sections of items, so the outline reads
 * items, events, more items. `filterAction` (Alert me, which saves the filters as a search) ends
 * the row of filters; `places` (the place picker and Near me) add Near to them. A member with a
 * home area (`homePlace`; 'loading' while their profile is read) opens the feed near it. `map`
 * (features/map) adds the map of the loaded posts, opened by the List and Map buttons: beside the
 * list on a wide screen, in its place on a narrower one. Its code loads only when it is opened, so
 * a visit that never asks for the map never downloads it.
 */
export function FeedPage({
  highlights,
  filterAction,
  places,
  map: FeedMap,
  homePlace = null,
}: {
  highlights?: ReactNode;
  filterAction?: (filters: FeedFilters) => ReactNode;
  places?: PlaceControls;
  map?: FeedMapView;
  homePlace?: PlaceReply | null | 'loading';
}) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  useDocumentTitle(t('posts.feed.title'));
  useRefetchOnRequest();
  const home = homePlace === 'loading' ? null : homePlace;
  const [filters, changeFilters, ready] = useFeedFilters(
    homePlace === 'loading' ? undefined : (homePlace?.id ?? null),
  );
  // A visitor's first page with no filters, as the web host wrote it into the page it served:
  // the cards show at once, and the feed asks the API behind them.
  seedFromPage(
    useQueryClient(),
    FEED_PAGE_ELEMENT_ID,
    feedQueryKey(NO_FILTERS, undefined),
    (page: FeedReply) => ({ pages: [page], pageParams: [undefined] }),
  );
  const feed = useFeed(filters, ready);
  const skeleton = useSkeleton(feed.isPending);
  const sentinel = useSentinel(
    () => void feed.fetchNextPage(),
    feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError,
  );
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  const now = useNow();
  const wide = useMediaQuery(WIDE);
  const [view, setView] = useState<FeedView>('list');
  // The map, once asked for: beside the list on a wide screen, in its place on a narrower one.
  const mapPane = FeedMap !== undefined && posts.length > 0 && view === 'map';
  const besideMap = mapPane && wide;
  // Beside the map the list has three columns: its first row is three cards.
  const firstCount = besideMap ? 3 : CARDS_BEFORE_HIGHLIGHTS;
  const grid = besideMap ? `${GRID} lg:grid-cols-3` : GRID;
  const firstCards = posts.slice(0, firstCount);
  const moreCards = posts.slice(firstCount);
  // The first cards are on the first screen: their photos load at once, the others lazily.
  const cards = (shown: typeof posts, eager = false) =>
    shown.map((post) => (
      <PostCard
        key={post.post_id}
        post={post}
        now={now}
        coverSizes={FEED_CARD_SIZES}
        wanted={filters.wanted}
        eager={eager}
      />
    ));

  return (
    <div className="page-container pt-4 pb-8 sm:pt-8">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {filters.wanted ? t('wanted.feedHeading') : t('posts.feed.heading')}
        </h1>
        <span className="flex shrink-0 gap-2">
          {FeedMap && (
            // Drawn as the filters' chips, the Wanted switch's look.
            <span role="group" aria-label={t('posts.feed.view')} className="flex gap-2">
              {(['list', 'map'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  className={`h-11 shrink-0 rounded-full border px-4 text-sm font-semibold shadow-xs focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 ${view === option ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400'}`}
                >
                  {t(`posts.feed.views.${option}`)}
                </button>
              ))}
            </span>
          )}
          {filters.wanted && (
            <ButtonLink to={localHref(paths.createWanted)} size="sm" variant="secondary">
              {t('wanted.ask')}
            </ButtonLink>
          )}
          {/* On a phone, Give floats at the bottom of the screen instead (app shell). */}
          <span className="hidden sm:block">
            <ButtonLink to={localHref(paths.createPost)} size="sm">
              {t('posts.feed.give')}
            </ButtonLink>
          </span>
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-700 sm:text-base">
        {filters.wanted ? t('wanted.feedLead') : t('posts.feed.lead')}
      </p>
      <VisitorNote />
      {/* Held just under the sticky header, whatever its height. */}
      <div className="sticky top-(--header-height) z-20 -mx-4 mt-3 border-b border-stone-200/80 bg-stone-50/95 px-4 py-2 backdrop-blur-sm sm:-mx-6 sm:px-6">
        <FeedFilterBar
          filters={filters}
          onChange={changeFilters}
          action={filterAction?.(filters)}
          places={places}
          homePlace={home}
        />
      </div>

      <div className={besideMap ? 'feed-beside-map' : undefined}>
        {/* The list stays whole under the map on a narrower screen, hidden: back to it, as left. */}
        <div className="min-w-0" hidden={mapPane && !wide}>
          <section aria-labelledby="feed-results" className="mt-4">
            <h2 id="feed-results" className="sr-only">
              {t('posts.feed.results')}
            </h2>
            {feed.isPending ? (
              skeleton && (
                <SkeletonCards
                  label={t('posts.feed.loading')}
                  count={FEED_PAGE_SIZE}
                  className={GRID}
                />
              )
            ) : feed.isError && posts.length === 0 ? (
              <LoadFailed
                text={t('posts.feed.failed')}
                retryLabel={t('posts.feed.tryAgain')}
                onRetry={() => void feed.refetch()}
                className="text-center"
              />
            ) : posts.length === 0 ? (
              <EmptyFeed filters={filters} onChange={changeFilters} />
            ) : (
              <ul className={grid}>{cards(firstCards, true)}</ul>
            )}
          </section>
          {/* Mounted at once, so the highlights load beside the first page, but shown with its cards. */}
          <div hidden={feed.isPending}>{highlights}</div>
          {!feed.isPending && posts.length > 0 && (
            <section aria-labelledby={moreCards.length > 0 ? 'feed-more-results' : undefined}>
              {moreCards.length > 0 && (
                <>
                  <h2 id="feed-more-results" className="sr-only">
                    {t('posts.feed.moreResults')}
                  </h2>
                  <ul className={`${grid} mt-3 sm:mt-4 lg:mt-5`}>{cards(moreCards)}</ul>
                </>
              )}
              <div ref={sentinel} aria-hidden="true" className="h-px" />
              <p role="status" className="mt-6 text-center text-stone-600">
                {feed.isFetchingNextPage ? t('posts.feed.loadingMore') : ''}
              </p>
              {feed.isError && (
                <div role="alert" className="mt-4 text-center text-red-900">
                  <p className="font-semibold">{t('posts.feed.failed')}</p>
                  <button
                    type="button"
                    onClick={() => void feed.fetchNextPage()}
                    className="mt-3 rounded-lg border border-red-800 px-4 py-1.5 font-semibold hover:bg-red-50"
                  >
                    {t('posts.feed.tryAgain')}
                  </button>
                </div>
              )}
            </section>
          )}
        </div>
        {mapPane && (
          <div className="feed-map-pane">
            <Suspense fallback={MAP_PLACEHOLDER}>
              <FeedMap
                posts={posts}
                fitKey={searchOfFilters(filters).toString()}
                distanceText={(km) => distanceText(km, language, t)}
                className="h-full"
              />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
}
