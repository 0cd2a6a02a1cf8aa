import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { distanceKm, type Point } from '@tabarru/contract/geo';
import { placeById } from '@tabarru/contract/place-search';
import type {
  FeedReply,
  MemberItemList,
  MemberItemsReply,
  ParsedFeedQuery,
} from '@tabarru/contract/posts';

import type { ModuleContext } from '../../context';
import { badRequest, notFound } from '../../infra/http-errors';
import type { UserRow } from '../../db/schema';
import { findUserById } from '../users/service';
import { blockedIdsOf } from '../blocks/service';
import { sortedByDistance, type NearPoint, type PointsInReach } from '../places/service';
import {
  decodeDatedCursor,
  decodeFeedCursor,
  encodeDatedCursor,
  encodeFeedCursor,
  type FeedPartPosition,
  type FeedPosition,
} from './feed-cursor';
import { type FeedSeek, needsStarts, PAGE_START_SPACING, seekTo } from './feed-page-seek';
import { cappedCount, newestOf, type PointPosts } from './point-posts';
import { presentCard } from './presenter';
import { feedReplyOf } from './card-json';
import {
  BEGINS_NO_WORD,
  cappedFeedIds,
  cardsOf,
  countFeed,
  countFeedOf,
  feedPage,
  feedPageStarts,
  memberItemsPage,
  postsAtPoints as readPostsAtPoints,
  searchLookup,
  type FeedFilters,
  type FeedRow,
  type IdOrder,
  type NearFilter,
  type SearchPlan,
} from './queries';
import { searchedStems, searchedTermsOf } from './search-words';

// What a post's page and a member's download show as the feed's cards do, and the search
// index's upkeep after a post's words change.
export {
  donorRating,
  extrasOf,
  featuresOf,
  presentCard,
  shownWhere,
  type Donor,
} from './presenter';
export { keepSearchIndexTidy } from './search-index';

/**
 * What reading the feed takes of the module context: the web host reads a visitor's first page
 * with the same (web-host/page-lists.ts), photo URLs naming the page's API address.
 */
export type FeedContext = Pick<ModuleContext, 'db' | 'dialect' | 'feedCache' | 'images' | 'now'>;

const cursorInvalid = () =>
  badRequest(ERROR_CODES.cursorInvalid, 'This cursor is not valid', 'cursor');

/**
 * Where the page at `offset` of a feed begins, or null when it lies past the end: `skip` posts
 * on from the nearest remembered page start, read with the page itself, so a page by number
 * costs about what a page by cursor costs however deep it is.
 */
async function pageSeek(
  context: FeedContext,
  filters: FeedFilters,
  sort: IdOrder,
  offset: number,
): Promise<FeedSeek | null> {
  const starts = needsStarts(offset)
    ? await context.feedCache.pageStarts(filters, sort, () =>
        feedPageStarts(context.db, context.dialect, filters, sort, PAGE_START_SPACING),
      )
    : [];
  return seekTo(offset, starts);
}

/** A feed page's row with the part of the feed it was read from. */
interface FeedPartRow {
  row: FeedRow;
  part: number;
  /** nearest first: how far its shown point is, in whole metres */
  metres?: number;
}

/**
 * A search counts its matches up to this many in all: past it the count would read every match
 * of a common word. Pages by number reach that many; pages by cursor go on to the end.
 */
const SEARCH_COUNT_CAP = 1000;

/** What is known of the size of each part of a feed. */
interface PartCounts {
  /** the posts of each part, up to the cap for a search; undefined where not counted */
  counts: (number | undefined)[];
  /** how many posts of each part pages by number reach, in all the feed's totalPosts */
  reachable: number[];
  /**
   * every post of a part, newest first, where a count below the cap read them (cappedFeedIds)
   * and the feed is one every viewer shares: its pages are read by id
   */
  ids: (readonly number[] | undefined)[];
}

/** The parts of a feed, each null where it is known to be empty without reading it. */
type FeedParts = readonly (FeedFilters | null)[];

