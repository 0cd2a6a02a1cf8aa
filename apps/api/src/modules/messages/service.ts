import type { FastifyBaseLogger } from 'fastify';

import { BLOCK_MESSAGES } from '@tabarru/contract/blocks';
import { ERROR_CODES } from '@tabarru/contract/errors';
import type { AskEvent } from '@tabarru/contract/pickups';
import {
  MESSAGE_TEXTS,
  type ChatMessage,
  type Contact,
  type SendMessageReply,
} from '@tabarru/contract/messages';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import type { Db, ModerationStatus, UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound, type HttpError } from '../../infra/http-errors';
import {
  announceNotifications,
  recordMessageNotification,
  recordMessagesRead,
} from '../notifications/service';
import { wantsMessageEmails } from '../notification-delivery/service';
import { writeAs, type Session } from '../sessions/service';
import { findUserById } from '../users/service';
import { findPostToReference, postSummaries } from '../posts/service';
import { isEitherBlocked } from '../blocks/service';
import {
  conversationThread,
  messageItemRefusal,
  messageRefusal,
  sideOf,
  type MessageItemRefusal,
  type MessageRefusal,
  type ThreadKey,
} from './policy';
import { presentContact, presentIncoming, presentMessage, presentOutgoing } from './presenter';
import {
  countUnreadConversations,
  emailDueAtOf,
  findConversation,
  findMessage,
  historyPage,
  insertMessage,
  lastEmailedAt,
  listContacts,
  lockConversation,
  lockConversationToRead,
  lowerUnread,
  markAllDelivered,
  markConversationRead,
  markDelivered,
  markMessageRead,
  recordLastMessage,
  unreadOf,
  type ConversationRow,
  type MessageItemAccess,
  type SentMessageRow,
} from './queries';
import { nextMessageTime, unreadMailDueAt } from './timing';

// The demo seed writes its conversations as a sent and read message writes them; an ask's
// answer names the message it sent.
export {
  insertMessage,
  lockConversation,
  lowerUnread,
  markMessageRead,
  recordLastMessage,
  type SentMessageRow,
} from './queries';

/** The refusal of a message, a conversation or a read; `field` names the member's id. */
function refusalError(refusal: MessageRefusal, field: string): HttpError {
  switch (refusal) {
    case 'to-self':
      return badRequest(ERROR_CODES.messageToSelf, MESSAGE_TEXTS.toSelf, field);
    case 'blocked':
      return forbidden(ERROR_CODES.memberBlocked, BLOCK_MESSAGES.messagesBlocked);
    case 'not-found':
      return notFound(ERROR_CODES.userNotFound, MESSAGE_TEXTS.memberNotFound);
  }
}

const ITEM_REFUSALS: Record<MessageItemRefusal, () => HttpError> = {
  'not-found': () => notFound(ERROR_CODES.messageItemNotFound, MESSAGE_TEXTS.itemNotFound),
  'of-another': () =>
    badRequest(ERROR_CODES.messageItemOfAnother, MESSAGE_TEXTS.itemOfAnother, 'post_id'),
};

const NO_ITEM: MessageItemAccess = { item_owner_id: null, item_moderation_status: null };

/** The item a message names, as it is stored with it, and who may see it. */
interface MessageItem {
  /** null once the post is deleted: the message still goes to its thread */
  postId: number | null;
  access: MessageItemAccess;
}

/**
 * The post `postId` a message of `sender` to `receiver` is about (the item of `thread`), when it
 * may be about it; held until the message is written (findPostToReference). A post the sender
 * may no longer name (hidden or deleted since) still takes a message in a thread the two
 * already have about it, so a conversation is not cut off by its item; otherwise the refusal
 * is thrown.
 */
