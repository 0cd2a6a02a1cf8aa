import type { Db } from '../../db/schema';

/** Feedback with its giver's name, as every reply shows it. */
function feedbackWithGiver(db: Db) {
  return db
    .selectFrom('feedback')
    .innerJoin('users as giver', 'giver.id', 'feedback.giver_id')
    .select([
      'feedback.id',
      'feedback.rating',
      'feedback.comment',
      'feedback.giver_id',
      'giver.username as giver_username',
      'feedback.created_at',
    ]);
}

/** The newest feedback a member received, with the giver's name. */
export function feedbackReceived(db: Db, receiverId: number, limit: number) {
  return feedbackWithGiver(db)
    .where('feedback.receiver_id', '=', receiverId)
    .orderBy('feedback.created_at', 'desc')
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute();
}

export type FeedbackRow = Awaited<ReturnType<typeof feedbackReceived>>[number];

/** The feedback one member gave another, if any. */
export function feedbackBetween(
  db: Db,
  giverId: number,
  receiverId: number,
): Promise<FeedbackRow | undefined> {
  return feedbackWithGiver(db)
    .where('feedback.giver_id', '=', giverId)
    .where('feedback.receiver_id', '=', receiverId)
    .executeTakeFirst();
}

export interface NewFeedback {
  giverId: number;
  receiverId: number;
  rating: number;
  comment: string | null;
}

export async function insertFeedback(db: Db, feedback: NewFeedback): Promise<number> {
  const row = await db
    .insertInto('feedback')
    .values({
      giver_id: feedback.giverId,
      receiver_id: feedback.receiverId,
      rating: feedback.rating,
      comment: feedback.comment,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Removes the feedback one member gave another; returns its rating, or undefined if none. */
export async function deleteFeedbackBetween(
  db: Db,
  giverId: number,
  receiverId: number,
): Promise<number | undefined> {
  const row = await db
    .deleteFrom('feedback')
    .where('giver_id', '=', giverId)
    .where('receiver_id', '=', receiverId)
    .returning('rating')
    .executeTakeFirst();
  return row?.rating;
}

/**
 * Adds a rating to (or, with `sign` -1, takes one from) the member's kept sum and count, as
 * increments in the caller's transaction, so concurrent ratings all count.
 */
export async function changeRatingTotals(
  db: Db,
  receiverId: number,
  rating: number,
  sign: 1 | -1,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      rating_sum: eb('rating_sum', '+', sign * rating),
      rating_count: eb('rating_count', '+', sign),
    }))
    .where('id', '=', receiverId)
    .execute();
}
