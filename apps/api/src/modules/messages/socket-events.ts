import {
  messageReadPayloadSchema,
  privateMessagePayloadSchema,
  typingPayloadSchema,
} from '@tabarru/contract/realtime';

import { liveMemberOf } from '../../realtime/sessions';
import { onMemberEvent, type ModuleSocketEvents } from '../../realtime/socket-events';
import {
  confirmSentMessage,
  deliverWaitingMessages,
  markMessageAsRead,
  relayTyping,
  sendMessage,
} from './service';

/**
 * The realtime events of direct messages (spec 001 §7). `register`, `chat_open` and
 * `chat_close` are not handled: the handshake's token names the member, and what a member has
 * read is told by `message_read` and PATCH /messages/:otherUserId/read.
 */
export const messageSocketEvents: ModuleSocketEvents = (socket, context, log) => {
  // Messages sent while the member was away are delivered now; the socket is already in its room.
  if (socket.data.userId !== null) {
    liveMemberOf(socket, context.db)
      .then((member) => (member ? deliverWaitingMessages(context, member) : undefined))
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
    (member, { toUserId, message, messageId }) =>
      messageId !== undefined
        ? confirmSentMessage(context, member, messageId, toUserId)
        : sendMessage(context, log, member, { receiverId: toUserId, content: message ?? '' }),
  );

  onMemberEvent(
    socket,
    context,
    log,
    'message_read',
    { schema: messageReadPayloadSchema },
    async (member, { messageId }) => ({
      readMessageIds: await markMessageAsRead(context, member, messageId),
    }),
  );

  for (const [event, typing] of [
    ['typing', true],
    ['stop_typing', false],
  ] as const) {
    onMemberEvent(
      socket,
      context,
      log,
      event,
      { schema: typingPayloadSchema },
      async (member, { toUserId }) => {
        if (await relayTyping(context, member, toUserId, typing)) {
          socket.data.typingTo = typing ? toUserId : null;
        }
      },
    );
  }

  // A socket that goes while its member types stops typing for the partner.
  socket.on('disconnect', () => {
    const { userId, typingTo } = socket.data;
    if (userId !== null && typingTo !== null) {
      context.realtime.emit(typingTo, 'stop_typing', { fromUserId: userId });
    }
  });
};
