import { z } from 'zod';

import { AVAILABILITIES } from './constants';
import { MESSAGE_CONTENT_MAX, MESSAGE_STATUSES } from './message-constants';
import { ASK_EVENTS, messageAskSchema } from './pickups';

/**
 * Direct messages between members. A pair of members has one thread per item a message was sent
 * about (a post or a wanted post: `post_id`) and one about no item (from a profile, and every
 * request that names none, as the earlier client's do).
 */

export const MESSAGE_TEXTS = {
  contentRequired: 'Please write a message.',
  contentTooLong: `A message can be at most ${MESSAGE_CONTENT_MAX} characters.`,
  receiverRequired: 'receiver_id is required',
  receiverInvalid: 'receiver_id must be the id of a member.',
  toSelf: 'You cannot send a message to yourself.',
  memberNotFound: 'User not found',
  messageNotFound: 'Message not found',
  beforeInvalid: 'before must be the timestamp of a message.',
  postInvalid: 'post_id must be the id of a post.',
  itemNotFound: 'The item this message is about was not found.',
  itemOfAnother: 'A message can only be about an item of one of its two members.',
} as const;

const ID_MAX = 2 ** 31 - 1;

/** A member's or a message's id: a number, or its digits (the earlier client sent route ids). */
function idSchema(messages: { required: string; invalid: string }) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
      })
      .int(messages.invalid)
      .positive(messages.invalid)
      .max(ID_MAX, messages.invalid),
  );
}

export const receiverIdSchema = idSchema({
  required: MESSAGE_TEXTS.receiverRequired,
  invalid: MESSAGE_TEXTS.receiverInvalid,
});

export const messageIdSchema = idSchema({
  required: 'messageId is required',
  invalid: 'messageId must be the id of a message.',
});

/** The item a message is about: a post of the sender or of the receiver. */
export const messagePostIdSchema = idSchema({
  required: MESSAGE_TEXTS.postInvalid,
  invalid: MESSAGE_TEXTS.postInvalid,
});

/** What a member writes: trimmed, not empty, at most MESSAGE_CONTENT_MAX. */
export const messageContentSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? MESSAGE_TEXTS.contentRequired : 'content must be text.',
  })
  .trim()
  .min(1, MESSAGE_TEXTS.contentRequired)
  .max(MESSAGE_CONTENT_MAX, MESSAGE_TEXTS.contentTooLong);

/**
 * POST /messages; `post_id` (optional, null for none) names the item it is about, and so its
 * thread: without one, the pair's thread about no item.
 */
export const sendMessageRequestSchema = z.object({
  receiver_id: receiverIdSchema,
  content: messageContentSchema,
  post_id: messagePostIdSchema.nullish(),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
export type ParsedSendMessageRequest = z.output<typeof sendMessageRequestSchema>;

export const sendMessageReplySchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
});
export type SendMessageReply = z.infer<typeof sendMessageReplySchema>;

/** `:otherUserId` of GET /messages/:otherUserId and PATCH /messages/:otherUserId/read. */
export const otherUserParamsSchema = z.object({
  otherUserId: z.coerce.number().int().positive().max(ID_MAX),
});

/** `?post_id=`: the thread about that item; without it, the pair's thread about no item. */
const threadItemSchema = messagePostIdSchema.optional();

/** PATCH /messages/:otherUserId/read: which of the pair's threads is read. */
export const markReadQuerySchema = z.object({ post_id: threadItemSchema });
export type MarkReadQuery = z.input<typeof markReadQuerySchema>;

/** `?before=`: the timestamp of the oldest message loaded; the page before it comes back. */
export const messageHistoryQuerySchema = z.object({
  before: z
    .string()
    .trim()
    .pipe(
      z.iso.datetime({ offset: true, error: MESSAGE_TEXTS.beforeInvalid }).transform((value) => {
        return new Date(value).toISOString();
      }),
    )
    .optional(),
  post_id: threadItemSchema,
});
export type MessageHistoryQuery = z.input<typeof messageHistoryQuerySchema>;

export const messageStatusSchema = z.enum(MESSAGE_STATUSES);

/**
 * One message of a conversation, as the history gives it, and the item it was sent about: null for
 * none, for a deleted post and for a post the viewer may not see.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
  status: messageStatusSchema,
  post_id: z.number().int().nullable(),
  /** a step of an ask for the item (pickups.ts): the page shows it as a card to act on */
  ask: messageAskSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /messages/:otherUserId: at most MESSAGE_PAGE_SIZE messages, oldest first. */
export const messageHistoryReplySchema = z.array(chatMessageSchema);

/** PATCH /messages/:otherUserId/read: the messages of the thread this call marked read. */
export const markReadReplySchema = z.object({ readMessageIds: z.array(z.number().int()) });
export type MarkReadReply = z.infer<typeof markReadReplySchema>;

/** The item a conversation is about, as a row beside it shows it. */
export const conversationItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** the cover's thumbnail, null for a post without photos */
  thumbnail_url: z.string().nullable(),
  availability: z.enum(AVAILABILITIES),
});
export type ConversationItem = z.infer<typeof conversationItemSchema>;

/**
 * One thread of GET /messages/contacts, named by the other member and `post_id`, the item it is
 * about (null for none: what addresses it in the other routes); `item` shows that post while it
 * exists and the viewer may see it, else null. A pair with several threads has several rows.
 */
export const contactSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  last_message: z.string().nullable(),
  /**
   * the step of an ask the last message is (its text is then the step's English line, unless it
   * carries the member's own words), null for an ordinary message
   */
  last_ask_event: z.enum(ASK_EVENTS).nullable(),
  last_timestamp: z.string().nullable(),
  last_sender_id: z.number().int().nullable(),
  last_status: messageStatusSchema.nullable(),
  unread_count: z.number().int(),
  post_id: z.number().int().nullable(),
  item: conversationItemSchema.nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The member's threads, the latest first. */
export const contactsReplySchema = z.array(contactSchema);

/** GET /messages/unread/count: threads with at least one unread message (docs/api.md). */
export const unreadCountReplySchema = z.object({ unreadCount: z.number().int() });
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>;
