import {
  adminContactMessageListReplySchema,
  adminContactMessageReplySchema,
  contactHandledRequestSchema,
  contactMessageIdParamsSchema,
  contactReplySchema,
  contactRequestSchema,
  CONTACT_SENT_MESSAGE,
} from '@tabarru/contract/contact';

import type { ModuleRoutes } from '../../context';
import { byIp, limitBy } from '../../infra/route-limits';
import { sessionOf } from '../sessions/service';
import { contactInbox, markContactMessage, submitContactMessage } from './service';

/**
 * POST /contact: the contact form; stored, then mailed to the administrators, who read and mark
 * them handled in the admin area.
 */
export const contactRoutes: ModuleRoutes = async (app, { context }) => {
  // Open to visitors; a signed-in member's message is kept as theirs (their data download has it).
  app.post(
    '/contact',
    {
      onRequest: app.identify,
      config: { limits: [limitBy('contactPerIp', byIp)] },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the administrators',
        body: contactRequestSchema,
        response: { 201: contactReplySchema },
      },
    },
    async (request, reply) => {
      await submitContactMessage(context, request.log, request.body, request.session);
      return reply.code(201).send({ message: CONTACT_SENT_MESSAGE });
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'List the contact messages, open ones first',
        response: { 200: adminContactMessageListReplySchema },
      },
    },
    async () => contactInbox(context),
  );

  app.put(
    '/admin/contact-messages/:id/handled',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled, or open again',
        params: contactMessageIdParamsSchema,
        body: contactHandledRequestSchema,
        response: { 200: adminContactMessageReplySchema },
      },
    },
    async (request) =>
      markContactMessage(context, sessionOf(request), request.params.id, request.body.handled),
  );
};
