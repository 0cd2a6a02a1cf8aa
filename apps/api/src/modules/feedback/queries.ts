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

/** Whether a handover between the two members was confirmed, whichever of them gave. */
export async function hadConfirmedHandover(db: Db, memberA: number, memberB: number) {
  const row = await db
    .selectFrom('donation_claims')
    .select('id')
    .where('status', '=', 'confirmed')
    .where((eb) =>
      eb.or([
        eb.and([eb('donor_id', '=', memberA), eb('receiver_id', '=', memberB)]),
        eb.and([eb('donor_id', '=', memberB), eb('receiver_id', '=', memberA)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A member's kept rating totals (changeRatingTotals), or undefined when there is no such member. */
export function ratingTotalsOf(db: Db, memberId: number) {
  return db
    .selectFrom('users')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', memberId)
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

/**
 * The confirmed handovers of a member, newest first, with the other member of each and the
 * item, leaving out the members they rated already and those whose prompt they dismissed.
 */
export function unratedHandovers(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('donation_claims as claim')
    .innerJoin('posts as post', 'post.id', 'claim.post_id')
    .innerJoin('users as other', (join) =>
      join.on((eb) =>
        eb(
          'other.id',
          '=',
          eb
            .case()
            .when('claim.donor_id', '=', memberId)
            .then(eb.ref('claim.receiver_id'))
            .else(eb.ref('claim.donor_id'))
            .end(),
        ),
      ),
    )
    .select([
      'other.id as other_id',
      'other.username as other_username',
      'claim.donor_id',
      'post.id as post_id',
      'post.title as post_title',
      'claim.decided_at',
    ])
    .where('claim.status', '=', 'confirmed')
    .where((eb) =>
      eb.or([eb('claim.donor_id', '=', memberId), eb('claim.receiver_id', '=', memberId)]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('feedback')
            .select('feedback.id')
            .where('feedback.giver_id', '=', memberId)
            .whereRef('feedback.receiver_id', '=', 'other.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rating_prompt_dismissals as dismissal')
            .select('dismissal.member_id')
            .where('dismissal.member_id', '=', memberId)
            .whereRef('dismissal.other_id', '=', 'other.id'),
        ),
      ),
    )
    .orderBy('claim.decided_at', 'desc')
    .orderBy('claim.id', 'desc')
    .limit(limit)
    .execute();
}

export type UnratedHandoverRow = Awaited<ReturnType<typeof unratedHandovers>>[number];

/** The member will not be asked to rate the other again; dismissing twice changes nothing. */
export async function dismissRatingPrompt(
  db: Db,
  memberId: number,
  otherId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('rating_prompt_dismissals')
    .values({ member_id: memberId, other_id: otherId, dismissed_at: at })
    .onConflict((conflict) => conflict.columns(['member_id', 'other_id']).doNothing())
    .execute();
}
