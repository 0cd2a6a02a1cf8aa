import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';

/** The ceiling per IP over every route (DESIGN §7); stricter limits sit on sensitive routes. */
export const GLOBAL_RATE_LIMIT: RateLimitPluginOptions = {
  max: 600,
  timeWindow: '1 minute',
};

export const CONTACT_RATE_LIMIT: RateLimitOptions = {
  max: 5,
  timeWindow: '15 minutes',
};