/** Where a page begins: in part `part`, after `after` (or its start), `skip` posts on. */
interface PageStart {
  part: number;
  after?: FeedPosition;
  skip?: number;
}

/**
 * `limit` rows and one more, when there are, read from the part `from.part` on (from where
 * `from` says in it) and on into the next parts; a part counted empty is not read, so the posts
 * found only through what a search's words name are read when those with the words do not fill
 * the page.
 */
async function rowsFrom(
  context: FeedContext,
  parts: FeedParts,
  { counts, ids }: PartCounts,
  sort: IdOrder,
  from: PageStart,
  limit: number,
): Promise<FeedPartRow[]> {
  const rows: FeedPartRow[] = [];
  for (let part = from.part; part < parts.length && rows.length <= limit; part += 1) {
    const filters = parts[part];
    if (!filters || counts[part] === 0) continue;
    const { after, skip } = part === from.part ? from : { after: undefined, skip: undefined };
    const known = ids[part];
    if (known) {
      const read = await rowsOfIds(context, known, sort, after, skip ?? 0, limit - rows.length + 1);
      rows.push(...read.map((row) => ({ row, part })));
      continue;
    }
    const request = {
      filters,
      sort,
      limit: limit - rows.length,
      ...(after && { after }),
      ...(skip && { skip }),
    };
    const readPage = () => feedPage(context.db, context.dialect, request);
    // Wanted posts still running depend on the hour, and are read each time.
    const read =
      filters.words && !filters.wanted && !after && !skip
        ? await context.feedCache.firstRowsOf(filters, sort, request.limit, readPage)
        : await readPage();
    rows.push(...read.map((row) => ({ row, part })));
  }
  return rows;
}

/**
 * The cards of `count` of these posts (newest first) in `sort`'s order, `skip` on from after
 * `after`.
 */
async function rowsOfIds(
  context: FeedContext,
  newestFirst: readonly number[],
  sort: IdOrder,
  after: FeedPosition | undefined,
  skip: number,
  count: number,
): Promise<FeedRow[]> {
  const ordered = sort === 'newest' ? newestFirst : [...newestFirst].reverse();
  const found = after
    ? ordered.findIndex((id) => (sort === 'newest' ? id < after.id : id > after.id))
    : 0;
  if (found < 0) return [];
  const start = found + skip;
  const cards = await context.feedCache.cardsOf(ordered.slice(start, start + count), (missing) =>
    cardsOf(context.db, missing),
  );
  return cards.filter((card): card is FeedRow => card !== null);
}

/** The order of the feed's index a query reads (nearest first reads it newest first). */
const idOrderOf = (query: ParsedFeedQuery): IdOrder =>
  query.sort === 'oldest' ? 'oldest' : 'newest';

/**
 * The page asked for, by cursor or by number, plus one row to tell whether more follow: the
 * number is counted across the parts' reachable posts.
 */
async function pageRows(
  context: FeedContext,
  parts: FeedParts,
  sizes: PartCounts,
  query: ParsedFeedQuery,
  cursor: FeedPartPosition | null,
): Promise<FeedPartRow[]> {
  const read = (from: PageStart) =>
    rowsFrom(context, parts, sizes, idOrderOf(query), from, query.limit);
  if (cursor) return read({ part: cursor.part, after: cursor });
  let offset = (query.page - 1) * query.limit;
  for (const [part, reachable] of sizes.reachable.entries()) {
    if (offset >= reachable) {
      offset -= reachable;
      continue;
    }
    const filters = parts[part];
    if (!filters) return [];
    if (offset === 0) return read({ part });
    if (sizes.ids[part]) return read({ part, skip: offset });
    const seek = await pageSeek(context, filters, idOrderOf(query), offset);
    return seek
      ? read({ part, skip: seek.skip, ...(seek.afterId && { after: { id: seek.afterId } }) })
      : [];
  }
  // A page past the count is empty without reading it.
  return [];
}

