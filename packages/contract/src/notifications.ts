import { z } from 'zod';

import { feedSearchOf, type SearchCriteria } from './feed-search';
import { conversationPath } from './message-constants';
import { WEB_PATHS } from './web-paths';

/**
 * Notifications: every event a member should hear of is one row, written in the
 * transaction of what caused it, shown in the notification centre and, by the member's
 * preferences, sent by push or email.
 */

export const NOTIFICATION_KINDS = [
  /** a member claimed one of my items */
  'claim_received',
  /** the donor confirmed my claim */
  'claim_confirmed',
  /** the donor declined my claim, or gave the item to another claimant */
  'claim_declined',
  /** messages from one member, folded into one notification per conversation */
  'message',
  /** a member rated me after a handover */
  'rating_received',
  /** reports hid my post until an administrator looks at it */
  'post_flagged',
  /** an administrator approved my reported post: it shows again */
  'post_approved',
  /** a new post matched one of my saved searches */
  'search_match',
  /** a new post matched my wanted post */
  'wanted_match',
  /** my account was signed in to from a device it had not been signed in from before */
  'new_sign_in',
  /** a member asked for one of my items ("I'd like this") */
  'ask_received',
  /** the donor promised me the item I asked for, with times to collect it */
  'ask_promised',
  /** the item I asked for was promised to or collected by another asker */
  'ask_elsewhere',
  /** the donor withdrew the promise of an item to me, saying why */
  'promise_withdrawn',
  /** the donor offered new times to collect an item promised to me */
  'pickup_times_offered',
  /** the receiver picked one of the times I offered */
  'pickup_time_picked',
  /** the other of the two asked for another time to collect */
  'pickup_time_asked',
  /** an agreed pickup begins in two hours */
  'pickup_soon',
  /** an agreed pickup begins now */
  'pickup_now',
  /** an agreed pickup has passed: was it collected? */
  'pickup_outcome',
  /** the donor said I did not come to collect an item */
  'pickup_missed',
  /** the member I promised an item to no longer needs it */
  'ask_withdrawn',
  /** I won the draw for an item I asked for */
  'draw_won',
  /** the draw for my item was done: its winners wait for times */
  'draw_done',
  /** is my offer still available? (days 7 and 21 of its 30) */
  'still_available',
  /** my offer's 30 days ran out: it left the feed until I renew it */
  'offer_expired',
  /** nobody asked for my offer in 14 days: an organisation near me collects such items */
  'organisation_suggested',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How long a notification is kept, read or not (docs/decisions.md says why). */
export const NOTIFICATION_KEEP_DAYS = 90;

/** Notifications one page of the centre shows. */
export const NOTIFICATIONS_PAGE_SIZE = 30;

export const NOTIFICATION_MESSAGES = {
  read: 'Notification marked as read.',
  allRead: 'All notifications marked as read.',
  notFound: 'Notification not found',
} as const;

export const notificationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET /api/notifications: the newest first; `before` is the nextCursor of the page before. */
export const notificationListQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: z.string(),
  read: z.boolean(),
  /** how many events it stands for: the messages of a conversation not yet read */
  count: z.number().int(),
  /** the member who caused it, when one did */
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** the item it is about, when there is one */
  post: z
    .object({ id: z.number().int(), title: z.string(), thumbnail: z.string().nullable() })
    .nullable(),
  /** the stars of a rating received */
  rating: z.number().int().nullable(),
  /** the device of a new sign-in, as its browser names it (null fields: it did not say) */
  device: z.object({ browser: z.string().nullable(), system: z.string().nullable() }).nullable(),
  /** the page it opens, without the language prefix */
  path: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListReplySchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.number().int().nullable(),
});
export type NotificationListReply = z.infer<typeof notificationListReplySchema>;

export const notificationCountReplySchema = z.object({ unreadCount: z.number().int() });
export type NotificationCountReply = z.infer<typeof notificationCountReplySchema>;

export const notificationsReadReplySchema = z.object({
  message: z.string(),
  unreadCount: z.number().int(),
});
export type NotificationsReadReply = z.infer<typeof notificationsReadReplySchema>;

/** What a notification points at, as stored. */
export interface NotificationTarget {
  kind: NotificationKind;
  actorId: number | null;
  postId: number | null;
  /**
   * the saved search of a day's matches counted in one notification: it opens the feed of that
   * search rather than the latest of the posts
   */
  foldedSearch?: SearchCriteria | null;
}

function fill(pattern: string, name: string, value: number | null): string | null {
  return value === null ? null : pattern.replace(`:${name}`, String(value));
}

/**
 * The page a notification opens: the claims on my items, my requests, the thread, my
 * profile (ratings), its signed-in devices (a new sign-in), the post, or for a day's matches counted in one, the feed of the search. Written once here for the centre, pushes and emails.
 */
export function notificationPath({
  kind,
  actorId,
  postId,
  foldedSearch,
}: NotificationTarget): string {
  switch (kind) {
    case 'claim_received':
      return WEB_PATHS.myClaims;
    case 'claim_confirmed':
    case 'claim_declined':
      return WEB_PATHS.myRequests;
    case 'message':
      return actorId === null ? WEB_PATHS.messages : conversationPath(actorId, postId);
    case 'rating_received':
      return WEB_PATHS.profile;
    case 'new_sign_in':
      return WEB_PATHS.profileSecurity;
    case 'post_flagged':
    case 'post_approved':
    case 'search_match':
    case 'wanted_match':
    case 'ask_received':
    case 'ask_promised':
    case 'ask_elsewhere':
    case 'promise_withdrawn':
    case 'pickup_times_offered':
    case 'pickup_time_picked':
    case 'pickup_time_asked':
    case 'pickup_soon':
    case 'pickup_now':
    case 'pickup_outcome':
    case 'pickup_missed':
    case 'ask_withdrawn':
    case 'draw_won':
    case 'draw_done':
    case 'still_available':
    case 'offer_expired':
    case 'organisation_suggested':
      if (foldedSearch) return `${WEB_PATHS.feed}${feedSearchOf(foldedSearch)}`;
      return fill(WEB_PATHS.post, 'id', postId) ?? WEB_PATHS.notifications;
  }
}
