import { apiIndexReplySchema, healthReplySchema } from '@tabarru/contract/health';

import type { ModuleRoutes } from '../../context';
import { pingDatabase } from '../../db/database';

/**
 * GET /health answers 200 only while the database answers. GET / says what the host is and
 * where its reference and health check are, rather than a 404 to a person who opens it.
 */
export const healthRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Name the API and where its reference and health check are',
        response: { 200: apiIndexReplySchema },
      },
    },
    async () => ({
      name: 'Tabarru API',
      reference: `${context.config.publicApiUrl}/docs`,
      health: `${context.config.publicApiUrl}/health`,
    }),
  );

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: { 200: healthReplySchema, 503: healthReplySchema },
      },
    },
    async (_request, reply) => {
      if (!(await pingDatabase(context.db))) {
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