async function itemOfMessage(
  context: ModuleContext,
  trx: Db,
  people: { sender: UserRow; receiver: UserRow },
  thread: ThreadKey,
  postId: number,
): Promise<MessageItem> {
  const post = await findPostToReference(trx, context.dialect, postId);
  const refusal = messageItemRefusal(people.sender, people.receiver.id, post);
  const item = post
    ? {
        postId,
        access: { item_owner_id: post.user_id, item_moderation_status: post.moderation_status },
      }
    : { postId: null, access: NO_ITEM };
  if (refusal && !(await findConversation(trx, thread))) throw ITEM_REFUSALS[refusal]();
  return item;
}

/** The other member, and why `member` may not write to them (null when they may). */
async function partnerStanding(
  context: ModuleContext,
  member: { id: number },
  otherUserId: number,
): Promise<{ other: UserRow | undefined; refusal: MessageRefusal | null }> {
  const [other, blocked] =
    otherUserId === member.id
      ? [undefined, false]
      : await Promise.all([
          findUserById(context.db, otherUserId),
          isEitherBlocked(context.db, member.id, otherUserId),
        ]);
  return { other, refusal: messageRefusal(member, otherUserId, other, blocked) };
}

/** The other member of a conversation, when `member` may write to them; throws otherwise. */
async function partnerOf(
  context: ModuleContext,
  member: UserRow,
  otherUserId: number,
  field: string,
): Promise<UserRow> {
  const { other, refusal } = await partnerStanding(context, member, otherUserId);
  if (refusal || !other) throw refusalError(refusal ?? 'not-found', field);
  return other;
}

function nowIso(context: ModuleContext): string {
  return new Date(context.now()).toISOString();
}

/** What a member sends: its text, and the item it is about (null for none). */
interface OutgoingMessage {
  content: string;
  postId: number | null;
}

/** Where a message goes in its thread: the members, and its item with who may see it. */
interface MessagePlace {
  senderId: number;
  receiverId: number;
  thread: ThreadKey;
  item: { postId: number | null; access: MessageItemAccess };
}

/**
 * Writes a message into its thread in the caller's transaction, the pair's conversation about
 * its item (last message, the receiver's unread count) with it; the thread's row is locked
 * first, so its messages get strictly increasing times and `before` pages exactly. `emailDueAt`
 * says when the receiver's unread-message email is due for it (the one already due stays).
 * Answers the message as stored and the receiver's unread count.
 */
async function writeMessage(
  context: ModuleContext,
  trx: Db,
  place: MessagePlace,
  message: { content: string; ask?: { id: number; event: AskEvent } },
  emailDueAt: (conversation: ConversationRow, createdAt: string) => Promise<string | null>,
): Promise<{ message: SentMessageRow; unread: number }> {
  const now = nowIso(context);
  const conversation = await lockConversation(trx, place.thread, now);
  const createdAt = nextMessageTime(now, conversation.last_message_at);
  const id = await insertMessage(trx, {
    conversationId: conversation.id,
    senderId: place.senderId,
    receiverId: place.receiverId,
    content: message.content,
    createdAt,
    postId: place.item.postId,
    ...(message.ask && { ask: message.ask }),
  });
  const receiverSide = sideOf(place.receiverId, place.senderId);
  const unread = await recordLastMessage(trx, conversation.id, {
    messageId: id,
    at: createdAt,
    receiverSide,
    emailDueAt:
      emailDueAtOf(conversation, receiverSide) ?? (await emailDueAt(conversation, createdAt)),
  });
  return {
    message: {
      id,
      sender_id: place.senderId,
      receiver_id: place.receiverId,
      content: message.content,
      created_at: createdAt,
      status: 'sent' as const,
      post_id: place.item.postId,
      thread_item_id: place.thread.itemId,
      ask_id: message.ask?.id ?? null,
      ask_event: message.ask?.event ?? null,
      ...place.item.access,
    },
    unread,
  };
}

/**
 * Stores a message a member sends, with its thread, in one transaction: the item it is about
 * is checked in it (its refusal writes nothing), the receiver's unread-message email is planned
 * and the message notification written. A receiver whose account was deleted after they were
 * found is not found (the thread's reference to them fails), as one deleted before.
 */
