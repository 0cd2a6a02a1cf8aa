import type { Db } from '../../db/schema';

/** Conversations in which this member has at least one message not yet read. */
export async function countUnreadConversations(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.count<string | number>('conversation_id').distinct().as('count'))
    .where('receiver_id', '=', userId)
    .where('status', '!=', 'read')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
