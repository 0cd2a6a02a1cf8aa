import { z } from 'zod';

import { CATEGORIES, REGIONS } from './constants';
import { ERROR_CODES, withCode } from './errors';
import { WITHIN_KM_OPTIONS } from './geo';
import { placeReplySchema } from './place-schemas';
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
  empty:
    'Type words to search for, or choose a category or a region, or a place and a distance, before saving a search.',
  limit: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches: delete one to save another.`,
  notFound: 'Saved search not found',
} as const;

/**
 * POST /api/saved-searches: the feed's own filters, read as the feed reads them (a category or
 * region by any of its names, 'All' or empty for none, the words trimmed, a place by its id and
 * a distance of the feed's). A place and a distance come together: a distance needs a place to
 * measure from, as in the feed, and a place without a distance would narrow nothing, since the
 * feed near a place without one shows all of Jordan. A browser's own point (the feed's `near`)
 * is never saved: the web saves the place nearest it (place-search.ts, nearestPlace).
 */
export const savedSearchCreateSchema = feedQueryFieldsSchema
  .pick({ q: true, category: true, region: true, place: true, within_km: true })
  .superRefine((search, context) => {
    if (search.place === undefined && search.within_km !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['within_km'],
        message: 'within_km needs place',
        params: withCode(ERROR_CODES.nearRequired),
      });
    }
    if (search.place !== undefined && search.within_km === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['within_km'],
        message: `place needs within_km, one of: ${WITHIN_KM_OPTIONS.join(', ')}`,
        params: withCode(ERROR_CODES.distanceInvalid),
      });
    }
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
  /** the place it measures from, named in both languages; null for none */
  place: placeReplySchema.nullable(),
  /** how far from the place, in km; null without a place */
  within_km: z.number().int().nullable(),
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
