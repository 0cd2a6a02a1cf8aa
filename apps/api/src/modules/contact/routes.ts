import {
  contactReplySchema,
  contactRequestSchema,
  CONTACT_SENT_MESSAGE,
} from '@tabarru/contract/contact';

import type { ModuleRoutes } from '../../context';
import { byIp, limitBy } from '../../infra/route-limits';
import { submitContactMessage } from './service';

/** POST /contact: the contact form; stored, then mailed to the administrators. */
export const contactRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/contact',
    {
      config: { limits: [limitBy('contactPerIp', byIp)] },
      schema: { body: contactRequestSchema, response: { 201: contactReplySchema } },
    },
    async (request, reply) => {
      await submitContactMessage(context, request.log, request.body);
      return reply.code(201).send({ message: CONTACT_SENT_MESSAGE });
    },
  );
};
