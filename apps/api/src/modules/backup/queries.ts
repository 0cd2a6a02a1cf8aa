import { sql } from 'kysely';

import type { Db } from '../../db/schema';

/** The migrations applied to a database, in the order they ran (Kysely's bookkeeping). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** How many members, posts and events a database holds: what a backup says it holds. */
export async function rowCounts(db: Db): Promise<{ users: number; posts: number; events: number }> {
  const count = async (table: 'users' | 'posts' | 'events') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    return Number(row.rows);
  };
  return {
    users: await count('users'),
    posts: await count('posts'),
    events: await count('events'),
  };
}

/** The photos posts and events show, by content hash in order, `limit` after `after`. */
export async function photoHashesAfter(db: Db, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('post_images')
    .select('image_hash')
    .where('image_hash', '>', after)
    .union(db.selectFrom('event_images').select('image_hash').where('image_hash', '>', after))
    .orderBy('image_hash')
    .limit(limit)
    .execute();
  return rows.map((row) => row.image_hash);
}
