import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import { placeById, placeNamed } from '@tabarru/contract/place-search';
import { isRegion } from '@tabarru/contract/constants';

import type { Dialect } from '../database';

/** Posts placed per statement while the existing ones are given a place. */
const BACKFILL_BATCH = 1000;

/**
 * Where a post is: one of Jordan's places (`place_id`, from the contract's list), the exact point
 * its donor gave (`exact_lat`/`exact_lng`, shown to the donor only) and the point everyone else
 * sees (`point_id`): the exact point blurred to a fixed cell, else the place's centre. Shown
 * points are few (place centres and blurred cells), so they are rows of `post_points` with a
 * spatial index of their own (SQLite's R*Tree, PostgreSQL's earthdistance over a GiST index),
 * and a distance query reads the points near it and then their posts by `(point_id, id)`.
 * Posts written before are placed by their 'Region - area' text: the area when it names a
 * known place of that region, the region's centre otherwise. Members get a home place.
 */
export function postPlaces(dialect: Dialect): Migration {
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('post_points')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
        .addColumn('lat', real, (c) => c.notNull())
        .addColumn('lng', real, (c) => c.notNull())
        .addUniqueConstraint('post_points_lat_lng_key', ['lat', 'lng'])
        .execute();
      if (dialect === 'postgres') {
        // In public, not the first schema of the search path, which may be one a test drops.
        await sql`create extension if not exists cube with schema public`.execute(db);
        await sql`create extension if not exists earthdistance with schema public`.execute(db);
        await sql`create index post_points_earth_idx on post_points
          using gist (ll_to_earth(lat, lng))`.execute(db);
      } else {
        await sql`create virtual table post_points_rtree
          using rtree(id, min_lat, max_lat, min_lng, max_lng)`.execute(db);
        await sql`create trigger post_points_rtree_insert after insert on post_points begin
            insert into post_points_rtree values (new.id, new.lat, new.lat, new.lng, new.lng);
          end`.execute(db);
        await sql`create trigger post_points_rtree_delete after delete on post_points begin
            delete from post_points_rtree where id = old.id;
          end`.execute(db);
      }
      await db.schema.alterTable('posts').addColumn('place_id', 'text').execute();
      await db.schema.alterTable('posts').addColumn('exact_lat', real).execute();
      await db.schema.alterTable('posts').addColumn('exact_lng', real).execute();
      await db.schema
        .alterTable('posts')
        .addColumn('point_id', 'integer', (c) => c.references('post_points.id'))
        .execute();
      await db.schema.alterTable('users').addColumn('home_place_id', 'text').execute();
      await placeExistingPosts(db);
      // The feed's indexes lead with the moderation status and the kind (migration 0021).
      await db.schema
        .createIndex('posts_point_feed_idx')
        .on('posts')
        .columns(['moderation_status', 'kind', 'point_id', 'id', 'availability'])
        .execute();
      await recreateFeedVersionTriggers(db, dialect, [...FEED_COLUMNS_BEFORE, 'point_id']);
    },
    async down(db: Kysely<unknown>) {
      await recreateFeedVersionTriggers(db, dialect, FEED_COLUMNS_BEFORE);
      await db.schema.dropIndex('posts_point_feed_idx').execute();
      await db.schema.alterTable('users').dropColumn('home_place_id').execute();
      await db.schema.alterTable('posts').dropColumn('point_id').execute();
      await db.schema.alterTable('posts').dropColumn('exact_lng').execute();
      await db.schema.alterTable('posts').dropColumn('exact_lat').execute();
      await db.schema.alterTable('posts').dropColumn('place_id').execute();
      if (dialect === 'postgres') {
        await db.schema.dropTable('post_points').execute();
      } else {
        await sql`drop trigger post_points_rtree_delete`.execute(db);
        await sql`drop trigger post_points_rtree_insert`.execute(db);
        await db.schema.dropTable('post_points').execute();
        await sql`drop table post_points_rtree`.execute(db);
      }
    },
  };
}

/** The columns whose change moved a post in the feed before this migration (migration 0022). */
const FEED_COLUMNS_BEFORE = [
  'moderation_status',
  'kind',
  'expires_at',
  'availability',
  'category',
  'region',
  'title',
  'description',
  'features',
];

async function recreateFeedVersionTriggers(
  db: Kysely<unknown>,
  dialect: Dialect,
  feedColumns: readonly string[],
): Promise<void> {
  const columns = sql.raw(feedColumns.join(', '));
  if (dialect === 'postgres') {
    await sql`drop trigger posts_feed_version on posts`.execute(db);
    await sql`create trigger posts_feed_version after insert or delete or update of ${columns}
      on posts for each statement execute function feed_version_bump()`.execute(db);
    return;
  }
  await sql`drop trigger posts_feed_version_update`.execute(db);
  await sql`create trigger posts_feed_version_update after update of ${columns} on posts
    begin
      update feed_version set version = version + 1 where id = 1;
    end`.execute(db);
}

async function pointIdOf(db: Kysely<unknown>, lat: number, lng: number): Promise<number> {
  // A no-op update, so that an existing point also answers with its id.
  const { rows } = await sql<{ id: number }>`insert into post_points (lat, lng)
    values (${lat}, ${lng}) on conflict (lat, lng) do update set lat = excluded.lat
    returning id`.execute(db);
  const [row] = rows;
  if (row === undefined) throw new Error('no point id');
  return Number(row.id);
}

async function placeExistingPosts(db: Kysely<unknown>): Promise<void> {
  const pointIds = new Map<string, number>();
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; location: string; region: string }>`
      select id, location, region from posts where id > ${after} order by id
      limit ${BACKFILL_BATCH}`.execute(db);
    if (rows.length === 0) return;
    for (const post of rows) {
      // 'Region - area': the area's place in that region, or the region's centre.
      const placeId =
        placeNamed(post.location, isRegion(post.region) ? post.region : undefined)?.id ?? 'amman';
      let pointId = pointIds.get(placeId);
      if (pointId === undefined) {
        const place = placeById(placeId);
        if (place === undefined) throw new Error(`unknown place ${placeId}`);
        pointId = await pointIdOf(db, place.lat, place.lng);
        pointIds.set(placeId, pointId);
      }
      await sql`update posts set place_id = ${placeId}, point_id = ${pointId}
        where id = ${post.id}`.execute(db);
    }
    after = Number(rows.at(-1)?.id ?? after);
  }
}
