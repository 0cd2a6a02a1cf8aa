import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import { BLOCK_MESSAGES, type BlockedMember } from '@tabarru/contract/blocks';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import { badRequest, notFound, type HttpError } from '../../infra/http-errors';
import type { UserRow } from '../../db/schema';
import { writeAs, type Session } from '../sessions/service';
import { findUserById } from '../users/service';
import { blockRefusal, type BlockRefusal } from './policy';
import { presentBlockedMember } from './presenter';
import { blocksOf, deleteBlock, upsertBlock } from './queries';

// What other modules ask of blocks: whether two members may reach each other, and whom one hides.
export { blockedIdsOf, blocksOf, isEitherBlocked, type BlockRow } from './queries';

const REFUSALS: Record<BlockRefusal, () => HttpError> = {
  self: () => badRequest(ERROR_CODES.blockSelf, BLOCK_MESSAGES.self, 'userId'),
  'not-found': () => notFound(ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound),
};

/** The member `targetId`, when `member` may block or unblock them; throws otherwise. */
async function blockTarget(
  context: ModuleContext,
  member: UserRow,
  targetId: number,
): Promise<UserRow> {
  const target = targetId === member.id ? undefined : await findUserById(context.db, targetId);
  const refusal = blockRefusal(member.id, targetId, target);
  if (refusal || !target) throw REFUSALS[refusal ?? 'not-found']();
  return target;
}

/**
 * A block hides a conversation from both members' lists and badges (docs/decisions.md): their
 * tabs read the unread count again. Nothing says why, so the blocked member is not told.
 */
function recountUnread(context: ModuleContext, oneId: number, otherId: number): void {
  context.realtime.notificationCountChanged(oneId, 'unreadCount');
  context.realtime.notificationCountChanged(otherId, 'unreadCount');
}

/** GET /api/blocks: the members the member blocked, the latest first. */
export async function blockList(context: ModuleContext, member: UserRow): Promise<BlockedMember[]> {
  return (await blocksOf(context.db, member.id)).map(presentBlockedMember);
}

/**
 * PUT /api/blocks/:userId: the member blocks another; blocking again changes nothing. From now
 * on no message goes either way and the blocked member's posts leave the blocker's feed.
 */
export async function blockMember(
  context: ModuleContext,
  session: Session,
  targetId: number,
): Promise<BlockedMember> {
  const member = session.member;
  const target = await blockTarget(context, member, targetId);
  let since: string;
  try {
    since = await writeAs(context, session, (trx) =>
      upsertBlock(trx, member.id, target.id, new Date(context.now()).toISOString()),
    );
  } catch (error) {
    // The other member's account went meanwhile.
    if (constraintViolation(error) === 'foreign-key') throw REFUSALS['not-found']();
    throw error;
  }
  recountUnread(context, member.id, target.id);
  return presentBlockedMember({ id: target.id, username: target.username, blocked_at: since });
}

/** DELETE /api/blocks/:userId: the block ends, if there was one. */
export async function unblockMember(
  context: ModuleContext,
  session: Session,
  targetId: number,
): Promise<void> {
  const member = session.member;
  const target = await blockTarget(context, member, targetId);
  await writeAs(context, session, (trx) => deleteBlock(trx, member.id, target.id));
  recountUnread(context, member.id, target.id);
}