async function storeMessage(
  context: ModuleContext,
  session: Session,
  receiver: UserRow,
  message: OutgoingMessage,
): Promise<{ message: SentMessageRow; notified: number[] }> {
  try {
    return await writeMessageAs(context, session, receiver, message);
  } catch (error) {
    if (constraintViolation(error) === 'foreign-key')
      throw refusalError('not-found', 'receiver_id');
    throw error;
  }
}

function writeMessageAs(
  context: ModuleContext,
  session: Session,
  receiver: UserRow,
  message: OutgoingMessage,
): Promise<{ message: SentMessageRow; notified: number[] }> {
  return writeAs(context, session, async (trx, sender) => {
    const thread = conversationThread(sender.id, receiver.id, message.postId);
    const item =
      message.postId === null
        ? { postId: null, access: NO_ITEM }
        : await itemOfMessage(context, trx, { sender, receiver }, thread, message.postId);
    const { message: stored, unread } = await writeMessage(
      context,
      trx,
      { senderId: sender.id, receiverId: receiver.id, thread, item },
      { content: message.content },
      async (conversation, createdAt) =>
        (await wantsMessageEmails(trx, receiver.id))
          ? unreadMailDueAt(createdAt, lastEmailedAt(conversation, sideOf(receiver.id, sender.id)))
          : null,
    );
    const notified = await recordMessageNotification(
      trx,
      { receiverId: receiver.id, senderId: sender.id, postId: item.postId, itemId: thread.itemId },
      unread,
      stored.created_at,
    );
    return { message: stored, notified };
  });
}

/**
 * A step of an ask (pickups/service.ts) written into the conversation about its item, in the
 * caller's transaction, from the member who took it to the other. The step's own notification
 * tells the receiver (its kind, by their choices), so this writes no message notification and
 * plans no unread-message email. Deliver it with deliverPickupMessage once committed.
 */
export async function writePickupMessage(
  context: ModuleContext,
  trx: Db,
  step: {
    senderId: number;
    receiverId: number;
    post: { id: number; user_id: number; moderation_status: ModerationStatus };
    ask: { id: number; event: AskEvent };
    content: string;
  },
): Promise<SentMessageRow> {
  const { message } = await writeMessage(
    context,
    trx,
    {
      senderId: step.senderId,
      receiverId: step.receiverId,
      thread: conversationThread(step.senderId, step.receiverId, step.post.id),
      item: {
        postId: step.post.id,
        access: {
          item_owner_id: step.post.user_id,
          item_moderation_status: step.post.moderation_status,
        },
      },
    },
    { content: step.content, ask: step.ask },
    () => Promise.resolve(null),
  );
  return message;
}

/** Sends a pickup step's message to both members' sockets, after its transaction committed. */
export async function deliverPickupMessage(
  context: ModuleContext,
  log: FastifyBaseLogger,
  message: SentMessageRow,
): Promise<void> {
  const [sender, receiver] = await Promise.all([
    findUserById(context.db, message.sender_id),
    findUserById(context.db, message.receiver_id),
  ]);
  if (sender && receiver) await deliverMessage(context, log, { sender, receiver }, message);
}

/** Marks a message delivered (once) and tells its sender's sockets. */
async function setDelivered(context: ModuleContext, messageId: number): Promise<void> {
  const changed = await markDelivered(context.db, messageId, nowIso(context));
  if (changed) {
    context.realtime.emit(changed.sender_id, 'message_status_update', {
      messageId,
      status: 'delivered',
    });
  }
}

/**
 * After it is stored: to every tab of the sender, and once to every socket of the receiver;
 * delivered as soon as one of those says it has it.
 */
