import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { closeConnectionsWhenClosing } from './infra/graceful-close';
import { registerErrorHandling } from './infra/http-errors';
import type { Outbox } from './infra/outbox';
import { GLOBAL_RATE_LIMIT } from './infra/rate-limits';
import { contactRoutes } from './modules/contact/routes';
import { healthRoutes } from './modules/health/routes';

/** What the routes need from the outside world; tests pass real ones on a fresh database. */
export interface AppServices {
  database: DatabaseHandle;
  outbox: Outbox;
  jwtSecret: string;
}

const JSON_BODY_LIMIT = 100 * 1024;

export async function buildApp(config: Config, services: AppServices) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.jwt_token', 'req.headers.cookie'],
    },
    bodyLimit: JSON_BODY_LIMIT,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  closeConnectionsWhenClosing(app);

  await app.register(helmet, {
    // Images and JSON are read by the web app from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: config.publicWebUrl,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'jwt_token'],
    maxAge: 600,
  });
  if (config.rateLimits) {
    await app.register(rateLimit, GLOBAL_RATE_LIMIT);
  } else {
    app.log.warn('RATE_LIMITS=off: request-rate limits are lifted (load tests only)');
  }

  await app.register(healthRoutes, { database: services.database });
  await app.register(contactRoutes, { database: services.database, outbox: services.outbox });

  return app;
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
