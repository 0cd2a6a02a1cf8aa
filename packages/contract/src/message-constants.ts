import { WEB_PATHS } from './web-paths';

/**
 * The constants of direct messages, apart from the schemas in messages.ts so the socket client and
 * the pages that only need them do not load zod.
 */

/** sent, then delivered (a device of the receiver has it), then read. */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Whether `next` is further along than `current`: a status never goes back. */
export function isLaterStatus(next: MessageStatus, current: MessageStatus): boolean {
  return MESSAGE_STATUSES.indexOf(next) > MESSAGE_STATUSES.indexOf(current);
}

/** Messages per page of a conversation's history; a full page means older ones may exist. */
export const MESSAGE_PAGE_SIZE = 20;

/** The longest message, in UTF-16 code units as typed: a bound on what one message stores. */
export const MESSAGE_CONTENT_MAX = 2000;

/** The contacts list is asked for again this often (besides the live updates). */
export const CONTACTS_POLL_MS = 10_000;

/** The emoji panel's height in CSS pixels; it is as wide as the conversation. */
export const EMOJI_PANEL_HEIGHT_PX = 350;

/** After this long without a keystroke, the partner is told typing stopped. */
export const TYPING_STOP_DELAY_MS = 1500;

/** The socket client's reconnection: 1 s to 5 s apart, 20 s to connect, forever. */
export const SOCKET_RECONNECTION = {
  delayMs: 1000,
  delayMaxMs: 5000,
  connectTimeoutMs: 20_000,
} as const;

/** The query of /dm/:userId naming the item of the thread it opens ('/dm/8?post=12'). */
export const CONVERSATION_ITEM_PARAM = 'post';

/**
 * The page of the thread with the member `userId` about the post `itemId` (null: the pair's
 * thread about no item), for links written outside the web app (emails, notifications).
 */
export function conversationPath(userId: number, itemId: number | null): `/${string}` {
  const page = `/${WEB_PATHS.directMessage.slice(1).replace(':userId', String(userId))}` as const;
  return itemId === null ? page : `${page}?${CONVERSATION_ITEM_PARAM}=${itemId}`;
}
