import { userIdParamsSchema } from '@tabarru/contract/accounts';
import {
  wantedCreateSchema,
  wantedIdParamsSchema,
  wantedListReplySchema,
  wantedReplySchema,
} from '@tabarru/contract/wanted';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf } from '../sessions/service';
import { createWanted, editWanted, memberWanted, renewWantedPost } from './service';

const tags = ['wanted posts'];

/**
 * Wanted posts: created, edited and renewed here; the feed (`GET /posts?kind=wanted`), a
 * post's page, reports and the admin lists read them as posts.
 */
export const wantedRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/api/wanted',
    {
      onRequest: app.authenticate,
      // A wanted post is a post written: it counts against the same budget as giving ones.
      config: { limits: [limitBy('uploadsPerUser', byMember)] },
      schema: {
        tags,
        summary: 'Ask for an item',
        body: wantedCreateSchema,
        response: { 201: wantedReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWanted(context, sessionOf(request), request.body)),
  );

  app.put(
    '/api/wanted/:id',
    {
      onRequest: app.authenticate,
      // An edit is a post written, like a giving post's edit.
      config: { limits: [limitBy('uploadsPerUser', byMember)] },
      schema: {
        tags,
        summary: "Edit one's wanted post",
        params: wantedIdParamsSchema,
        body: wantedCreateSchema,
        response: { 200: wantedReplySchema },
      },
    },
    (request) => editWanted(context, sessionOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/wanted/:id/renew',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Run one's wanted post for another 30 days",
        params: wantedIdParamsSchema,
        response: { 200: wantedReplySchema },
      },
    },
    (request) => renewWantedPost(context, sessionOf(request), request.params.id),
  );

  app.get(
    '/api/users/:userId/wanted',
    {
      schema: {
        tags,
        summary: 'What a member is looking for',
        params: userIdParamsSchema,
        response: { 200: wantedListReplySchema },
      },
    },
    (request) => memberWanted(context, request.params.userId),
  );
};
