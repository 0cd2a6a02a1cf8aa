import { z } from 'zod';

/** GET /health */
export const healthReplySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

/** GET /: what this host is, for whoever opens the API's address in a browser. */
export const apiIndexReplySchema = z.object({
  name: z.string(),
  reference: z.string(),
  health: z.string(),
});
