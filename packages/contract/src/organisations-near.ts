import { z } from 'zod';

import { CATEGORIES, REGIONS } from './constants';
import { dropOffPointReplySchema, ORGANISATION_KINDS } from './organisations';
import { placeIdSchema } from './place-id';

/** The give form suggests at most this many organisations. */
export const ORGANISATIONS_NEAR_MAX = 3;

/**
 * An offer nobody claimed or asked for this many days after it was posted suggests, once, that
 * its donor give it to an organisation near them that collects such items.
 */
export const ORGANISATION_SUGGESTION_DAYS = 14;

/**
 * `GET /api/organisations?category=&place=|region=`: the verified organisations that accept a
 * category, nearest first to a place of the places list (by their drop-off points), else those
 * with a drop-off point in the governorate first.
 */
export const organisationsNearQuerySchema = z.object({
  category: z.enum(CATEGORIES),
  place: placeIdSchema.optional(),
  region: z.enum(REGIONS).optional(),
});
export type OrganisationsNearQuery = z.input<typeof organisationsNearQuerySchema>;

/** An organisation the give form suggests: its nearest drop-off point, and how far it is. */
export const organisationNearSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  nearest_point: dropOffPointReplySchema.nullable(),
  /** from the place asked about to that point's place, rounded; null without a place */
  distance_km: z.number().nullable(),
});
export type OrganisationNear = z.infer<typeof organisationNearSchema>;

export const organisationsNearReplySchema = z.object({
  organisations: z.array(organisationNearSchema),
});
export type OrganisationsNearReply = z.infer<typeof organisationsNearReplySchema>;