/** How many posts a viewer's feed shows, less the posts of the members the viewer blocked. */
async function shownToViewer(
  context: FeedContext,
  shared: FeedFilters,
  total: number,
  hiddenBy: FeedFilters['hiddenBy'],
): Promise<number> {
  if (!hiddenBy) return total;
  // Read along those members' posts; the shared count may be a few seconds old.
  const hidden = await countFeedOf(context.db, context.dialect, shared, hiddenBy.blockedIds);
  return Math.max(0, total - hidden);
}

/** How many posts a feed shows: the count every viewer shares (cached), less a viewer's blocks. */
async function feedTotal(context: FeedContext, filters: FeedFilters): Promise<number> {
  const { hiddenBy, ...shared } = filters;
  const total = await context.feedCache.get(shared, () =>
    countFeed(context.db, context.dialect, shared),
  );
  return shownToViewer(context, shared, total, hiddenBy);
}

/**
 * The posts of a part of a search or of a feed near a point, counted up to SEARCH_COUNT_CAP
 * (cached for every viewer), and when fewer their ids, newest first, for a feed every viewer
 * shares; a wanted post's end depends on the hour, so those are read each time.
 */
async function cappedPartSize(
  context: FeedContext,
  filters: FeedFilters,
): Promise<{ count: number; ids?: readonly number[] }> {
  const { hiddenBy, ...shared } = filters;
  const { count, newestFirst } = await context.feedCache.cappedIds(shared, () =>
    cappedFeedIds(context.db, context.dialect, shared, SEARCH_COUNT_CAP),
  );
  const shown = await shownToViewer(context, shared, count, hiddenBy);
  return { count: shown, ...(!hiddenBy && !filters.wanted && newestFirst && { ids: newestFirst }) };
}

/**
 * The 'concepts' part of a search leaves out the posts with every word, which the parts before it
 * hold: when those are empty, there are none to leave out, and the test is not made.
 */
function withPostsLeftOut(part: FeedFilters, counts: readonly (number | undefined)[]): FeedFilters {
  if (part.words?.in !== 'concepts') return part;
  const someHoldAll = counts.some((count) => count !== 0);
  return { ...part, words: { ...part.words, someHoldAll } };
}

/**
 * The size of each part: exact for the plain feed, up to SEARCH_COUNT_CAP in all for a search or
 * a feed near a point (`capped`); and the parts as they are read, counted one after the other.
 */
async function countParts(
  context: FeedContext,
  parts: FeedParts,
  capped: boolean,
): Promise<{ parts: FeedParts; sizes: PartCounts }> {
  const [first] = parts;
  if (parts.length === 1 && first && !first.words && !capped) {
    const total = await feedTotal(context, first);
    return { parts, sizes: { counts: [total], reachable: [total], ids: [undefined] } };
  }
  const sizes: PartCounts = { counts: [], reachable: [], ids: [] };
  const counted: (FeedFilters | null)[] = [];
  let left = SEARCH_COUNT_CAP;
  for (const part of parts) {
    const filters = part && withPostsLeftOut(part, sizes.counts);
    const size = filters && left > 0 ? await cappedPartSize(context, filters) : undefined;
    const count = filters === null ? 0 : size?.count;
    const reachable = Math.min(count ?? 0, left);
    counted.push(filters);
    sizes.counts.push(count);
    sizes.reachable.push(reachable);
    sizes.ids.push(size?.ids);
    left -= reachable;
  }
  return { parts: counted, sizes };
}

/**
 * The parts a feed is read in, one after the other: the whole feed, or for a search by words
 * the posts with every word in their title, then those with them elsewhere too, then those
 * found only through the things and places the words name (docs/decisions.md, "Search by
 * words"), each part in the order asked for; a part is null when it cannot hold a post (a word
 * begins no indexed word, no post holds every word, the words name nothing a post holds), and the
 * whole null when none can.
 */
