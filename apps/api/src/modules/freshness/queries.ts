import { sql, type ExpressionBuilder } from 'kysely';

import type { Dialect } from '../../db/database';
import type { Database, Db } from '../../db/schema';

/** Offers read by one run of the freshness job at most; the next run takes the rest. */
const DUE_BATCH = 100;

/**
 * The offers the freshness job looks after, as posts_offer_due_idx holds them: giving posts on
 * the feed and not given away, while shown, and with no pickup promised (a promise in hand is
 * its own answer to "Still available?"). SQLite, which keeps no statistics here, would read them
 * along the feed's indexes, whose first columns the shown status and the kind are equal to:
 * every offer on the feed, 1.8 s at a million posts, the API's one thread held twice every
 * 30 s. Its shown status is tested on the row instead (unary plus), so the due index is read.
 */
function offersOnTheFeed(db: Db, dialect: Dialect) {
  const status =
    dialect === 'sqlite' ? sql`+posts.moderation_status` : sql`posts.moderation_status`;
  return db
    .selectFrom('posts')
    .where('posts.kind', '=', 'give')
    .where('posts.expired_at', 'is', null)
    .where('posts.availability', '<>', 'donated')
    .where(sql<boolean>`${status} = 'visible'`)
    .where((eb) => eb.not(eb.exists(promisedAskOf(eb))));
}

function promisedAskOf(eb: ExpressionBuilder<Database, 'posts'>) {
  return eb
    .selectFrom('item_asks')
    .select('item_asks.id')
    .whereRef('item_asks.post_id', '=', 'posts.id')
    .where('item_asks.status', '=', 'promised');
}

/** Offers whose days ran out by `now`, and whose deadline (if any) came too. */
export function dueExpiriesQuery(db: Db, dialect: Dialect, now: string) {
  return offersOnTheFeed(db, dialect)
    .select(['posts.id', 'posts.user_id'])
    .where('posts.expires_at', '<=', now)
    .where((eb) => eb.or([eb('posts.deadline_at', 'is', null), eb('posts.deadline_at', '<=', now)]))
    .orderBy('posts.expires_at')
    .limit(DUE_BATCH);
}

export function dueExpiries(db: Db, dialect: Dialect, now: string) {
  return dueExpiriesQuery(db, dialect, now).execute();
}

/** Offers on the feed that have had `asked` questions and end by `endsBy`, not yet past. */
export function dueQuestions(db: Db, dialect: Dialect, asked: number, endsBy: string, now: string) {
  return offersOnTheFeed(db, dialect)
    .select(['posts.id', 'posts.user_id', 'posts.expires_at'])
    .where('posts.offer_checks', '=', asked)
    .where('posts.expires_at', '<=', endsBy)
    .where('posts.expires_at', '>', now)
    .orderBy('posts.expires_at')
    .limit(DUE_BATCH)
    .execute();
}

/**
 * Takes the offer off the feed, if its days still ran out: false when another instance did, or
 * its donor renewed it meanwhile.
 */
export async function expireOffer(db: Db, postId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ expired_at: at, still_available_asked_at: null })
    .where('id', '=', postId)
    .where('expired_at', 'is', null)
    .where('expires_at', '<=', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the question as asked, if `asked` were still all: false when another instance did. */
export async function markAsked(
  db: Db,
  postId: number,
  asked: number,
  questions: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ offer_checks: questions, still_available_asked_at: at })
    .where('id', '=', postId)
    .where('offer_checks', '=', asked)
    .where('expired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** On the feed again until `endsAt`, with its questions to come again. */
export async function renewOffer(db: Db, postId: number, endsAt: string, at: string) {
  await db
    .updateTable('posts')
    .set({
      expires_at: endsAt,
      expired_at: null,
      offer_checks: 0,
      still_available_asked_at: null,
      updated_at: at,
    })
    .where('id', '=', postId)
    .execute();
}

/** Off the feed now, by its donor, until renewed. */
export async function withdrawOffer(db: Db, postId: number, at: string) {
  await db
    .updateTable('posts')
    .set({ expires_at: at, expired_at: at, still_available_asked_at: null, updated_at: at })
    .where('id', '=', postId)
    .execute();
}

/** No question waits and the offer is not expired: it was given away. */
export async function settleOffer(db: Db, postId: number) {
  await db
    .updateTable('posts')
    .set({ expired_at: null, still_available_asked_at: null })
    .where('id', '=', postId)
    .execute();
}
