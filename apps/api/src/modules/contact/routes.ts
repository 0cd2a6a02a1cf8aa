import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  contactReplySchema,
  contactRequestSchema,
  CONTACT_SENT_MESSAGE,
} from '@tabarru/contract/contact';

import type { DatabaseHandle } from '../../db/database';
import type { Outbox } from '../../infra/outbox';
import { CONTACT_RATE_LIMIT } from '../../infra/rate-limits';
import { submitContactMessage } from './service';

/** POST /contact: the contact form; stored, then mailed to the administrators. */
export const contactRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  outbox: Outbox;
}> = async (app, { database, outbox }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: { body: contactRequestSchema, response: { 201: contactReplySchema } },
    },
    async (request, reply) => {
      await submitContactMessage({ db: database.db, outbox, log: request.log }, request.body);
      return reply.code(201).send({ message: CONTACT_SENT_MESSAGE });
    },
  );
};
