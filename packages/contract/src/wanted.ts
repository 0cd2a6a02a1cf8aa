import { z } from 'zod';

import { CATEGORIES, REGIONS } from './constants';
import { canonicalCategory, canonicalRegion } from './canonical-names';
import { POST_DESCRIPTION_MAX, POST_TITLE_MAX } from './posts';

/**
 * Wanted posts: a member says what they are looking for; others answer with a
 * message. A wanted post needs no photo and leaves the feed after WANTED_DAYS unless renewed.
 */

export const WANTED_DAYS = 30;

export const WANTED_MESSAGES = {
  created: 'Wanted post created.',
  updated: 'Wanted post updated.',
  renewed: 'Wanted post renewed.',
  notClaimable: 'A wanted post is answered by a message, not claimed.',
} as const;

const named = (canonical: (name: string) => string | undefined) => (value: unknown) =>
  typeof value === 'string' ? (canonical(value.trim()) ?? value) : value;

/**
 * POST /api/wanted and PUT /api/wanted/:id: what the member looks for; the category and region
 * by any of their names.
 */
export const wantedCreateSchema = z.object({
  title: z.string().trim().min(1).max(POST_TITLE_MAX),
  description: z.string().trim().min(1).max(POST_DESCRIPTION_MAX),
  category: z.preprocess(named(canonicalCategory), z.enum(CATEGORIES)),
  region: z.preprocess(named(canonicalRegion), z.enum(REGIONS)),
});
export type WantedCreate = z.input<typeof wantedCreateSchema>;

export const wantedIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const wantedPostSchema = z.object({
  post_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  region: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** hidden from other members until an administrator reviews it */
  under_review: z.boolean(),
});
export type WantedPost = z.infer<typeof wantedPostSchema>;

/** POST /api/wanted → 201; PUT /api/wanted/:id and PUT /api/wanted/:id/renew → 200. */
export const wantedReplySchema = z.object({ message: z.string(), wanted: wantedPostSchema });
export type WantedReply = z.infer<typeof wantedReplySchema>;

/** GET /api/users/:userId/wanted: the member's wanted posts still running, the newest first. */
export const wantedListReplySchema = z.object({ wanted: z.array(wantedPostSchema) });
export type WantedListReply = z.infer<typeof wantedListReplySchema>;