async function feedParts(
  context: FeedContext,
  filters: FeedFilters,
  search: string | undefined,
): Promise<FeedParts | null> {
  const terms = search ? searchedTermsOf(search) : [];
  if (terms.length === 0) return [filters];
  const {
    stems: found,
    someHoldAll,
    concepts,
  } = await context.feedCache.searchLookup(terms, () =>
    searchLookup(context.db, context.dialect, terms),
  );
  // A stem that begins no word is only in the last part, looked for through what it names.
  const matches = found.map((match) => match ?? BEGINS_NO_WORD);
  const mayHoldAll = found.every((match) => match !== null) && someHoldAll !== false;
  const throughConcepts =
    concepts.some((held) => held.length > 0) &&
    found.every((match, at) => match !== null || (concepts[at]?.length ?? 0) > 0);
  if (!mayHoldAll && !throughConcepts) return null;
  return [
    mayHoldAll ? { ...filters, words: { stems: matches, in: 'title' } } : null,
    mayHoldAll ? { ...filters, words: { stems: matches, in: 'elsewhere' } } : null,
    throughConcepts ? { ...filters, words: { stems: matches, in: 'concepts', concepts } } : null,
  ];
}

const SEARCH_PARTS = 3;

/**
 * Each part of a search or of a feed near a point with the plan its count calls for (queries.ts,
 * SearchPlan).
 */
function planned(parts: FeedParts, { counts }: PartCounts): FeedParts {
  return parts.map((part, index) => {
    if (!part) return part;
    const count = counts[index];
    const plan: SearchPlan = count !== undefined && count < SEARCH_COUNT_CAP ? 'lookup' : 'walk';
    return {
      ...part,
      ...(part.words && { words: { ...part.words, plan } }),
      ...(part.near && { near: { ...part.near, plan } }),
    };
  });
}

/**
 * GET /posts: a page of the feed. A signed-in viewer who blocked members does not see their
 * posts (docs/decisions.md); everyone else reads the one shared feed, whose pages are kept
 * until it changes (feed-cache.ts). The wanted posts still running depend on the hour, and are
 * read each time, as are pages near a point from a browser's location.
 */
export async function feed(
  context: FeedContext,
  viewer: UserRow | null,
  query: ParsedFeedQuery,
): Promise<FeedReply> {
  const cursor = query.cursor ? decodeFeedCursor(query.cursor) : null;
  const searching = searchedStems(query.q ?? '').length > 0;
  // A cursor nearest first names a distance; any other does not.
  const nearest = query.sort === 'distance';
  if (
    query.cursor &&
    (!cursor ||
      cursor.part >= (searching ? SEARCH_PARTS : 1) ||
      (cursor.metres !== undefined) !== nearest)
  ) {
    throw cursorInvalid();
  }
  const blockedIds = viewer ? await blockedIdsOf(context.db, viewer.id) : [];
  const hiddenBy = viewer && blockedIds.length > 0 ? { viewerId: viewer.id, blockedIds } : null;
  const read = () => readFeedPage(context, query, cursor, hiddenBy);
  // A point from a browser's location is rarely asked from again: its page is made from what is
  // kept of each shown point near it instead, and keeping it would only push out other pages.
  return hiddenBy || query.kind === 'wanted' || query.near
    ? read()
    : context.feedCache.page(query, context.images.address(), read);
}

/** Far enough to reach all of Jordan from any point of it: nearest first without a distance. */
const ALL_OF_JORDAN_KM = 1000;

/** The point a feed measures from: `near`, or the centre of `place`. */
function centreOf(query: ParsedFeedQuery): Point | undefined {
  if (query.near) return query.near;
  const place = placeById(query.place);
  return place ? { lat: place.lat, lng: place.lng } : undefined;
}

/** A feed near a point: where it measures from, and the shown points it reads. */
interface Reach {
  centre: Point;
  /** the distance the feed is limited to; undefined when it is only sorted by distance */
  withinKm?: number;
  /** undefined when the feed is neither limited nor sorted by distance */
  inReach?: PointsInReach;
}

const metresOf = (point: NearPoint) => Math.round(point.distanceKm * 1000);

