import type { Db } from '../../db/schema';
import { eitherBlocked } from '../../db/member-blocks';

/** The members `blockerId` blocked, with their names, the latest first. */
export function blocksOf(db: Db, blockerId: number) {
  return db
    .selectFrom('member_blocks')
    .innerJoin('users as blocked', 'blocked.id', 'member_blocks.blocked_id')
    .select(['blocked.id', 'blocked.username', 'member_blocks.created_at as blocked_at'])
    .where('member_blocks.blocker_id', '=', blockerId)
    .orderBy('member_blocks.created_at', 'desc')
    .orderBy('member_blocks.blocked_id', 'desc')
    .execute();
}

export type BlockRow = Awaited<ReturnType<typeof blocksOf>>[number];

/** The ids of the members `blockerId` blocked, in id order. */
export async function blockedIdsOf(db: Db, blockerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member_blocks')
    .select('blocked_id')
    .where('blocker_id', '=', blockerId)
    .orderBy('blocked_id')
    .execute();
  return rows.map((row) => row.blocked_id);
}

/**
 * Records the block and answers since when it holds: a block already there stays as it was
 * (its time included). One statement, so a removal of the same block committing meanwhile
 * cannot leave it answering no block: the insert then goes ahead.
 */
export async function upsertBlock(
  db: Db,
  blockerId: number,
  blockedId: number,
  at: string,
): Promise<string> {
  const row = await db
    .insertInto('member_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
    .onConflict((conflict) =>
      conflict
        .columns(['blocker_id', 'blocked_id'])
        .doUpdateSet((eb) => ({ created_at: eb.ref('member_blocks.created_at') })),
    )
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return row.created_at;
}

/** Removes the block, if there was one. */
export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .deleteFrom('member_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** Whether either of the two members blocked the other. */
export async function isEitherBlocked(db: Db, oneId: number, otherId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom(eitherBlocked(oneId, otherId).as('blocked'))
    .executeTakeFirstOrThrow();
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return Boolean(row.blocked);
}
