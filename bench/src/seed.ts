import { sql, type Kysely } from 'kysely';

import { CATEGORIES, REGIONS, type Region } from '@tabarru/contract/constants';
import { PLACES } from '@tabarru/contract/places';

import type { Point } from '@tabarru/contract/geo';

import type { Dialect } from '../../apps/api/src/db/database';
import type { Database } from '../../apps/api/src/db/schema';
import { searchColumnsOf } from '../../apps/api/src/modules/feed/search-words';
import { postWhere } from '../../apps/api/src/modules/places/post-where';
import { pointIdOf } from '../../apps/api/src/modules/places/queries';

export const ENGLISH_THINGS = [
  'wooden table',
  'sofa',
  'school books',
  'winter coat',
  'bicycle',
  'washing machine',
  'lamp',
  'office chair',
  'board games',
  'baby clothes',
  'microwave',
  'football',
  'toolbox',
  'carpet',
  'laptop bag',
  'bookshelf',
  'kids toys',
  'dishes set',
  'television',
  'heater',
];
export const ARABIC_THINGS = [
  'طاولة خشب',
  'أريكة',
  'كتب مدرسية',
  'معطف شتوي',
  'دراجة',
  'غسالة',
  'مصباح',
  'كرسي مكتب',
  'ألعاب أطفال',
  'ملابس أطفال',
  'ميكروويف',
  'كرة قدم',
  'عدة نجارة',
  'سجادة',
  'حقيبة لابتوب',
  'مكتبة كتب',
  'دمى',
  'صحون',
  'تلفاز',
  'مدفأة',
];
export const ADJECTIVES = ['used', 'like new', 'small', 'large', 'old', 'clean', 'blue', 'grey'];
/** In both languages; "scratches" and «خدوش» are words no title holds. */
const DESCRIPTIONS = [
  'Good condition, pick up in the evening.',
  'A few scratches, works well.',
  'حالة ممتازة، الاستلام مساءً من البيت.',
  'Clean and ready, from a smoke-free home.',
  'بعض الخدوش البسيطة، يعمل جيداً.',
  'Seeded for the benchmark.',
];
const BATCH = 500;
const MEMBERS = 1000;

/** The places of each region other than its governorate, by which a seeded post is located. */
const PLACES_OF_REGION = new Map<Region, string[]>(
  REGIONS.map((region) => [
    region,
    PLACES.filter((place) => place.region === region && place.kind !== 'governorate').flatMap(
      (place) => [place.en, place.ar],
    ),
  ]),
);

/** 'Region - area': a place of the region named in English or Arabic, or an unknown area. */
function locationOf(region: Region, index: number): string {
  const places = PLACES_OF_REGION.get(region) ?? [];
  const area = index % 5 === 4 ? undefined : places[Math.floor(index / 7) % (places.length || 1)];
  return `${region} - ${area ?? `Area ${index % 50}`}`;
}

/**
 * BENCH_SEED_CONCEPTS=0 seeds the same posts with their words only, none of the dictionary's
 * things or places beside them: the searches then find what they found before the dictionary
 * (its lookups still made and paid for), to measure what it costs.
 */
const SEED_CONCEPTS = process.env.BENCH_SEED_CONCEPTS !== '0';

/** The secret the seed blurs its points with; the API's own blurs the posts made while it runs. */
const SEED_BLUR_SECRET = 'bench-seed-blur';

/** A seeded post's point, for every third post: within about 3 km of its place's centre. */
function exactPointOf(index: number, centre: Point): Point | undefined {
  if (index % 3 !== 1) return undefined;
  // Spread by the index's digits, so the points of a place cover its neighbourhood evenly.
  const east = ((index * 7919) % 1000) / 1000 - 0.5;
  const north = ((index * 104_729) % 997) / 997 - 0.5;
  return { lat: centre.lat + north * 0.054, lng: centre.lng + east * 0.064 };
}

/**
 * Where a seeded post is, as the API would keep it: its place (the one its area names, else its
 * region's centre), and for every third post an exact point near it, shown blurred.
 */
function whereOf(location: string, region: Region, index: number) {
  const atPlace = postWhere(SEED_BLUR_SECRET, { location, region });
  return postWhere(SEED_BLUR_SECRET, {
    location,
    region,
    point: exactPointOf(index, atPlace.shown),
  });
}

