import {
  ADMIN_MESSAGES,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminMessageReplySchema,
  adminOverviewReplySchema,
  adminPostListReplySchema,
  adminReasonRequestSchema,
  adminUserListReplySchema,
  suspensionReplySchema,
  toggleAdminReplySchema,
} from '@tabarru/contract/admin';
import { NEXT_CURSOR_HEADER } from '@tabarru/contract/constants';
import { SESSION_MESSAGES, sessionsEndedReplySchema } from '@tabarru/contract/sessions';
import type { FastifyReply } from 'fastify';

import type { ModuleRoutes } from '../../context';
import { sessionOf } from '../sessions/service';
import {
  adminPostList,
  adminUserList,
  deleteMemberAsAdministrator,
  deletePostAsAdministrator,
  endMemberSessionsAsAdministrator,
  siteOverview,
  suspendMember,
  toggleAdministrator,
  unsuspendMember,
  type AdminPage,
} from './service';

/**
 * The array of a page, its next cursor in a header so the body stays the bare array the earlier
 * product's web client reads.
 */
function sendPage<Row>(reply: FastifyReply, page: AdminPage<Row>): Row[] {
  if (page.nextCursor !== null) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.rows;
}

/**
 * The admin area's overview, users and posts. Every route checks the role, read from the
 * database, before the body is read; every change is written to the audit log.
 */
export const adminRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/api/admin/overview',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The site week by week over the last half-year, and since the start',
        response: { 200: adminOverviewReplySchema },
      },
    },
    async () => siteOverview(context),
  );

  app.get(
    '/admin/users',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'List or search the members',
        querystring: adminListQuerySchema,
        response: { 200: adminUserListReplySchema },
      },
    },
    async (request, reply) => sendPage(reply, await adminUserList(context, request.query)),
  );

  app.put(
    '/admin/users/:id/toggle-admin',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Promote or demote a member',
        params: adminIdParamsSchema,
        response: { 200: toggleAdminReplySchema },
      },
    },
    async (request) => toggleAdministrator(context, sessionOf(request), request.params.id),
  );

  app.put(
    '/admin/users/:id/end-sessions',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'End every session of a member: they must sign in again',
        params: adminIdParamsSchema,
        response: { 200: sessionsEndedReplySchema },
      },
    },
    async (request) => ({
      message: SESSION_MESSAGES.memberSessionsEnded,
      ended: await endMemberSessionsAsAdministrator(context, sessionOf(request), request.params.id),
    }),
  );

  app.put(
    '/admin/users/:id/suspend',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Suspend a member: their sessions end, they cannot sign in, their posts are hidden',
        params: adminIdParamsSchema,
        body: adminReasonRequestSchema,
        response: { 200: suspensionReplySchema },
      },
    },
    async (request) =>
      suspendMember(context, sessionOf(request), request.params.id, request.body?.reason),
  );

  app.put(
    '/admin/users/:id/unsuspend',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension: the member may sign in, their posts come back',
        params: adminIdParamsSchema,
        body: adminReasonRequestSchema,
        response: { 200: suspensionReplySchema },
      },
    },
    async (request) =>
      unsuspendMember(context, sessionOf(request), request.params.id, request.body?.reason),
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a member and what they wrote',
        params: adminIdParamsSchema,
        body: adminReasonRequestSchema,
        response: { 200: adminMessageReplySchema },
      },
    },
    async (request) => {
      await deleteMemberAsAdministrator(
        context,
        sessionOf(request),
        request.params.id,
        request.body?.reason,
        request.log,
      );
      return { message: ADMIN_MESSAGES.userDeleted };
    },
  );

  app.get(
    '/admin/posts',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'List or search every post',
        querystring: adminListQuerySchema,
        response: { 200: adminPostListReplySchema },
      },
    },
    async (request, reply) => sendPage(reply, await adminPostList(context, request.query)),
  );

  app.delete(
    '/admin/posts/:id',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete any post',
        params: adminIdParamsSchema,
        body: adminReasonRequestSchema,
        response: { 200: adminMessageReplySchema },
      },
    },
    async (request) => {
      await deletePostAsAdministrator(
        context,
        sessionOf(request),
        request.params.id,
        request.body?.reason,
        request.log,
      );
      return { message: ADMIN_MESSAGES.postDeleted };
    },
  );
};
