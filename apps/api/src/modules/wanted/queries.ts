import type { Db } from '../../db/schema';

const WANTED_COLUMNS = [
  'posts.id',
  'posts.user_id',
  'users.username',
  'posts.title',
  'posts.description',
  'posts.category',
  'posts.region',
  'posts.moderation_status',
  'posts.created_at',
  'posts.expires_at',
] as const;

/** A wanted post with its author's name; undefined for none or a giving post. */
export function findWanted(db: Db, id: number) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .select(WANTED_COLUMNS)
    .where('posts.id', '=', id)
    .where('posts.kind', '=', 'wanted')
    .executeTakeFirst();
}

export type WantedRow = NonNullable<Awaited<ReturnType<typeof findWanted>>>;

/** The member's visible wanted posts not expired at `liveAt`, the newest first. */
export function liveWantedOf(db: Db, userId: number, liveAt: string, limit: number) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .select(WANTED_COLUMNS)
    .where('posts.user_id', '=', userId)
    .where('posts.kind', '=', 'wanted')
    .where('posts.moderation_status', '=', 'visible')
    .where('posts.expires_at', '>', liveAt)
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .execute();
}

/** Runs a wanted post on until `expiresAt`. */
export async function renewWanted(db: Db, id: number, expiresAt: string): Promise<void> {
  await db
    .updateTable('posts')
    .set({ expires_at: expiresAt, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('kind', '=', 'wanted')
    .execute();
}
