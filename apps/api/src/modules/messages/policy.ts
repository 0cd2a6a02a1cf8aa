import { canSeePost, type PostAccess, type Viewer } from '../posts/policy';

/** Why a member may not write to another, or null when they may. */
export type MessageRefusal = 'to-self' | 'not-found' | 'blocked';

interface Member {
  id: number;
}

/**
 * Whether `sender` may message the member `receiverId` (found as `receiver`, or undefined when
 * no such member exists): anyone but themselves, unless either of the two blocked the other
 * (`blocked`), which stops messages both ways. The one place these rules live:
 * sending, a conversation's history, reading and typing all ask it.
 */
export function messageRefusal(
  sender: Member,
  receiverId: number,
  receiver: Member | undefined,
  blocked: boolean,
): MessageRefusal | null {
  if (receiverId === sender.id) return 'to-self';
  if (!receiver || receiver.id !== receiverId) return 'not-found';
  if (blocked) return 'blocked';
  return null;
}

/** Why a message may not be about a post, or null when it may. */
export type MessageItemRefusal = 'not-found' | 'of-another';

/**
 * Whether a message of `sender` to `receiverId` may be about `post` (undefined when there is no
 * such post): a post the sender may see (a hidden one is as good as missing, as on its page),
 * of one of the two members, so a conversation is never about a third member's item.
 */
export function messageItemRefusal(
  sender: Viewer,
  receiverId: number,
  post: PostAccess | undefined,
): MessageItemRefusal | null {
  if (!post || !canSeePost(sender, post)) return 'not-found';
  if (post.user_id !== sender.id && post.user_id !== receiverId) return 'of-another';
  return null;
}

/** The two members of a conversation, the smaller id first. */
export interface ConversationPair {
  userAId: number;
  userBId: number;
}

export function conversationPair(oneId: number, otherId: number): ConversationPair {
  return oneId < otherId
    ? { userAId: oneId, userBId: otherId }
    : { userAId: otherId, userBId: oneId };
}

/**
 * A thread: a pair's conversation about one item (the post's id), or about none (null, a
 * message from a profile, and every message of a client that names no item).
 */
export interface ThreadKey extends ConversationPair {
  itemId: number | null;
}

export function conversationThread(
  oneId: number,
  otherId: number,
  itemId: number | null,
): ThreadKey {
  return { ...conversationPair(oneId, otherId), itemId };
}

/** Which side of its conversation a member is: 'a' is the smaller id. */
export type Side = 'a' | 'b';

export function sideOf(memberId: number, otherId: number): Side {
  return memberId < otherId ? 'a' : 'b';
}
