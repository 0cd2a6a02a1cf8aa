import type { Kysely } from 'kysely';

import {
  CATEGORIES,
  FEED_AVAILABILITIES,
  FEED_PAGE_SIZE,
  REGIONS,
} from '@tabarru/contract/constants';
import { PLACES } from '@tabarru/contract/places';

import type { Database } from '../../apps/api/src/db/schema';
import { createSessionTokens } from '../../apps/api/src/infra/tokens';
import { beginSession } from '../../apps/api/src/modules/sessions/service';
import { encodeFeedCursor } from '../../apps/api/src/modules/feed/feed-cursor';
import { BENCH_JWT_SECRET } from './bench-config';
import { CEILING_PATH, type BenchServerInfo } from './protocol';
import { variedSearches, zipfDraw } from './search-queries';

/** How deep the deep-page scenario reads, in posts. */
export const DEEP_OFFSET = 5000;

export interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** a feed scenario: held to 25% of the ceiling */
  feed?: boolean;
  /** picks the path of each request instead of `path` */
  pickPath?: () => string;
  /** asked of the bare node:http server instead of the API */
  floor?: boolean;
  /**
   * a scenario whose requests are drawn from a spread so wide that few are answered by a kept
   * page: held to its own share of the ceiling (checkTargets)
   */
  cold?: 'search' | 'post page' | 'cursor' | 'filters';
}

/** How many places the near scenarios measure from. */
export const NEAR_PLACES = 100;

/** Every third place of the list, in turn, until NEAR_PLACES: all twelve regions among them. */
const nearPlaces = PLACES.map((_, index) => PLACES[(index * 3) % PLACES.length]).slice(
  0,
  NEAR_PLACES,
);

/**
 * A point near one of NEAR_PLACES drawn at random, moved up to about 1 km from its centre, so
 * that no two requests ask from the same point and no kept page answers one.
 */
