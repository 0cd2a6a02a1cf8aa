import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * The shown points' spatial indexes (migration 0027) are no longer read: each instance keeps
 * every shown point in memory (modules/places/shown-points.ts), a few thousand rows at a million
 * posts, and finds those near a point itself, in microseconds where the index took 0.1 to 0.4 ms.
 * The extensions cube and earthdistance stay: other schemas of the database may use them.
 */
export function shownPointsInMemory(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop index if exists post_points_earth_idx`.execute(db);
        return;
      }
      await sql`drop trigger if exists post_points_rtree_insert`.execute(db);
      await sql`drop trigger if exists post_points_rtree_delete`.execute(db);
      await sql`drop table if exists post_points_rtree`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`create index post_points_earth_idx on post_points
          using gist (ll_to_earth(lat, lng))`.execute(db);
        return;
      }
      await sql`create virtual table post_points_rtree
        using rtree(id, min_lat, max_lat, min_lng, max_lng)`.execute(db);
      await sql`insert into post_points_rtree select id, lat, lat, lng, lng from post_points`.execute(
        db,
      );
      await sql`create trigger post_points_rtree_insert after insert on post_points begin
          insert into post_points_rtree values (new.id, new.lat, new.lat, new.lng, new.lng);
        end`.execute(db);
      await sql`create trigger post_points_rtree_delete after delete on post_points begin
          delete from post_points_rtree where id = old.id;
        end`.execute(db);
    },
  };
}
