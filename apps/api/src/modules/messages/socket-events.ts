import {
  messageReadPayloadSchema,
  privateMessagePayloadSchema,
  typingPayloadSchema,
} from '@tabarru/contract/realtime';

import { liveMemberOf } from '../../realtime/sessions';
import {
  onMemberEvent,
  onMemberSignal,
  type ModuleSocketEvents,
} from '../../realtime/socket-events';
import {
  confirmSentMessage,
  deliverWaitingMessages,
  markMessageAsRead,
  passOnTyping,
  sendMessage,
} from './service';
import { TypingRelay } from './typing-relay';

/**
 * The realtime events of direct messages. `register`, `chat_open` and `chat_close` are not
 * handled: the handshake's token names the member, and what a member has read is told by
 * `message_read` and PATCH /messages/:otherUserId/read. Typing goes through one relay per
 * instance, which passes on changes only, about one a second per pair.
 */
export const messageSocketEvents: ModuleSocketEvents = (context, log) => {
  const typingRelay = new TypingRelay({
    send: (fromUserId, toUserId, typing) =>
      passOnTyping(context, fromUserId, toUserId, typing).catch((error: unknown) =>
        log.warn({ err: error }, 'passing on typing failed'),
      ),
  });

  return (socket) => {
    // Messages sent while the member was away are delivered now; the socket is already in its room.
    if (socket.data.userId !== null) {
      context.socketWork
        .run(async () => {
          const member = (await liveMemberOf(socket, context))?.member;
          if (member) await deliverWaitingMessages(context, member);
        })
        .catch((error: unknown) => log.error({ err: error }, 'delivering waiting messages failed'));
    }

    onMemberEvent(
      socket,
      context,
      log,
      'private_message',
      {
        schema: privateMessagePayloadSchema,
        limits: (payload) => (payload.messageId === undefined ? ['messagesPerUser'] : []),
      },
      (session, { toUserId, message, messageId, postId }) =>
        messageId !== undefined
          ? confirmSentMessage(context, session.member, messageId, toUserId)
          : sendMessage(context, log, session, {
              receiverId: toUserId,
              content: message ?? '',
              postId,
            }),
    );

    onMemberEvent(
      socket,
      context,
      log,
      'message_read',
      { schema: messageReadPayloadSchema },
      async (session, { messageId }) => ({
        readMessageIds: await markMessageAsRead(context, session, messageId),
      }),
    );

    for (const [event, typing] of [
      ['typing', true],
      ['stop_typing', false],
    ] as const) {
      onMemberSignal(socket, context, log, event, typingPayloadSchema, (userId, { toUserId }) => {
        socket.data.typingTo = typing ? toUserId : null;
        typingRelay.change(userId, toUserId, typing);
      });
    }

    // A socket that goes while its member types stops typing for the partner.
    socket.on('disconnect', () => {
      const { userId, typingTo } = socket.data;
      if (userId !== null && typingTo !== null) typingRelay.change(userId, typingTo, false);
    });
  };
};
