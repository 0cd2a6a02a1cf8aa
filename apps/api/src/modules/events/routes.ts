import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  createEventReplySchema,
  EVENT_IMAGES_MAX,
  EVENT_MESSAGES,
  eventDetailSchema,
  eventListReplySchema,
} from '@tabarru/contract/events';

import type { ModuleContext } from '../../context';
import { readImageForm } from '../../infra/image-uploads';
import { signedInMember } from '../auth/authenticate';
import { createEvent, eventDetail, eventList, removeEvent } from './service';

/** Any text: an id that cannot name an event is a 404 like an unknown one, not a 400. */
const eventIdParams = z.object({ id: z.string().max(20) });
const messageReply = z.object({ message: z.string() });

/** Community events (spec 001 §7): open to read, administrators create and delete. */
export const eventRoutes: FastifyPluginAsyncZod<{ context: ModuleContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/events',
    { preHandler: app.identify, schema: { response: { 200: eventListReplySchema } } },
    async (request) => eventList(context, request.member),
  );

  app.get(
    '/events/:id',
    { schema: { params: eventIdParams, response: { 200: eventDetailSchema } } },
    async (request) => eventDetail(context, request.params.id),
  );

  app.post(
    '/events',
    { preHandler: app.authorizeAdmin, schema: { response: { 201: createEventReplySchema } } },
    async (request, reply) => {
      const admin = signedInMember(request);
      await context.limit('uploadsPerUser', String(admin.id));
      const form = await readImageForm(request, {
        maxFiles: EVENT_IMAGES_MAX,
        tooManyImages: EVENT_MESSAGES.tooManyImages,
        formName: 'event',
      });
      const eventId = await createEvent(context, admin, form);
      return reply.code(201).send({ message: EVENT_MESSAGES.created, event_id: eventId });
    },
  );

  app.delete(
    '/events/:id',
    {
      preHandler: app.authorizeAdmin,
      schema: { params: eventIdParams, response: { 200: messageReply } },
    },
    async (request) => {
      await removeEvent(context, request.params.id, request.log);
      return { message: EVENT_MESSAGES.deleted };
    },
  );
};
