/**
 * The shapes of places and points in requests and replies. Kept free of the list of places, so a
 * page that only reads replies does not load it; a place by its id is checked by place-id.ts.
 */
import { z } from 'zod';

import { ERROR_CODES, withCode } from './errors';
import { isInJordanBounds, parsePoint, type Point } from './geo';
import type { Place } from './places';

/** One of Jordan's places in a reply, named in both languages so a page shows its own. */
export const placeReplySchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
});
export type PlaceReply = z.infer<typeof placeReplySchema>;

export function placeReplyOf(place: Place): PlaceReply {
  return { id: place.id, name_en: place.en, name_ar: place.ar };
}

/** A point in degrees (WGS84) in a reply. */
export const pointReplySchema = z.object({ lat: z.number(), lng: z.number() });

/** 'lat,lng' within Jordan, read as a point. */
export const pointSchema = z.string().transform((text, context): Point => {
  const point = parsePoint(text.trim());
  if (point === undefined) {
    context.addIssue({
      code: 'custom',
      message: "A point is written 'latitude,longitude', e.g. 31.95,35.91",
      params: withCode(ERROR_CODES.pointInvalid),
    });
    return z.NEVER;
  }
  if (!isInJordanBounds(point)) {
    context.addIssue({
      code: 'custom',
      message: 'The point must be in Jordan',
      params: withCode(ERROR_CODES.pointOutsideJordan),
    });
    return z.NEVER;
  }
  return point;
});
