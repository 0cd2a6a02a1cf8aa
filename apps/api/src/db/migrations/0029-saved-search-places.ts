import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A saved search near a place: `place_id` (one of the contract's places) and `within_km`, how
 * far from its centre a new post's shown point may be, both set or neither. The signature of a
 * search with a place names them too, so the same words within 5 and within 10 km of a place
 * are two searches; a search without one keeps the signature it had.
 */
export const savedSearchPlaces: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('saved_searches').addColumn('place_id', 'text').execute();
    await db.schema
      .alterTable('saved_searches')
      .addColumn('within_km', 'integer', (c) =>
        c.check(sql`(place_id is null and within_km is null)
          or (place_id is not null and within_km is not null and within_km > 0)`),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    // Without its place such a search would match all of Jordan, which its member never asked.
    await sql`delete from saved_searches where place_id is not null`.execute(db);
    await db.schema.alterTable('saved_searches').dropColumn('within_km').execute();
    await db.schema.alterTable('saved_searches').dropColumn('place_id').execute();
  },
};
