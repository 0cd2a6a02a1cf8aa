/** Why a member may not write to another, or null when they may. */
export type MessageRefusal = 'to-self' | 'not-found';

interface Member {
  id: number;
}

/**
 * Whether `sender` may message the member `receiverId` (found as `receiver`, or undefined when
 * no such member exists): anyone but themselves. The one place later rules join (a member who
 * blocked the sender, issue 14): sending, a conversation's history, reading and typing all ask it.
 */
export function messageRefusal(
  sender: Member,
  receiverId: number,
  receiver: Member | undefined,
): MessageRefusal | null {
  if (receiverId === sender.id) return 'to-self';
  if (!receiver || receiver.id !== receiverId) return 'not-found';
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