function randomNearPoint(): string {
  const place = nearPlaces[Math.floor(Math.random() * nearPlaces.length)] ?? PLACES[0];
  if (place === undefined) throw new Error('no places');
  const lat = place.lat + (Math.random() - 0.5) * 0.018;
  const lng = place.lng + (Math.random() - 0.5) * 0.021;
  return `${lat.toFixed(5)},${lng.toFixed(5)}`;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** A feed filter drawn at random: a category or none, a governorate or none, an availability. */
function randomFilters(): string {
  const query = new URLSearchParams();
  const category = pick([...CATEGORIES, '']);
  const region = pick([...REGIONS, '']);
  if (category) query.set('category', category);
  if (region) query.set('region', region);
  query.set('availability', pick(FEED_AVAILABILITIES));
  return query.toString();
}

/** The last page of the whole feed at the default page size. */
function lastPage(server: Pick<BenchServerInfo, 'posts'>): number {
  return Math.ceil(server.posts / FEED_PAGE_SIZE);
}

export function scenarios(
  server: Pick<BenchServerInfo, 'posts' | 'deepCursor' | 'postId' | 'token' | 'newestId'>,
): Scenario[] {
  const searches = variedSearches();
  // The most common searches are the first of the list, whose order its seeded draw made.
  const zipf = zipfDraw(searches.length);
  const session = { authorization: `Bearer ${server.token}` };
  const randomId = () => 1 + Math.floor(Math.random() * server.newestId);
  return [
    { name: 'ceiling: the first page’s bytes, kept, through the API’s stack', path: CEILING_PATH },
    { name: 'floor: the same bytes from a bare node:http server', path: '/', floor: true },
    { name: 'GET /posts first page', path: '/posts', feed: true },
    {
      name: `GET /posts ${DEEP_OFFSET} posts deep by cursor`,
      path: `/posts?cursor=${server.deepCursor}`,
      feed: true,
    },
    {
      name: 'GET /posts random page=',
      path: '/posts?page=2',
      pickPath: () => `/posts?page=${2 + Math.floor(Math.random() * (lastPage(server) - 1))}`,
      feed: true,
    },
    {
      name: `GET /posts within 5 km, from ${NEAR_PLACES} places at random`,
      path: `/posts?near=${randomNearPoint()}&within_km=5`,
      pickPath: () => `/posts?near=${randomNearPoint()}&within_km=5`,
      feed: true,
    },
    {
      name: `GET /posts within 25 km nearest first, from ${NEAR_PLACES} places at random`,
      path: `/posts?near=${randomNearPoint()}&within_km=25&sort=distance`,
      pickPath: () => `/posts?near=${randomNearPoint()}&within_km=25&sort=distance`,
      feed: true,
    },
    {
      name: 'GET /posts category + region',
      path: '/posts?category=Books&region=Irbid',
      feed: true,
    },
    { name: 'GET /posts search, one word (English)', path: '/posts?q=table', feed: true },
    {
      name: 'GET /posts search, one word (Arabic)',
      path: `/posts?q=${encodeURIComponent('طاوله')}`,
      feed: true,
    },
    { name: 'GET /posts search, two words (English)', path: '/posts?q=grey+sofa', feed: true },
    {
      name: 'GET /posts search, two words (Arabic)',
      path: `/posts?q=${encodeURIComponent('الطاولة خشب')}`,
      feed: true,
    },
    {
      name: 'GET /posts search, a word only in descriptions',
      path: '/posts?q=scratches',
      feed: true,
    },
    {
      name: `GET /posts search, ${searches.length.toLocaleString('en')} searches drawn at random`,
      path: `/posts?q=${encodeURIComponent(searches[0] ?? '')}`,
      pickPath: () =>
        `/posts?q=${encodeURIComponent(searches[Math.floor(Math.random() * searches.length)] ?? '')}`,
      feed: true,
    },
    {
      name: `GET /posts cold: ${searches.length.toLocaleString('en')} searches as people search (a few often, most rarely)`,
      path: `/posts?q=${encodeURIComponent(searches[0] ?? '')}`,
      pickPath: () => `/posts?q=${encodeURIComponent(searches[zipf()] ?? '')}`,
      feed: true,
      cold: 'search',
    },
    {
      name: 'GET /posts cold: category × region × availability drawn at random',
      path: `/posts?${randomFilters()}`,
      pickPath: () => `/posts?${randomFilters()}`,
      feed: true,
      cold: 'filters',
    },
    {
      name: 'GET /posts cold: a cursor at a random depth',
      path: `/posts?cursor=${encodeFeedCursor({ part: 0, id: randomId() })}`,
      pickPath: () => `/posts?cursor=${encodeFeedCursor({ part: 0, id: randomId() })}`,
      feed: true,
      cold: 'cursor',
    },
    {
      name: 'GET /Posting/posts/:id (signed in)',
      path: `/Posting/posts/${server.postId}`,
      headers: session,
    },
    {
      name: 'GET /Posting/posts/:id cold: a post drawn at random (signed in)',
      path: `/Posting/posts/${randomId()}`,
      pickPath: () => `/Posting/posts/${randomId()}`,
      headers: session,
      cold: 'post page',
    },
    { name: 'GET /health (database ping)', path: '/health' },
  ];
}

/**
 * What the scenarios read in a seeded database of `posts` posts: the cursor `deep` posts into
 * the feed, the post in the middle, and the first member with a session token.
 */
/**
 * A session of a seeded member, begun as a sign-in begins one (its row on the server), and its
 * token: the bench's signed-in requests are identified as a member's are.
 */
export async function benchSessionToken(
  db: Kysely<Database>,
  member: { id: number; username: string; token_version: number; is_admin: 0 | 1 },
): Promise<string> {
  const session = await beginSession({ now: Date.now }, db, member, {
    userAgent: 'bench',
    ip: '127.0.0.1',
  });
  return createSessionTokens(BENCH_JWT_SECRET).issue({
    id: member.id,
    username: member.username,
    isAdmin: member.is_admin === 1,
    tokenVersion: member.token_version,
    sessionId: session.id,
  });
}

export async function scenarioSubjects(db: Kysely<Database>, posts: number, deep = DEEP_OFFSET) {
  const deepRow = await db
    .selectFrom('posts')
    .select('id')
    .orderBy('id', 'desc')
    .offset(deep - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const newest = await db
    .selectFrom('posts')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const middle = await db
    .selectFrom('posts')
    .select('id')
    .orderBy('id')
    .offset(Math.floor(posts / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  const member = await db
    .selectFrom('users')
    .select(['id', 'username', 'token_version', 'is_admin', 'email'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const token = await benchSessionToken(db, member);
  return {
    deepCursor: encodeFeedCursor({ part: 0, id: deepRow.id }),
    postId: middle.id,
    newestId: newest.id,
    member,
    token,
  };
}
