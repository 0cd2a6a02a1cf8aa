import { z } from 'zod';

import { dropOffPointReplySchema } from './organisations';
import { placeIdSchema } from './place-id';

/** An organisation lists at most this many drop-off points. */
export const DROP_OFF_POINTS_MAX = 10;
export const DROP_OFF_TEXT_MAX = 200;

const dropOffTextSchema = z.string().trim().min(1).max(DROP_OFF_TEXT_MAX);

/**
 * Where people may bring what an organisation accepts, and when: a place of the places list
 * (its centre puts the point on a map and measures how near it is), the address and the opening
 * hours in both languages, as the organisation writes them ("Sat to Thu, 9:00 to 17:00").
 */
export const dropOffPointSchema = z.object({
  place: placeIdSchema,
  address_en: dropOffTextSchema,
  address_ar: dropOffTextSchema,
  hours_en: dropOffTextSchema,
  hours_ar: dropOffTextSchema,
});
export type DropOffPoint = z.input<typeof dropOffPointSchema>;

/** `PUT /api/organisations/mine/drop-off-points`: every point, in the order shown; [] clears them. */
export const dropOffPointsRequestSchema = z.object({
  points: z.array(dropOffPointSchema).max(DROP_OFF_POINTS_MAX),
});
export type DropOffPointsRequest = z.input<typeof dropOffPointsRequestSchema>;

export const dropOffPointsReplySchema = z.object({
  message: z.string(),
  drop_off_points: z.array(dropOffPointReplySchema),
});
