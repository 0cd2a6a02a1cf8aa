import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { statsCountsReplySchema, type StatsCountsReply } from '@tabarru/contract/stats';
import { STATS_CACHE_SECONDS } from '@tabarru/contract/stats-constants';

import type { ModuleContext } from '../../context';
import { PromiseCache } from '../../infra/promise-cache';
import { countStats } from './queries';

export interface StatsRouteOptions {
  context: ModuleContext;
  /** the cache's clock; tests move their own */
  now?: () => number;
}

/**
 * The home statistics (spec 001 §7), open to everyone. Every visitor of the home page asks, so
 * one computation serves this instance for STATS_CACHE_SECONDS and browsers may keep the reply
 * as long: the numbers are a greeting, not a ledger.
 */
export const statsRoutes: FastifyPluginAsyncZod<StatsRouteOptions> = async (
  app,
  { context, now },
) => {
  const counts = new PromiseCache<StatsCountsReply>(STATS_CACHE_SECONDS * 1000, 1, now);

  app.get(
    '/api/stats/counts',
    { schema: { response: { 200: statsCountsReplySchema } } },
    async (_request, reply) => {
      const answer = await counts.get('counts', () => countStats(context.db));
      // Only a real answer may be kept by browsers, never an error.
      reply.header('Cache-Control', `public, max-age=${STATS_CACHE_SECONDS}`);
      return answer;
    },
  );
};
