import { z } from 'zod';

import { ERROR_CODES, withCode, type ErrorReply } from './errors';
import type { MessageStatus } from './message-constants';
import type { MessageAsk } from './pickups';
import {
  MESSAGE_TEXTS,
  messageContentSchema,
  messageIdSchema,
  messagePostIdSchema,
  receiverIdSchema,
} from './messages';

/**
 * The Socket.IO events of the API host (docs/api.md, Realtime), typed once for the server and the
 * web client. Who sends an event is the socket's own member, known from the token of its handshake
 * (`auth: { token }`): the user ids the earlier client put in event bodies (`register`'s id,
 * `fromUserId`, `readerId`, `userId`) are read by nobody.
 */

/** What a client sends, validated by the API; unknown and foreign fields are ignored. */
export const typingPayloadSchema = z.object({ toUserId: receiverIdSchema });
export type TypingPayload = z.input<typeof typingPayloadSchema> & { fromUserId?: unknown };

/**
 * A message by socket: with `messageId`, one already sent through POST /messages (accepted,
 * never delivered twice); without it, a new message with the same rules as POST /messages, in
 * the thread about the item `postId` when given (else the pair's thread about no item).
 */
export const privateMessagePayloadSchema = z
  .object({
    toUserId: receiverIdSchema,
    message: messageContentSchema.optional(),
    messageId: messageIdSchema.optional(),
    postId: messagePostIdSchema.nullish(),
  })
  .refine((payload) => payload.messageId !== undefined || payload.message !== undefined, {
    message: MESSAGE_TEXTS.contentRequired,
    path: ['message'],
    params: withCode(ERROR_CODES.fieldRequired),
  });
export type PrivateMessagePayload = z.input<typeof privateMessagePayloadSchema> & {
  fromUserId?: unknown;
};

export const messageReadPayloadSchema = z.object({ messageId: messageIdSchema });
export type MessageReadPayload = z.input<typeof messageReadPayloadSchema> & {
  readerId?: unknown;
};

/** A refusal of an event: the REST route's body, and its Retry-After (seconds) when it has one. */
export interface SocketErrorReply extends ErrorReply {
  retryAfter?: number;
}

/** The answer to an event that asked for one: its result, or the refusal of the REST route. */
export type SocketAck<Data> = { ok: true; data: Data } | { ok: false; error: SocketErrorReply };

/**
 * A message for this member (`private_message`); `postId` is the item it is about, null for none or
 * one the receiver may not see; `threadPostId` the item of the thread it belongs to (null: the
 * pair's thread about no item), which names the thread even when its post is hidden or deleted.
 */
export interface IncomingMessageEvent {
  fromUserId: number;
  message: string;
  timestamp: string;
  id: number;
  status: MessageStatus;
  postId: number | null;
  threadPostId: number | null;
  /** a step of an ask for the item (pickups.ts); null for an ordinary message */
  ask: MessageAsk;
}

/** A message this member sent from another tab or device, so every tab shows it. */
export interface OutgoingMessageEvent {
  toUserId: number;
  message: string;
  timestamp: string;
  id: number;
  status: MessageStatus;
  postId: number | null;
  threadPostId: number | null;
  /** a step of an ask for the item (pickups.ts); null for an ordinary message */
  ask: MessageAsk;
}

export interface MessageStatusUpdate {
  messageId: number;
  status: MessageStatus;
}

export interface TypingEvent {
  fromUserId: number;
}

/** The counts on the member's badge, named as their replies name them. */
export type NotificationCountName =
  'pendingClaims' | 'unseenDecisions' | 'unreadCount' | 'ratingPrompts' | 'notifications';

export interface NotificationCountChanged {
  count: NotificationCountName;
}

export interface ServerToClientEvents {
  /** to every socket of the receiver, once per message; `ack(true)` says this device has it */
  private_message: (message: IncomingMessageEvent, ack: (received: true) => void) => void;
  /** to every socket of the sender */
  message_sent: (message: OutgoingMessageEvent) => void;
  /** to every socket of the sender: delivered, then read */
  message_status_update: (update: MessageStatusUpdate) => void;
  typing: (event: TypingEvent) => void;
  stop_typing: (event: TypingEvent) => void;
  /** a count of the badge changed: read it again */
  notification_count_changed: (event: NotificationCountChanged) => void;
}

export interface ClientToServerEvents {
  /** the earlier client's way to name itself: ignored, the handshake's token names the member */
  register: (userId?: unknown) => void;
  chat_open: (payload: { userId?: unknown; chattingWith: number }) => void;
  chat_close: (payload?: { userId?: unknown }) => void;
  typing: (payload: TypingPayload) => void;
  stop_typing: (payload: TypingPayload) => void;
  private_message: (
    payload: PrivateMessagePayload,
    ack?: (reply: SocketAck<{ id: number; timestamp: string }>) => void,
  ) => void;
  message_read: (
    payload: MessageReadPayload,
    ack?: (reply: SocketAck<{ readMessageIds: number[] }>) => void,
  ) => void;
}
