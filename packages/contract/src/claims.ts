import { z } from 'zod';

/** Donation claims (spec 001 §3, §4, §5, §7, §8). */

/** The spec shows no rule for the claim's message; a short note to the donor is enough. */
export const CLAIM_MESSAGE_MAX = 500;

export const CLAIM_MESSAGES = {
  sent: 'Claim sent to the donator!',
  loginRequired: 'You must be logged in!',
  failed: 'Something went wrong!',
  ownPost: 'You cannot claim your own item.',
  notAvailable: 'This item is no longer available to claim.',
  postNotFound: 'Post not found',
  alreadyClaimed: 'You have already claimed this item. Please wait for the donor to answer.',
  limitReached: 'You have sent many claims in the last hour. Please try again later.',
  messageTooLong: `The message can be at most ${CLAIM_MESSAGE_MAX} characters.`,
  postIdInvalid: 'post_id must be the id of a post.',
  postIdRequired: 'post_id is required',
} as const;

const POST_ID_MAX = 2 ** 31 - 1;

/** The id of the claimed post: a number, or its digits (the earlier client sent the route's id). */
const postIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? CLAIM_MESSAGES.postIdRequired : CLAIM_MESSAGES.postIdInvalid,
    })
    .int(CLAIM_MESSAGES.postIdInvalid)
    .positive(CLAIM_MESSAGES.postIdInvalid)
    .max(POST_ID_MAX, CLAIM_MESSAGES.postIdInvalid),
);

/** The optional note to the donor, as typed in the claim dialog. */
const claimMessageSchema = z.string().trim().max(CLAIM_MESSAGE_MAX, CLAIM_MESSAGES.messageTooLong);

/** POST /api/donations/claims: an empty message is no message. */
export const createClaimRequestSchema = z.object({
  post_id: postIdSchema,
  message: claimMessageSchema.nullish().transform((message) => message || undefined),
});
export type CreateClaimRequest = z.input<typeof createClaimRequestSchema>;
export type ParsedCreateClaimRequest = z.output<typeof createClaimRequestSchema>;

export const createClaimReplySchema = z.object({
  message: z.string(),
  claim_id: z.number().int(),
});
export type CreateClaimReply = z.infer<typeof createClaimReplySchema>;

/** GET /api/donations/claims/count/:userId: claims waiting for this donor's answer. */
export const pendingClaimsCountReplySchema = z.object({ pendingClaims: z.number().int() });
export type PendingClaimsCountReply = z.infer<typeof pendingClaimsCountReplySchema>;
