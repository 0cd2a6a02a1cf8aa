import { z } from 'zod';

import { CLAIM_STATUSES } from './constants';

/** Donation claims. */

/** A short note to the donor is enough for a claim's message. */
export const CLAIM_MESSAGE_MAX = 500;

/**
 * Fair claiming: the most claims one member may have waiting for donors at once
 * (docs/decisions.md says why five).
 */
export const CLAIM_PENDING_MAX = 5;

/** The newest claims of their own a member sees under My requests. */
export const MY_REQUESTS_SHOWN = 50;

/** The oldest pending claims on a donor's items /myclaims lists at once. */
export const PENDING_CLAIMS_SHOWN = 100;

export const CLAIM_MESSAGES = {
  sent: 'Claim sent to the donator!',
  loginRequired: 'You must be logged in!',
  failed: 'Something went wrong!',
  ownPost: 'You cannot claim your own item.',
  notAvailable: 'This item is no longer available to claim.',
  postNotFound: 'Post not found',
  alreadyClaimed: 'You have already claimed this item. Please wait for the donor to answer.',
  limitReached: 'You have sent many claims in the last hour. Please try again later.',
  quotaReached: `You already have ${CLAIM_PENDING_MAX} claims waiting for their donors. Please wait until a donor answers one of them.`,
  claimNotFound: 'Claim not found',
  notYourDonation: 'Only the donor of this item can confirm or decline its claims.',
  notPending: 'This claim has already been confirmed or declined.',
  onlyOwnClaims: 'You can only see the claims on your own donations.',
  confirmed: 'Claim confirmed successfully.',
  declined: 'Claim declined successfully.',
  seen: 'Decisions marked as seen.',
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

/**
 * GET /api/donations/claims/count/:userId: claims waiting for this donor's answer, and the
 * answers to this member's own claims they have not seen yet (a field the earlier product's
 * web client ignores).
 */
export const pendingClaimsCountReplySchema = z.object({
  pendingClaims: z.number().int(),
  unseenDecisions: z.number().int(),
  /** members the member had a confirmed handover with and may rate, not rated nor dismissed */
  ratingPrompts: z.number().int(),
});
export type PendingClaimsCountReply = z.infer<typeof pendingClaimsCountReplySchema>;

/** `:claimId` in a path: a positive integer id. */
export const claimIdParamsSchema = z.object({
  claimId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** A pending claim on one of the donor's items, with the item's photo. */
const pendingClaimSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  title: z.string(),
  /** the item's cover thumbnail, null when it has none */
  attached_photo_url: z.string().nullable(),
  receiver_id: z.number().int(),
  receiver_username: z.string(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type PendingClaim = z.infer<typeof pendingClaimSchema>;

/** GET /api/donations/claims/:userId: the claims waiting for this donor, oldest first. */
export const pendingClaimsReplySchema = z.array(pendingClaimSchema);

/** PUT /api/donations/claims/:claimId/confirm and …/decline. */
export const claimDecisionReplySchema = z.object({
  message: z.string(),
  claim_id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
});
export type ClaimDecisionReply = z.infer<typeof claimDecisionReplySchema>;

/** One of the member's own claims under My requests, with where it stands. */
const myRequestSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  title: z.string(),
  attached_photo_url: z.string().nullable(),
  donor_id: z.number().int(),
  donor_username: z.string(),
  message: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  created_at: z.string(),
  /** when the donor confirmed or declined it; null while pending */
  decided_at: z.string().nullable(),
  /** a decision the member has not seen yet: counted on the badge until marked seen */
  unseen: z.boolean(),
});
export type MyRequest = z.infer<typeof myRequestSchema>;

/** GET /api/donations/requests: the member's own claims, newest first. */
export const myRequestsReplySchema = z.array(myRequestSchema);

/** PUT /api/donations/requests/seen: the decisions the member has now seen. */
export const markDecisionsSeenRequestSchema = z.object({
  claim_ids: z.array(z.number().int().positive()).min(1).max(MY_REQUESTS_SHOWN),
});
export type MarkDecisionsSeenRequest = z.infer<typeof markDecisionsSeenRequestSchema>;

export const markDecisionsSeenReplySchema = z.object({
  message: z.string(),
  /** how many of the given claims were unseen decisions and are now seen */
  seen: z.number().int(),
});
export type MarkDecisionsSeenReply = z.infer<typeof markDecisionsSeenReplySchema>;
