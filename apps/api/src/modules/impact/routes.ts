import { siteImpactReplySchema } from '@tabarru/contract/impact-schemas';
import { STATS_CACHE_SECONDS } from '@tabarru/contract/stats-constants';

import type { ModuleRoutes } from '../../context';
import { siteImpact } from './service';

/** The site's impact, open to everyone, cached like the home statistics. */
export const impactRoutes: ModuleRoutes = async (app, { context }) => {
  const impact = siteImpact(context);

  app.get(
    '/api/stats/impact',
    {
      schema: {
        tags: ['statistics'],
        summary: "The site's estimated impact",
        response: { 200: siteImpactReplySchema },
      },
    },
    async (_request, reply) => {
      const answer = await impact();
      // Only a real answer may be kept by browsers, never an error.
      reply.header('Cache-Control', `public, max-age=${STATS_CACHE_SECONDS}`);
      return { impact: answer };
    },
  );
};
