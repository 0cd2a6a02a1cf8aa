import { z } from 'zod';

import { eventToday } from '@tabarru/contract/event-time';
import {
  createEventReplySchema,
  EVENT_IMAGES_MAX,
  EVENT_MESSAGES,
  eventDetailSchema,
  eventFieldsSchema,
  eventListReplySchema,
} from '@tabarru/contract/events';

import type { ModuleRoutes } from '../../context';
import { readMultipartForm } from '../../infra/multipart-form';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf } from '../sessions/service';
import { createEvent, eventDetail, eventList, removeEvent } from './service';

const tags = ['events'];

/** Any text: an id that cannot name an event is a 404 like an unknown one, not a 400. */
const eventIdParams = z.object({ id: z.string().max(20) });
const messageReply = z.object({ message: z.string() });

/** Community events: open to read, administrators create and delete. */
export const eventRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/events',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Upcoming events, and past ones for an administrator',
        response: { 200: eventListReplySchema },
      },
    },
    async (request) => eventList(context, request.member),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'One event',
        params: eventIdParams,
        response: { 200: eventDetailSchema },
      },
    },
    async (request) => eventDetail(context, request.params.id),
  );

  app.post(
    '/events',
    {
      onRequest: app.authorizeAdmin,
      handlerTimeout: context.timeLimits.uploadMs,
      config: { limits: [limitBy('uploadsPerUser', byMember)] },
      schema: {
        tags,
        summary: 'Create an event with its photos (multipart)',
        // The reference shows the fields, not the date rule, so any day builds the same document.
        multipartForm: {
          fields: eventFieldsSchema(eventToday()),
          images: { min: 1, max: EVENT_IMAGES_MAX },
        },
        response: { 201: createEventReplySchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        maxFiles: EVENT_IMAGES_MAX,
        tooManyFiles: EVENT_MESSAGES.tooManyImages,
        formName: 'event',
      });
      const eventId = await createEvent(context, sessionOf(request), form);
      return reply.code(201).send({ message: EVENT_MESSAGES.created, event_id: eventId });
    },
  );

  app.delete(
    '/events/:id',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags,
        summary: 'Delete an event',
        params: eventIdParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await removeEvent(context, sessionOf(request), request.params.id, request.log);
      return { message: EVENT_MESSAGES.deleted };
    },
  );
};
