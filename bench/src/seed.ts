import type { Kysely } from 'kysely';

import { CATEGORIES, REGIONS, type Region } from '@tabarru/contract/constants';
import { PLACES } from '@tabarru/contract/places';

import type { Database } from '../../apps/api/src/db/schema';
import { searchColumnsOf } from '../../apps/api/src/modules/feed/search-words';

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

function titleOf(index: number): string {
  const arabic = index % 3 === 0;
  const things = arabic ? ARABIC_THINGS : ENGLISH_THINGS;
  const thing = things[(index * 7) % things.length] ?? 'item';
  return arabic
    ? `${thing} ${index % 97}`
    : `${ADJECTIVES[index % ADJECTIVES.length]} ${thing} ${index % 97}`;
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
  for (let start = 0; start < count; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      const size = Math.min(BATCH, count - start);
      const rows = await trx
        .insertInto('posts')
        .values(
          Array.from({ length: size }, (_, offset) => {
            const index = start + offset;
            const region = REGIONS[index % REGIONS.length] ?? 'Amman';
            const title = titleOf(index);
            const description = DESCRIPTIONS[index % DESCRIPTIONS.length] ?? '';
            const location = locationOf(region, index);
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