/** The ids of the shown points, each added once (pointIdOf), kept for the whole seed. */
async function pointIds(
  db: Kysely<Database>,
  known: Map<string, number>,
  points: readonly Point[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const point of points) {
    const key = `${point.lat},${point.lng}`;
    let id = known.get(key);
    if (id === undefined) {
      id = await pointIdOf(db, point);
      known.set(key, id);
    }
    ids.push(id);
  }
  return ids;
}

function titleOf(index: number): string {
  const arabic = index % 3 === 0;
  const things = arabic ? ARABIC_THINGS : ENGLISH_THINGS;
  const thing = things[(index * 7) % things.length] ?? 'item';
  return arabic
    ? `${thing} ${index % 97}`
    : `${ADJECTIVES[Math.floor(index / things.length) % ADJECTIVES.length]} ${thing} ${index % 97}`;
}

/**
 * `count` members named bench0, bench1… (`MEMBERS` unless said), written in batches; their
 * password hash is not a real one (the benchmarks give them session tokens).
 */
export async function seedMembers(db: Kysely<Database>, count = MEMBERS): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += BATCH) {
    await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
          const index = start + offset;
          return {
            username: `bench${index}`,
            username_key: `bench${index}`,
            email: `bench${index}@bench.tabarru.jo`,
            phone_number: `+96279${String(index).padStart(7, '0')}`,
            password_hash: 'not-a-real-hash',
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .execute();
  }
}

/**
 * `count` posts by a thousand members, one minute apart and each with one image row, written
 * in batches; titles in both languages so searches find a realistic share.
 */
export async function seedPosts(db: Kysely<Database>, count: number): Promise<void> {
  const now = new Date().toISOString();
  await seedMembers(db);
  const firstUser = await db
    .selectFrom('users')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const startTime = Date.parse('2020-01-01T00:00:00Z');
  const knownPoints = new Map<string, number>();
  for (let start = 0; start < count; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      const size = Math.min(BATCH, count - start);
      const indexes = Array.from({ length: size }, (_, offset) => start + offset);
      const regionOf = (index: number) => REGIONS[index % REGIONS.length] ?? 'Amman';
      const wheres = indexes.map((index) =>
        whereOf(locationOf(regionOf(index), index), regionOf(index), index),
      );
      const points = await pointIds(
        trx,
        knownPoints,
        wheres.map((where) => where.shown),
      );
      const rows = await trx
        .insertInto('posts')
        .values(
          indexes.map((index, offset) => {
            const region = regionOf(index);
            const title = titleOf(index);
            const description = DESCRIPTIONS[index % DESCRIPTIONS.length] ?? '';
            const location = locationOf(region, index);
            const where = wheres[offset];
            const at = new Date(startTime + index * 60_000).toISOString();
            return {
              user_id: firstUser.id + (index % MEMBERS),
              title,
              description,
              email: 'bench@bench.tabarru.jo',
              phone: '0791234567',
              location,
              region,
              category: CATEGORIES[(index * 3) % CATEGORIES.length] ?? 'Other',
              features: '[]',
              ...searchColumnsOf({ title, description, extras: [], location, region }),
              ...(!SEED_CONCEPTS && { concept_words: '' }),
              place_id: where?.placeId ?? null,
              exact_lat: where?.exact?.lat ?? null,
              exact_lng: where?.exact?.lng ?? null,
              point_id: points[offset] ?? null,
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('post_images')
        .values(
          rows.map((row, offset) => ({
            post_id: row.id,
            position: 0,
            image_hash: ((start + offset) % 4096).toString(16).padStart(64, '0'),
            width: 1600,
            height: 1200,
            created_at: now,
          })),
        )
        .execute();
    });
  }
}

/**
 * What autovacuum does in production after bulk writes, at once: PostgreSQL's planner statistics,
 * and pages marked all visible (so index-only scans read no rows); otherwise the scenarios would
 * start before it, planned for empty tables and reading every row an index names. Vacuuming a
 * million posts and their concept rows outlasts the pool's statement limit, so the connection
 * runs it without one.
 */
export async function settleSeed(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      await sql`vacuum analyze`.execute(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}
