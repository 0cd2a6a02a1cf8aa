import {
  contactsReplySchema,
  markReadQuerySchema,
  markReadReplySchema,
  messageHistoryQuerySchema,
  messageHistoryReplySchema,
  otherUserParamsSchema,
  sendMessageReplySchema,
  sendMessageRequestSchema,
  unreadCountReplySchema,
} from '@tabarru/contract/messages';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf, signedInMember } from '../sessions/service';
import {
  contacts,
  conversationHistory,
  markConversationAsRead,
  sendMessage,
  unreadConversations,
} from './service';

const tags = ['messages'];

/**
 * Direct messages: sending, a thread's history and read receipts, the contacts list (one row per
 * thread), and the count behind the messages badge. A thread is a pair's conversation about one
 * item (`post_id`), or about none when a request names no item. Delivery is realtime
 * (socket-events.ts).
 */
export const messageRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/messages',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('messagesPerUser', byMember)] },
      schema: {
        tags,
        summary: 'Send a direct message',
        body: sendMessageRequestSchema,
        response: { 201: sendMessageReplySchema },
      },
    },
    async (request, reply) => {
      const { receiver_id, content, post_id } = request.body;
      const sent = await sendMessage(context, request.log, sessionOf(request), {
        receiverId: receiver_id,
        content,
        postId: post_id,
      });
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/messages/contacts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's threads, the latest first",
        response: { 200: contactsReplySchema },
      },
    },
    async (request) => contacts(context, signedInMember(request)),
  );

  app.get(
    '/messages/unread/count',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'How many threads hold an unread message',
        response: { 200: unreadCountReplySchema },
      },
    },
    async (request) => ({
      unreadCount: await unreadConversations(context, signedInMember(request)),
    }),
  );

  app.get(
    '/messages/:otherUserId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A page of the thread with a member about an item (post_id), or about none',
        params: otherUserParamsSchema,
        querystring: messageHistoryQuerySchema,
        response: { 200: messageHistoryReplySchema },
      },
    },
    async (request) =>
      conversationHistory(
        context,
        signedInMember(request),
        { otherUserId: request.params.otherUserId, itemId: request.query.post_id ?? null },
        request.query.before,
      ),
  );

  app.patch(
    '/messages/:otherUserId/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Mark every message from a member in one thread read (post_id's, or the one about no item)",
        params: otherUserParamsSchema,
        querystring: markReadQuerySchema,
        response: { 200: markReadReplySchema },
      },
    },
    async (request) => ({
      readMessageIds: await markConversationAsRead(context, sessionOf(request), {
        otherUserId: request.params.otherUserId,
        itemId: request.query.post_id ?? null,
      }),
    }),
  );
};
