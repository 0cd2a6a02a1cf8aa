import { z } from 'zod';

import { placeIdSchema } from './place-id';
import { placeReplySchema } from './place-schemas';

/** PUT /api/users/me/home-place: the member's home place by its id, or null to clear it. */
export const homePlaceRequestSchema = z.object({ place: placeIdSchema.nullable() });
export type HomePlaceRequest = z.input<typeof homePlaceRequestSchema>;

export const homePlaceReplySchema = z.object({ home_place: placeReplySchema.nullable() });
export type HomePlaceReply = z.infer<typeof homePlaceReplySchema>;
