import { sql } from 'kysely';

import type { Dialect } from '../../db/database';
import type { Db } from '../../db/schema';

/** Whether any post or event still shows the stored file named by `hash`. */
export async function isImageInUse(db: Db, hash: string): Promise<boolean> {
  const [post, event] = await Promise.all([
    db.selectFrom('post_images').select('id').where('image_hash', '=', hash).executeTakeFirst(),
    db.selectFrom('event_images').select('id').where('image_hash', '=', hash).executeTakeFirst(),
  ]);
  return post !== undefined || event !== undefined;
}

/** The first key of the advisory locks on stored files, apart from any other lock's. */
const IMAGE_FILE_LOCKS = 0x7461_6269;

/**
 * Takes, until the transaction ends, the lock on the stored files of each hash: in sorted order,
 * so two transactions sharing photos cannot wait on each other. On PostgreSQL it is an advisory
 * lock keyed by the hash's first 32 bits (a shared key only makes two photos wait on each
 * other), which every API instance on the database honours. SQLite needs none: a transaction
 * holds its only connection, so no other statement of the instance runs meanwhile.
 */
export async function lockImageFiles(trx: Db, dialect: Dialect, hashes: string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const hash of [...new Set(hashes)].sort()) {
    const key = Number.parseInt(hash.slice(0, 8), 16) | 0;
    await sql`select pg_advisory_xact_lock(${IMAGE_FILE_LOCKS}, ${key})`.execute(trx);
  }
}

/** Which of `hashes` a post or an event still shows. */
export async function hashesInUse(db: Db, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('post_images')
    .select('image_hash')
    .where('image_hash', 'in', hashes)
    .union(db.selectFrom('event_images').select('image_hash').where('image_hash', 'in', hashes))
    .execute();
  return new Set(rows.map((row) => row.image_hash));
}
