import { z } from 'zod';

/** GET /health */
export const healthReplySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});
