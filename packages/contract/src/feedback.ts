import { z } from 'zod';

/** Member feedback: ratings and comments. */

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A few sentences about a handover are enough for a comment. */
export const FEEDBACK_COMMENT_MAX = 500;

/** After a rating is given or deleted, the member's page reads it again this much later. */
export const FEEDBACK_REFRESH_DELAY_MS = 1500;

/** The newest feedback shown on a member's page and in their profile. */
export const FEEDBACK_SHOWN = 50;

export const FEEDBACK_MESSAGES = {
  submitted: 'Feedback submitted!',
  deleted: 'Feedback deleted.',
  alreadySubmitted: 'You already submitted feedback.',
  loginAndRating: 'Please login and select a rating.',
  submitFailed: 'Failed to submit feedback.',
  deleteFailed: 'Failed to delete feedback.',
  self: 'You cannot rate yourself.',
  noHandover: 'You can rate a member once a handover between you has been confirmed.',
  notFound: 'You have no feedback on this member.',
  ratingInvalid: `rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}.`,
  commentTooLong: `The comment can be at most ${FEEDBACK_COMMENT_MAX} characters.`,
  receiverIdInvalid: 'receiver_id must be the id of a member.',
  receiverIdRequired: 'receiver_id is required',
  promptDismissed: 'We will not ask you to rate this member again.',
} as const;

/** The handovers a member is asked to rate after, at most (one prompt per other member). */
export const RATING_PROMPTS_SHOWN = 20;

const ID_MAX = 2 ** 31 - 1;

/** The rated member: a number, or its digits (the earlier product's web client sends the id from its route). */
const receiverIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? FEEDBACK_MESSAGES.receiverIdRequired
          : FEEDBACK_MESSAGES.receiverIdInvalid,
    })
    .int(FEEDBACK_MESSAGES.receiverIdInvalid)
    .positive(FEEDBACK_MESSAGES.receiverIdInvalid)
    .max(ID_MAX, FEEDBACK_MESSAGES.receiverIdInvalid),
);

/** A whole number of stars from 1 to 5; "5" (a string) or 3.5 is not a rating. */
export const ratingSchema = z
  .number({ error: FEEDBACK_MESSAGES.ratingInvalid })
  .int(FEEDBACK_MESSAGES.ratingInvalid)
  .min(RATING_MIN, FEEDBACK_MESSAGES.ratingInvalid)
  .max(RATING_MAX, FEEDBACK_MESSAGES.ratingInvalid);

export const feedbackCommentSchema = z
  .string()
  .trim()
  .max(FEEDBACK_COMMENT_MAX, FEEDBACK_MESSAGES.commentTooLong);

/** POST /api/feedback: a blank comment is no comment. */
export const createFeedbackRequestSchema = z.object({
  receiver_id: receiverIdSchema,
  rating: ratingSchema,
  comment: feedbackCommentSchema.nullish().transform((comment) => comment || null),
});
export type CreateFeedbackRequest = z.input<typeof createFeedbackRequestSchema>;
export type ParsedCreateFeedbackRequest = z.output<typeof createFeedbackRequestSchema>;

export const feedbackEntrySchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  giver_id: z.number().int(),
  giver_username: z.string(),
  created_at: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/**
 * Whether the viewer may rate this member: `may_rate`, `rated` (their feedback is in the list,
 * which they may delete), `no_handover` (no confirmed handover between them yet), `self`, or
 * `signed_out`.
 */
export const RATING_STANDINGS = ['may_rate', 'rated', 'no_handover', 'self', 'signed_out'] as const;
export type RatingStanding = (typeof RATING_STANDINGS)[number];

/** GET /api/feedback/:userId, with the count and the viewer's standing. */
export const feedbackListReplySchema = z.object({
  /** the newest first; the viewer's own feedback always among them */
  feedbacks: z.array(feedbackEntrySchema),
  /** the mean rating to one decimal, null before the first */
  average_rating: z.number().nullable(),
  rating_count: z.number().int(),
  viewer_standing: z.enum(RATING_STANDINGS),
});
export type FeedbackListReply = z.infer<typeof feedbackListReplySchema>;

export const createFeedbackReplySchema = z.object({
  message: z.string(),
  feedback: feedbackEntrySchema,
});
export type CreateFeedbackReply = z.infer<typeof createFeedbackReplySchema>;

export const deleteFeedbackReplySchema = z.object({ message: z.string() });
export type DeleteFeedbackReply = z.infer<typeof deleteFeedbackReplySchema>;

/**
 * After a confirmed handover each member is asked to rate the other, once, until they rate or
 * dismiss it: the latest handover with each member not rated yet. `role` is the signed-in
 * member's part in it.
 */
export const ratingPromptSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  role: z.enum(['donor', 'receiver']),
  post_id: z.number().int(),
  post_title: z.string(),
  handed_over_at: z.string().nullable(),
});
export type RatingPrompt = z.infer<typeof ratingPromptSchema>;

/** GET /api/feedback/prompts */
export const ratingPromptsReplySchema = z.object({ prompts: z.array(ratingPromptSchema) });
export type RatingPromptsReply = z.infer<typeof ratingPromptsReplySchema>;

/** DELETE /api/feedback/prompts/:userId */
export const dismissRatingPromptReplySchema = z.object({ message: z.string() });
