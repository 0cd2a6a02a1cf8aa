import { z } from 'zod';

/**
 * Blocking: a member blocks another, so no message goes either way and the blocked
 * member's posts leave the blocker's feed. The blocked member is not told.
 */

export const BLOCK_MESSAGES = {
  blocked: 'Member blocked.',
  unblocked: 'Member unblocked.',
  self: 'You cannot block yourself.',
  /** the refusal of a message, a conversation, a read or typing between a blocked pair */
  messagesBlocked: 'You cannot exchange messages with this member.',
  /** the refusal of a claim on a post of a member of whom either blocked the other */
  claimsBlocked: 'You cannot claim items from this member.',
} as const;

/** A member the signed-in member blocked, and since when. */
export const blockedMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  blocked_at: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

/** GET /api/blocks: the members the caller blocked, the latest first. */
export const blockListReplySchema = z.object({ blocks: z.array(blockedMemberSchema) });
export type BlockListReply = z.infer<typeof blockListReplySchema>;

/** PUT /api/blocks/:userId: the block, new or as it already was. */
export const blockReplySchema = z.object({ message: z.string(), block: blockedMemberSchema });
export type BlockReply = z.infer<typeof blockReplySchema>;

/** DELETE /api/blocks/:userId. */
export const unblockReplySchema = z.object({ message: z.string() });
export type UnblockReply = z.infer<typeof unblockReplySchema>;