/** Points nearest first, those at the same whole metre together (nearestWithin's order). */
function* groupedByMetre(points: Iterable<NearPoint>): Generator<NearPoint[]> {
  let group: NearPoint[] = [];
  for (const point of points) {
    const first = group[0];
    if (first && metresOf(first) !== metresOf(point)) {
      yield group;
      group = [];
    }
    group.push(point);
  }
  if (group.length > 0) yield group;
}

async function reachOf(context: FeedContext, query: ParsedFeedQuery): Promise<Reach | undefined> {
  const centre = centreOf(query);
  if (!centre) return undefined;
  const km = query.within_km ?? (query.sort === 'distance' ? ALL_OF_JORDAN_KM : undefined);
  if (km === undefined) return { centre };
  return {
    centre,
    ...(query.within_km !== undefined && { withinKm: query.within_km }),
    inReach: await context.feedCache.pointsInReach(centre, km),
  };
}

/** The filter of a feed within a distance: every shown point in reach. */
function nearFilterOf(reach: Reach | undefined): NearFilter | undefined {
  if (reach?.withinKm === undefined || !reach.inReach) return undefined;
  const { centre, withinKm } = reach;
  return {
    key: `${centre.lat},${centre.lng},${withinKm}`,
    pointIds: reach.inReach.points.map((point) => point.id),
  };
}

/**
 * Nearest first: the posts of each group of points in turn, nearest group first and newest
 * first within it, from the part `from.part` on (after `from.id` at `from.metres` in it),
 * `limit` rows and one more when there are. Each group is one seek of the points' index.
 */
async function rowsByDistance(
  context: FeedContext,
  parts: FeedParts,
  { counts }: PartCounts,
  groups: readonly NearPoint[][],
  from: FeedPartPosition | { part: number; metres?: undefined; id?: undefined },
  limit: number,
): Promise<FeedPartRow[]> {
  const rows: FeedPartRow[] = [];
  for (let part = from.part; part < parts.length && rows.length <= limit; part += 1) {
    const filters = parts[part];
    if (!filters || counts[part] === 0) continue;
    for (const group of groups) {
      if (rows.length > limit) break;
      const metres = metresOf(group[0] as NearPoint);
      const resuming = part === from.part && from.metres !== undefined;
      if (resuming && metres < (from.metres as number)) continue;
      const after = resuming && metres === from.metres ? { id: from.id as number } : undefined;
      const read = await feedPage(context.db, context.dialect, {
        filters: {
          ...filters,
          near: {
            key: '',
            pointIds: group.map((point) => point.id),
            plan: group.length === 1 ? 'point' : 'lookup',
          },
        },
        sort: 'newest',
        limit: limit - rows.length,
        ...(after && { after }),
      });
      rows.push(...read.map((row) => ({ row, part, metres })));
    }
  }
  return rows;
}

async function readFeedPage(
  context: FeedContext,
  query: ParsedFeedQuery,
  cursor: FeedPartPosition | null,
  hiddenBy: FeedFilters['hiddenBy'] | null,
): Promise<FeedReply> {
  const reach = await reachOf(context, query);
  const filters: FeedFilters = {
    ...(query.kind === 'wanted' && {
      wanted: { liveAt: new Date(context.now()).toISOString() },
    }),
    ...(query.availability !== 'all' && { availability: query.availability }),
    category: query.category,
    region: query.region,
    ...(hiddenBy && { hiddenBy }),
  };
  const composed =
    reach?.withinKm !== undefined && reach.inReach && composes(query, filters)
      ? await pointsPage(context, query, filters, reach.inReach, cursor)
      : null;
  if (composed) return replyOf(context, query, reach, composed);
  const near = nearFilterOf(reach);
  const found = await feedParts(context, { ...filters, ...(near && { near }) }, query.q);
  // A distance no shown point is within holds no post.
  const empty = !found || near?.pointIds.length === 0;
  const nearest = reach?.inReach !== undefined && query.sort === 'distance';
  const { parts, sizes } = empty
    ? { parts: [], sizes: { counts: [], reachable: [], ids: [] } }
    : await countParts(context, found, nearest || near !== undefined);
  const totalPosts = sizes.reachable.reduce((sum, reachable) => sum + reachable, 0);
  let rows: FeedPartRow[] = [];
  if (!empty && nearest && reach.inReach) {
    const offset = cursor ? 0 : (query.page - 1) * query.limit;
    const read = await rowsByDistance(
      context,
      planned(parts, sizes),
      sizes,
      [...groupedByMetre(sortedByDistance(reach.inReach.points))],
      cursor ?? { part: 0 },
      // By number, the page's rows are read from the start: pages reach SEARCH_COUNT_CAP posts.
      offset < totalPosts ? offset + query.limit : 0,
    );
    rows = read.slice(offset);
  } else if (!empty) {
    rows = await pageRows(context, planned(parts, sizes), sizes, query, cursor);
  }
  return replyOf(context, query, reach, { rows, totalPosts });
}

