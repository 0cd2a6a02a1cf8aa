import { z } from 'zod';

import { ERROR_CODES, withCode } from './errors';
import { placeById } from './place-search';

/** A place by its id (places.ts), kept as the id. Loads the list of places. */
export const placeIdSchema = z.string().refine((id) => placeById(id) !== undefined, {
  message: 'Unknown place',
  params: withCode(ERROR_CODES.placeInvalid),
});
