/** Why a member may not write to another, or null when they may. */
export type MessageRefusal = 'to-self' | 'not-found' | 'blocked';

interface Member {
  id: number;
}

/**
 * Whether `sender` may message the member `receiverId` (found as `receiver`, or undefined when
 * no such member exists): anyone but themselves, unless either of the two blocked the other
 * (`blocked`, issue 14), which stops messages both ways. The one place these rules live:
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

/** The two members of a conversation, the smaller id first: a pair has one conversation. */
export interface ConversationPair {
  userAId: number;
  userBId: number;
}

export function conversationPair(oneId: number, otherId: number): ConversationPair {
  return oneId < otherId
    ? { userAId: oneId, userBId: otherId }
    : { userAId: otherId, userBId: oneId };
}

/** Which side of its conversation a member is: 'a' is the smaller id. */
export type Side = 'a' | 'b';

export function sideOf(memberId: number, otherId: number): Side {
  return memberId < otherId ? 'a' : 'b';
}
