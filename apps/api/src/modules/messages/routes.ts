import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { unreadCountReplySchema } from '@tabarru/contract/messages';

import type { ModuleContext } from '../../context';
import { signedInMember } from '../auth/authenticate';
import { countUnreadConversations } from './queries';

/** Direct messages: so far the count behind the messages badge of the avatar menu. */
export const messageRoutes: FastifyPluginAsyncZod<{ context: ModuleContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/messages/unread/count',
    { preHandler: app.authenticate, schema: { response: { 200: unreadCountReplySchema } } },
    async (request) => ({
      unreadCount: await countUnreadConversations(context.db, signedInMember(request).id),
    }),
  );
};
