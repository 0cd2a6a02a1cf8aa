import { z } from 'zod';

import type { Impact } from './impact';

/** An impact estimate (impact.ts): items given, whole kilograms and whole kilograms of CO2e. */
export const impactSchema = z.object({
  items: z.number().int().nonnegative(),
  kilograms: z.number().int().nonnegative(),
  co2eKg: z.number().int().nonnegative(),
}) satisfies z.ZodType<Impact>;

/** GET /api/stats/impact: the site's impact, from every confirmed handover. */
export const siteImpactReplySchema = z.object({ impact: impactSchema });
export type SiteImpactReply = z.infer<typeof siteImpactReplySchema>;