async function deliverMessage(
  context: ModuleContext,
  log: FastifyBaseLogger,
  people: { sender: UserRow; receiver: UserRow },
  message: SentMessageRow,
): Promise<void> {
  try {
    context.realtime.emit(
      message.sender_id,
      'message_sent',
      presentOutgoing(people.sender, message),
    );
    const received = await context.realtime.deliver(
      message.receiver_id,
      presentIncoming(people.receiver, message),
    );
    if (received > 0) await setDelivered(context, message.id);
  } catch (error) {
    log.error({ err: error, messageId: message.id }, 'message delivery failed');
  }
}

/** POST /messages, and a new message by socket: stored first, then delivered. */
export async function sendMessage(
  context: ModuleContext,
  log: FastifyBaseLogger,
  session: Session,
  request: { receiverId: number; content: string; postId?: number | null },
): Promise<SendMessageReply> {
  const sender = session.member;
  const receiver = await partnerOf(context, sender, request.receiverId, 'receiver_id');
  const { message: stored, notified } = await storeMessage(context, session, receiver, {
    content: request.content,
    postId: request.postId ?? null,
  });
  announceNotifications(context, notified);
  void deliverMessage(context, log, { sender, receiver }, stored);
  return { id: stored.id, timestamp: stored.created_at };
}

/**
 * A socket `private_message` naming a message already sent (the earlier client posts a message,
 * then emits it): accepted when it is the sender's message to that member, never delivered again.
 */
export async function confirmSentMessage(
  context: ModuleContext,
  sender: UserRow,
  messageId: number,
  receiverId: number,
): Promise<SendMessageReply> {
  const message = await findMessage(context.db, messageId);
  if (!message || message.sender_id !== sender.id || message.receiver_id !== receiverId) {
    throw notFound(ERROR_CODES.messageNotFound, MESSAGE_TEXTS.messageNotFound);
  }
  return { id: message.id, timestamp: message.created_at };
}

/**
 * A page of the thread with `otherUserId` about `itemId` (null: the one about no item), oldest
 * first: the latest, or those before `before`.
 */
export async function conversationHistory(
  context: ModuleContext,
  viewer: UserRow,
  thread: { otherUserId: number; itemId: number | null },
  before: string | undefined,
): Promise<ChatMessage[]> {
  const { otherUserId, itemId } = thread;
  await partnerOf(context, viewer, otherUserId, 'otherUserId');
  const conversation = await findConversation(
    context.db,
    conversationThread(viewer.id, otherUserId, itemId),
  );
  if (!conversation) return [];
  const page = await historyPage(context.db, conversation.id, before);
  return page.reverse().map((row) => presentMessage(viewer, row));
}

/** Tells the sender of each message that it was read, and the reader's tabs that a count changed. */
function announceRead(
  context: ModuleContext,
  reader: UserRow,
  read: { senderId: number; messageIds: number[]; notificationChanged: boolean },
): void {
  for (const messageId of read.messageIds) {
    context.realtime.emit(read.senderId, 'message_status_update', { messageId, status: 'read' });
  }
  if (read.messageIds.length > 0)
    context.realtime.notificationCountChanged(reader.id, 'unreadCount');
  if (read.notificationChanged) announceNotifications(context, [reader.id]);
}

/**
 * After the reader's messages of the sender in `conversation` (locked) were marked read: the
 * reader's unread count and the notification of the conversation follow. Answers whether the
 * notification changed.
 */
async function recordRead(
  trx: Db,
  conversation: ConversationRow,
  reading: { readerId: number; senderId: number; read: number; at: string },
): Promise<boolean> {
  const side = sideOf(reading.readerId, reading.senderId);
  const unread =
    reading.read > 0
      ? await lowerUnread(trx, conversation.id, side, reading.read)
      : unreadOf(conversation, side);
  return recordMessagesRead(trx, { ...reading, itemId: conversation.item_id }, unread, reading.at);
}

/**
 * PATCH /messages/:otherUserId/read: every message from that member in the thread about
 * `itemId` (null: the one about no item) becomes read.
 */
