import { z } from 'zod';

/** Reports, flagged posts and their review. */

export const REPORT_REASONS = ['spam', 'scam', 'prohibited', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_NOTE_MAX = 500;
/** Reports of one version of a post by this many different members hide it until reviewed. */
export const REPORTS_TO_HIDE = 2;

export const MODERATION_MESSAGES = {
  reported: 'Thank you. Our team will review this post.',
  alreadyReported: 'You have already reported this post.',
  ownPost: 'You cannot report your own post.',
  approved: 'Post approved',
  reasonRequired: 'Please choose a reason',
  noteTooLong: `The note can be at most ${REPORT_NOTE_MAX} characters.`,
} as const;

/** POST /posts/:id/report: why, and an optional note for the administrators. */
export const reportRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, MODERATION_MESSAGES.noteTooLong)
    .nullish()
    .transform((note) => note || undefined),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ParsedReportRequest = z.output<typeof reportRequestSchema>;

/** A second report of the same version by the same member counts once: `already_reported`. */
export const reportReplySchema = z.object({
  message: z.string(),
  already_reported: z.boolean(),
});
export type ReportReply = z.infer<typeof reportReplySchema>;

const reasonCountSchema = z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() });
export type ReasonCount = z.infer<typeof reasonCountSchema>;

/**
 * A post waiting in /admin/flagged and why: the reports made since it was last approved, by reason,
 * with their notes, and what the blocklist found in its text.
 */
const flaggedPostSchema = z.object({
  post_id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  username: z.string(),
  /** the poster's account email */
  email: z.string(),
  primary_image_url: z.string().nullable(),
  created_at: z.string(),
  flagged_at: z.string().nullable(),
  reports: z.array(reasonCountSchema),
  notes: z.array(z.object({ reason: z.enum(REPORT_REASONS), note: z.string() })),
  blocklist_matches: z.array(z.string()),
});
export type FlaggedPost = z.infer<typeof flaggedPostSchema>;

/** GET /admin/flagged-posts: flagged posts, the longest waiting first. */
export const flaggedPostListReplySchema = z.array(flaggedPostSchema);

/** PUT /admin/posts/:id/approve */
export const approvePostReplySchema = z.object({ message: z.string(), post_id: z.number().int() });
export type ApprovePostReply = z.infer<typeof approvePostReplySchema>;
