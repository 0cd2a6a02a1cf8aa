import { z } from 'zod';

import { CATEGORIES, REGIONS } from './constants';
import { feedQueryFieldsSchema } from './posts';

/**
 * Saved searches with alerts: a member saves the feed's search and filters, and each
 * new post the feed would show for them tells the member once, a few a day per search, the rest
 * counted in one notification.
 */

/** Saved searches one member may keep. */
export const SAVED_SEARCHES_MAX = 20;

/** Notifications one saved search sends a day (in Amman); the rest are counted in one more. */
export const SEARCH_ALERTS_PER_DAY = 3;

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved: you will hear of new posts that match it.',
  alreadySaved: 'You already saved this search.',
  deleted: 'Saved search deleted.',
  empty: 'Type words to search for, or choose a category or a region, before saving a search.',
  limit: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches: delete one to save another.`,
  notFound: 'Saved search not found',
} as const;

/**
 * POST /api/saved-searches: the feed's own filters, read as the feed reads them (a category or
 * region by any of its names, 'All' or empty for none, the words trimmed).
 */
export const savedSearchCreateSchema = feedQueryFieldsSchema.pick({
  q: true,
  category: true,
  region: true,
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

export const savedSearchIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  /** the words as the member typed them; null for none */
  q: z.string().nullable(),
  category: z.enum(CATEGORIES).nullable(),
  region: z.enum(REGIONS).nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /api/saved-searches: the member's own, the newest first. */
export const savedSearchListReplySchema = z.object({
  savedSearches: z.array(savedSearchSchema),
  max: z.number().int(),
});
export type SavedSearchListReply = z.infer<typeof savedSearchListReplySchema>;

/** POST: 201 with the new search, or 200 with the same search saved before (`created: false`). */
export const savedSearchReplySchema = z.object({
  message: z.string(),
  created: z.boolean(),
  savedSearch: savedSearchSchema,
});
export type SavedSearchReply = z.infer<typeof savedSearchReplySchema>;

export const savedSearchDeleteReplySchema = z.object({ message: z.string() });
export type SavedSearchDeleteReply = z.infer<typeof savedSearchDeleteReplySchema>;
