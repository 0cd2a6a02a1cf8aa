import {
  memberSessionListReplySchema,
  SESSION_MESSAGES,
  sessionIdParamsSchema,
  sessionsEndedReplySchema,
} from '@tabarru/contract/sessions';
import { messageReplySchema } from '@tabarru/contract/accounts';

import type { ModuleRoutes } from '../../context';
import { endOtherSessions, endOwnSession, listSessions, sessionOf, signOut } from './service';

const tags = ['accounts'];

/** Signing out, and the member's list of signed-in devices. */
export const sessionRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/authentication/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "End the caller's session: its token is refused from now on",
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await signOut(context, sessionOf(request));
      return { message: SESSION_MESSAGES.signedOut };
    },
  );

  app.get(
    '/api/users/me/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's signed-in devices, this one first",
        response: { 200: memberSessionListReplySchema },
      },
    },
    async (request, reply) => {
      const sessions = await listSessions(context, sessionOf(request));
      return reply.header('Cache-Control', 'no-store').send({ sessions });
    },
  );

  app.delete(
    '/api/users/me/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Sign out one of the caller's devices",
        params: sessionIdParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await endOwnSession(context, sessionOf(request), request.params.id);
      return { message: SESSION_MESSAGES.ended };
    },
  );

  app.post(
    '/api/users/me/sessions/sign-out-others',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Sign out every device of the caller's but this one",
        response: { 200: sessionsEndedReplySchema },
      },
    },
    async (request) => ({
      message: SESSION_MESSAGES.othersEnded,
      ended: await endOtherSessions(context, sessionOf(request)),
    }),
  );
};