export async function markConversationAsRead(
  context: ModuleContext,
  session: Session,
  thread: { otherUserId: number; itemId: number | null },
): Promise<number[]> {
  const reader = session.member;
  const { otherUserId, itemId } = thread;
  await partnerOf(context, reader, otherUserId, 'otherUserId');
  const read = await writeAs(context, session, async (trx) => {
    const conversation = await lockConversationToRead(
      trx,
      context.dialect,
      conversationThread(reader.id, otherUserId, itemId),
    );
    if (!conversation) return { messageIds: [], notificationChanged: false };
    const now = nowIso(context);
    const ids = await markConversationRead(trx, conversation.id, reader.id, now);
    const notificationChanged = await recordRead(trx, conversation, {
      readerId: reader.id,
      senderId: otherUserId,
      read: ids.length,
      at: now,
    });
    return { messageIds: ids, notificationChanged };
  });
  announceRead(context, reader, { senderId: otherUserId, ...read });
  return read.messageIds;
}

/**
 * A socket `message_read`: that one message, when it was to the reader and not read yet, and
 * the reader may still write to its sender (the policy every message path asks).
 */
export async function markMessageAsRead(
  context: ModuleContext,
  session: Session,
  messageId: number,
): Promise<number[]> {
  const reader = session.member;
  const message = await findMessage(context.db, messageId);
  if (!message || message.receiver_id !== reader.id) return [];
  const senderId = message.sender_id;
  await partnerOf(context, reader, senderId, 'messageId');
  const read = await writeAs(context, session, async (trx) => {
    const conversation = await lockConversationToRead(trx, context.dialect, {
      id: message.conversation_id,
    });
    if (!conversation) return undefined;
    const now = nowIso(context);
    if (!(await markMessageRead(trx, messageId, reader.id, now))) return undefined;
    const notificationChanged = await recordRead(trx, conversation, {
      readerId: reader.id,
      senderId,
      read: 1,
      at: now,
    });
    return { senderId, notificationChanged };
  });
  if (!read) return [];
  announceRead(context, reader, { ...read, messageIds: [messageId] });
  return [messageId];
}

/**
 * A member's socket connected: what was sent to them while they were away is delivered now
 * (their client reads the conversations again on connecting), and its senders are told.
 */
export async function deliverWaitingMessages(
  context: ModuleContext,
  member: UserRow,
): Promise<void> {
  const delivered = await markAllDelivered(context.db, member.id, nowIso(context));
  for (const message of delivered) {
    context.realtime.emit(message.sender_id, 'message_status_update', {
      messageId: message.id,
      status: 'delivered',
    });
  }
}

/**
 * GET /messages/contacts: the conversations, then in one more query what their items show
 * (each a post already chosen as one the member may see).
 */
export async function contacts(context: ModuleContext, member: UserRow): Promise<Contact[]> {
  const rows = await listContacts(context.db, member);
  const itemIds = rows.flatMap((row) => (row.item_post_id === null ? [] : [row.item_post_id]));
  const items = new Map(
    (await postSummaries(context.db, [...new Set(itemIds)])).map((item) => [item.id, item]),
  );
  return rows.map((row) =>
    presentContact(
      context.images,
      row,
      row.item_post_id === null ? undefined : items.get(row.item_post_id),
    ),
  );
}

/** How many conversations hold a message the member has not read (docs/api.md). */
export function unreadConversations(context: ModuleContext, member: UserRow): Promise<number> {
  return countUnreadConversations(context.db, member.id);
}

/**
 * Typing and its end reach only the partner, and typing only when the member may write to them;
 * anything else is dropped without a word, like the event of a socket that is not signed in.
 * The partner's standing is read in the socket events' share of the database.
 */
export async function passOnTyping(
  context: ModuleContext,
  fromUserId: number,
  toUserId: number,
  typing: boolean,
): Promise<void> {
  if (typing) {
    const { refusal } = await context.socketWork.run(() =>
      partnerStanding(context, { id: fromUserId }, toUserId),
    );
    if (refusal) return;
  }
  context.realtime.emit(toUserId, typing ? 'typing' : 'stop_typing', { fromUserId });
}
