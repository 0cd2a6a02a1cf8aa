import type { Availability } from '@tabarru/contract/constants';

import type { Db } from '../../db/schema';

/** True when nobody but administrators has an account and nothing is posted. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [member, post] = await Promise.all([
    db.selectFrom('users').select('id').where('is_admin', '=', 0).limit(1).executeTakeFirst(),
    db.selectFrom('posts').select('id').limit(1).executeTakeFirst(),
  ]);
  return member === undefined && post === undefined;
}

/** Gives a demo member the area and the joining date their profile shows. */
export async function setMemberProfile(
  db: Db,
  userId: number,
  profile: { location: string; joinedAt: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ location: profile.location, created_at: profile.joinedAt, updated_at: profile.joinedAt })
    .where('id', '=', userId)
    .execute();
}

/** Gives a demo post the age and availability it is shown with. */
export async function backdatePost(
  db: Db,
  postId: number,
  createdAt: string,
  availability: Availability,
): Promise<void> {
  await db
    .updateTable('posts')
    .set({ created_at: createdAt, updated_at: createdAt, availability })
    .where('id', '=', postId)
    .execute();
}

/** Gives a demo claim the times it is shown with; a decision seen when `seenAt` is set. */
export async function backdateClaim(
  db: Db,
  claimId: number,
  times: { createdAt: string; decidedAt: string | null; seenAt: string | null },
): Promise<void> {
  await db
    .updateTable('donation_claims')
    .set({
      created_at: times.createdAt,
      decided_at: times.decidedAt,
      decision_seen_at: times.seenAt,
    })
    .where('id', '=', claimId)
    .execute();
}

export async function backdateFeedback(db: Db, feedbackId: number, createdAt: string) {
  await db
    .updateTable('feedback')
    .set({ created_at: createdAt })
    .where('id', '=', feedbackId)
    .execute();
}

/** A demo organisation's application, verified: by the demo, so by no administrator. */
export async function verifyDemoOrganisation(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ status: 'verified', decided_at: at, decided_by: null })
    .where('id', '=', id)
    .execute();
}
