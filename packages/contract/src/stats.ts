import { z } from 'zod';

/**
 * GET /api/stats/counts: the three numbers of the home page. `posts` are the posts the feed shows,
 * `users` every account, `totalEventsHosted` every event ever created. Its constants are in
 * stats-constants.ts, which the home page can load without zod.
 */
export const statsCountsReplySchema = z.object({
  posts: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  totalEventsHosted: z.number().int().nonnegative(),
});
export type StatsCountsReply = z.infer<typeof statsCountsReplySchema>;