/** A page's rows, one more when more follow, and how many posts pages by number reach. */
interface ReadPage {
  rows: FeedPartRow[];
  totalPosts: number;
}

function replyOf(
  context: FeedContext,
  query: ParsedFeedQuery,
  reach: Reach | undefined,
  { rows, totalPosts }: ReadPage,
): FeedReply {
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const cards = page.map(({ row }) => ({
    row,
    distanceKm: reach ? distanceFrom(reach.centre, row) : null,
  }));
  return feedReplyOf(context.images, cards, {
    pagination: {
      currentPage: query.page,
      totalPages: Math.max(1, Math.ceil(totalPosts / query.limit)),
      totalPosts,
      hasMore,
    },
    nextCursor:
      hasMore && last
        ? encodeFeedCursor({
            part: last.part,
            id: last.row.id,
            ...(last.metres !== undefined && { metres: last.metres }),
          })
        : null,
  });
}

/**
 * What is kept of the posts of a point: the newest this many (eight pages of 12; a page deeper
 * is read from the database), and their number up to SEARCH_COUNT_CAP.
 */
const POINT_POSTS_KEPT = 100;

/** Points whose posts are read together when nearest first needs more of them, at first. */
const FIRST_POINTS_READ = 8;

/**
 * Whether a feed within a distance is made from the posts kept for each of its points
 * (pointsPage): the filters every viewer shares, with no words, newest or nearest first.
 */
function composes(query: ParsedFeedQuery, filters: FeedFilters): boolean {
  return (
    !filters.wanted &&
    !filters.hiddenBy &&
    query.sort !== 'oldest' &&
    searchedStems(query.q ?? '').length === 0
  );
}

/**
 * A page of the feed within a distance, made from the newest posts of each shown point in
 * reach (point-posts.ts), kept from one request to the next while the feed does not change:
 * requests from different points near the same places share them, where a count or page of one
 * point and distance would be kept for that request alone. Null when a point's kept posts
 * cannot tell the page (one deeper than they reach): it is then read as any other.
 */
