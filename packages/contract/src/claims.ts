import { z } from 'zod';

/** GET /api/donations/claims/count/:userId: claims waiting for this donor's answer. */
export const pendingClaimsCountReplySchema = z.object({ pendingClaims: z.number().int() });
export type PendingClaimsCountReply = z.infer<typeof pendingClaimsCountReplySchema>;
