import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { healthReplySchema } from '@tabarru/contract/health';

import { pingDatabase, type DatabaseHandle } from '../../db/database';

/** GET /health answers 200 only while the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { response: { 200: healthReplySchema, 503: healthReplySchema } },
    },
    async (_request, reply) => {
      const databaseAnswers = await pingDatabase(database.db);
      if (!databaseAnswers) {
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