async function pointsPage(
  context: FeedContext,
  query: ParsedFeedQuery,
  filters: FeedFilters,
  inReach: PointsInReach,
  cursor: FeedPartPosition | null,
): Promise<ReadPage | null> {
  const nearest = query.sort === 'distance';
  // Nearest first, the points are found and put in order only as far as they are read.
  const groups = groupedByMetre(nearest ? inReach.nearestFirst() : inReach.points);
  const taken: NearPoint[][] = [];
  const points: NearPoint[] = [];
  const lists: PointPosts[] = [];
  let allTaken = false;
  let batch = FIRST_POINTS_READ;
  /** Reads the posts of the nearest points until those of `count` are known, or of all. */
  const readPoints = async (count: number) => {
    if (lists.length >= count) return;
    const upTo = Math.max(count, lists.length + batch);
    batch *= 2;
    while (points.length < upTo) {
      const next = groups.next();
      if (next.done) {
        allTaken = true;
        break;
      }
      taken.push(next.value);
      points.push(...next.value);
    }
    const ids = points.slice(lists.length, upTo).map((point) => point.id);
    lists.push(
      ...(await context.feedCache.postsAtPoints(filters, ids, (missing) =>
        postsAtPoints(context, filters, missing),
      )),
    );
  };
  // Newest first, any point may hold the newest post; nearest first, the count stops at the cap.
  await readPoints(nearest ? 1 : inReach.points.length);
  const allRead = () => allTaken && lists.length === points.length;
  while (!allRead() && cappedCount(lists, SEARCH_COUNT_CAP) < SEARCH_COUNT_CAP) {
    await readPoints(lists.length + 1);
  }
  const totalPosts = cappedCount(lists, SEARCH_COUNT_CAP);
  const offset = cursor ? 0 : (query.page - 1) * query.limit;
  if (offset >= totalPosts) return { rows: [], totalPosts };
  const wanted = offset + query.limit + 1;
  const found: { id: number; metres?: number }[] = [];
  if (nearest) {
    let first = 0;
    for (let at = 0; found.length < wanted; at += 1) {
      if (at === taken.length) await readPoints(points.length + 1);
      const group = taken[at];
      if (!group) break;
      const from = first;
      first += group.length;
      const metres = metresOf(group[0] as NearPoint);
      const resuming = cursor?.metres !== undefined;
      if (resuming && metres < (cursor.metres as number)) continue;
      await readPoints(first);
      const before = resuming && metres === cursor.metres ? cursor.id : undefined;
      const ids = newestOf(lists.slice(from, first), wanted - found.length, before);
      if (!ids) return null;
      found.push(...ids.map((id) => ({ id, metres })));
    }
  } else {
    const ids = newestOf(lists, wanted, cursor?.id);
    if (!ids) return null;
    found.push(...ids.map((id) => ({ id })));
  }
  const wantedRows = found.slice(offset);
  const cards = await context.feedCache.cardsOf(
    wantedRows.map(({ id }) => id),
    (ids) => cardsOf(context.db, ids),
  );
  const rows = wantedRows.flatMap(({ metres }, at) => {
    const row = cards[at];
    return row ? [{ row, part: 0, ...(metres !== undefined && { metres }) }] : [];
  });
  return { rows, totalPosts };
}

/** The posts at each point: the newest POINT_POSTS_KEPT, and their number up to the cap. */
async function postsAtPoints(
  context: FeedContext,
  filters: FeedFilters,
  pointIds: readonly number[],
): Promise<Map<number, PointPosts>> {
  const read = await readPostsAtPoints(context.db, context.dialect, filters, pointIds, {
    countCap: SEARCH_COUNT_CAP,
    newest: POINT_POSTS_KEPT,
  });
  return new Map(
    pointIds.map((pointId) => {
      const { count, newest } = read.get(pointId) ?? { count: 0, newest: [] };
      const ids = Float64Array.from(newest);
      return [pointId, { ids, count, complete: ids.length === count }];
    }),
  );
}

/** How far a card's shown point is from where the feed measures, in km; null when unplaced. */
function distanceFrom(centre: Point, row: FeedRow): number | null {
  if (row.shown_lat === null || row.shown_lng === null) return null;
  return distanceKm(centre, { lat: row.shown_lat, lng: row.shown_lng });
}

/**
 * A member's items on offer (visible and available: what a visitor of their page can still ask
 * for), or those they gave away, newest first and a page at a time.
 */
export async function memberItems(
  context: ModuleContext,
  userId: number,
  query: { limit: number; availability: MemberItemList; cursor?: string },
): Promise<MemberItemsReply> {
  const after = query.cursor ? decodeDatedCursor(query.cursor) : null;
  if (query.cursor && !after) throw cursorInvalid();
  if (!(await findUserById(context.db, userId))) {
    throw notFound(ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound);
  }
  const rows = await memberItemsPage(context.db, {
    userId,
    availability: query.availability,
    limit: query.limit + 1,
    after: after ?? undefined,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: page.map((row) => presentCard(context.images, row)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeDatedCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}
