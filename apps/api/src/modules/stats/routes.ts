import { statsCountsReplySchema } from '@tabarru/contract/stats';
import { STATS_CACHE_SECONDS } from '@tabarru/contract/stats-constants';

import type { ModuleRoutes } from '../../context';
import { homeStatistics } from './service';

/** The home statistics, open to everyone; browsers may keep them as long as we do. */
export const statsRoutes: ModuleRoutes = async (app, { context }) => {
  const statistics = homeStatistics(context);

  app.get(
    '/api/stats/counts',
    {
      schema: {
        tags: ['statistics'],
        summary: "The home page's counts",
        response: { 200: statsCountsReplySchema },
      },
    },
    async (_request, reply) => {
      const answer = await statistics();
      // Only a real answer may be kept by browsers, never an error.
      reply.header('Cache-Control', `public, max-age=${STATS_CACHE_SECONDS}`);
      return answer;
    },
  );
};
