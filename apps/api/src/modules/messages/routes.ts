import { unreadCountReplySchema } from '@tabarru/contract/messages';

import type { ModuleRoutes } from '../../context';
import { signedInMember } from '../auth/authenticate';
import { unreadConversations } from './service';

/** Direct messages: so far the count behind the messages badge of the avatar menu. */
export const messageRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/messages/unread/count',
    { onRequest: app.authenticate, schema: { response: { 200: unreadCountReplySchema } } },
    async (request) => ({
      unreadCount: await unreadConversations(context, signedInMember(request)),
    }),
  );
};
