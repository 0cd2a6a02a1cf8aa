import { z } from 'zod';

import type { ErrorReply } from './errors';

/** The schema of every error reply (errors.ts has its type and codes, without zod). */
export const errorReplySchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
}) satisfies z.ZodType<ErrorReply>;
