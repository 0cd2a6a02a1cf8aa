import type { Db } from '../../db/schema';

/** Declines every claim on the post still pending: the item went to someone else. */
export async function declinePendingClaimsOn(
  db: Db,
  postId: number,
  decidedAt: string,
): Promise<number[]> {
  const declined = await db
    .updateTable('donation_claims')
    .set({ status: 'declined', decided_at: decidedAt })
    .where('post_id', '=', postId)
    .where('status', '=', 'pending')
    .returning('receiver_id')
    .execute();
  return declined.map((claim) => claim.receiver_id);
}

/**
 * The receiver's claim on the post, confirmed: their pending claim when they sent one, else a
 * new one, confirmed as it is written (a handover arranged by an ask).
 */
export async function confirmClaimOf(
  db: Db,
  handover: { postId: number; donorId: number; receiverId: number },
  decidedAt: string,
): Promise<number> {
  const confirmed = await db
    .updateTable('donation_claims')
    .set({ status: 'confirmed', decided_at: decidedAt })
    .where('post_id', '=', handover.postId)
    .where('receiver_id', '=', handover.receiverId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (confirmed) return confirmed.id;
  const row = await db
    .insertInto('donation_claims')
    .values({
      post_id: handover.postId,
      receiver_id: handover.receiverId,
      donor_id: handover.donorId,
      message: null,
      status: 'confirmed',
      created_at: decidedAt,
      decided_at: decidedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One more confirmed handover: the donor's items_donated and the receiver's items_received
 * rise by one, as increments in the caller's transaction. The two rows are written in id
 * order, so two confirmations between the same members lock them in the same order.
 */
export async function countHandover(db: Db, donorId: number, receiverId: number): Promise<void> {
  const sides = [
    { id: donorId, column: 'items_donated' as const },
    { id: receiverId, column: 'items_received' as const },
  ].sort((a, b) => a.id - b.id);
  for (const { id, column } of sides) {
    await db
      .updateTable('users')
      .set((eb) => ({ [column]: eb(column, '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
}

/** How many of the post are left to give, and whether it is given away. */
export function stockOf(db: Db, postId: number) {
  return db
    .selectFrom('posts')
    .select(['quantity_left', 'availability'])
    .where('id', '=', postId)
    .executeTakeFirst();
}

/** One fewer left to give of a post of which more than one is left. */
export async function takeOneOf(db: Db, postId: number, at: string): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ quantity_left: eb('quantity_left', '-', 1), updated_at: at }))
    .where('id', '=', postId)
    .where('quantity_left', '>', 1)
    .execute();
}

/** The last one given: none left. */
export async function noneLeftOf(db: Db, postId: number): Promise<void> {
  await db.updateTable('posts').set({ quantity_left: 0 }).where('id', '=', postId).execute();
}

/**
 * The receiver's open ask of the post, if any, collected (and counted as their completed
 * pickup).
 */
export async function collectAskOf(
  db: Db,
  postId: number,
  receiverId: number,
  at: string,
): Promise<void> {
  const collected = await db
    .updateTable('item_asks')
    .set({ status: 'collected', updated_at: at })
    .where('post_id', '=', postId)
    .where('asker_id', '=', receiverId)
    .where('status', 'in', ['waiting', 'promised'])
    .executeTakeFirst();
  if (Number(collected.numUpdatedRows) > 0) {
    await db
      .updateTable('users')
      .set((eb) => ({ pickups_completed: eb('pickups_completed', '+', 1) }))
      .where('id', '=', receiverId)
      .execute();
  }
}

/** Every open ask of a post closed: the last of it went. Returns the members whose asks closed. */
export async function closeOpenAsksOn(db: Db, postId: number, at: string): Promise<number[]> {
  const closed = await db
    .updateTable('item_asks')
    .set({ status: 'closed', updated_at: at })
    .where('post_id', '=', postId)
    .where('status', 'in', ['waiting', 'promised'])
    .returning('asker_id')
    .execute();
  return closed.map((ask) => ask.asker_id);
}
