import type { FastifyBaseLogger } from 'fastify';

import { ERROR_CODES } from '@tabarru/contract/errors';
import type { SearchCriteria } from '@tabarru/contract/feed-search';
import {
  NOTIFICATION_KEEP_DAYS,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  type NotificationListReply,
  type NotificationsReadReply,
} from '@tabarru/contract/notifications';

import type { ModuleContext } from '../../context';
import type { Db, UserRow } from '../../db/schema';
import { notFound } from '../../infra/http-errors';
import { everyInterval, type IntervalJob } from '../../infra/interval-job';
import { scheduleDeliveries } from '../notification-delivery/service';
import { writeAs, type Session } from '../sessions/service';
import { savedSearchCriteriaOf, searchIdOfFoldKey } from '../saved-searches/service';
import { presentNotification } from './presenter';
import {
  countUnread,
  deleteFolded,
  deleteNotificationsBefore,
  insertNotification,
  insertNotificationBatch,
  markAllRead,
  markRead,
  notificationsOf,
  setFoldedUnread,
  type FoldableNotification,
  type NewNotification,
  type NotificationRow,
} from './queries';

// The notifications alerts fold together, those the demo seed writes, and the detail a sign-in
// from a new device is told with.
export {
  deleteFolded,
  insertNotification,
  markRead,
  type FoldableNotification,
  type NewNotification,
} from './queries';
export { deviceDetail } from './detail';

/*
 * A notification is written by the service of what caused it, inside that write's transaction
 * (`recordNotifications`, `recordMessageNotification`), so it exists exactly when its cause
 * does; once the transaction commits, that service calls `announceNotifications` for the
 * members it answered, and their sockets read their notifications again.
 */

/**
 * Writes the notifications, skipping any of a member's own doing or between members of whom
 * either blocked the other. Answers the members who got one.
 */
export async function recordNotifications(
  trx: Db,
  notifications: NewNotification[],
  at: string,
): Promise<number[]> {
  const written: { id: number; userId: number; kind: NewNotification['kind'] }[] = [];
  for (const notification of notifications) {
    const id = await insertNotification(trx, notification, at);
    if (id !== null) written.push({ id, userId: notification.userId, kind: notification.kind });
  }
  await scheduleDeliveries(trx, written, at);
  return written.map((notification) => notification.userId);
}

/**
 * Writes many notifications at once (a new post told to every member whose saved search it
 * matches), a few hundred rows per insert, and plans their pushes and emails the same way. The
 * caller has left out a member's own doing and blocked pairs in the read that chose the members.
 * Answers the rows written.
 */
export async function recordNotificationBatch(
  trx: Db,
  notifications: readonly FoldableNotification[],
  at: string,
): Promise<{ id: number; userId: number }[]> {
  const written = await insertNotificationBatch(trx, notifications, at);
  await scheduleDeliveries(trx, written, at);
  return written;
}

/*
 * A conversation's notification counts the receiver's unread messages in it and is unread
 * exactly while there are any: the message services write it in each transaction that changes
 * them, the conversation locked (messages/service.ts), so the bell never hides a message.
 */
/** One notification per thread: its sender and item ('message:<sender id>' without one). */
const messageFoldKey = (senderId: number, itemId: number | null) =>
  itemId === null ? `message:${senderId}` : `message:${senderId}:${itemId}`;

/**
 * A message: the receiver's one notification of the thread (`itemId`, null for the one about no
 * item) moves to the top, counting `unread`, their messages in it not read yet. Answers the
 * members who got one.
 */
export async function recordMessageNotification(
  trx: Db,
  message: { receiverId: number; senderId: number; postId: number | null; itemId?: number | null },
  unread: number,
  at: string,
): Promise<number[]> {
  const key = messageFoldKey(message.senderId, message.itemId ?? null);
  await deleteFolded(trx, [{ userId: message.receiverId, key }]);
  const notification: NewNotification = {
    userId: message.receiverId,
    kind: 'message',
    actorId: message.senderId,
    postId: message.postId,
  };
  const id = await insertNotification(trx, notification, at, { key, count: unread });
  if (id === null) return [];
  await scheduleDeliveries(trx, [{ ...notification, id }], at);
  return [message.receiverId];
}

/**
 * The reader read messages of the sender in a thread and has `unread` of them left there: the
 * thread's notification counts those, and is read once none is. Answers whether it changed.
 */
export function recordMessagesRead(
  trx: Db,
  reading: { readerId: number; senderId: number; itemId?: number | null },
  unread: number,
  at: string,
): Promise<boolean> {
  return setFoldedUnread(
    trx,
    { userId: reading.readerId, key: messageFoldKey(reading.senderId, reading.itemId ?? null) },
    unread,
    at,
  );
}

/** Kinds read only with their cause, never from the centre: a conversation's, with its messages. */
const READ_WITH_THEIR_CAUSE: readonly NotificationKind[] = ['message'];

/**
 * Tells each member's sockets, once the transaction that wrote to them committed, and has this
 * instance send what became due by push or email (off the request's path).
 */
export function announceNotifications(context: ModuleContext, memberIds: Iterable<number>): void {
  const members = new Set(memberIds);
  for (const memberId of members) {
    context.realtime.notificationCountChanged(memberId, 'notifications');
  }
  if (members.size > 0) context.delivery.nudge();
}

/**
 * The saved searches whose day's matches these notifications count (more than one each), by
 * id, in one read: such a notification opens the feed of its search. A search deleted since is
 * missing, and its notification opens the latest post instead.
 */
async function foldedSearchesOf(
  db: Db,
  memberId: number,
  rows: readonly NotificationRow[],
): Promise<Map<number, SearchCriteria>> {
  const ids = rows
    .filter((row) => row.count > 1)
    .map((row) => searchIdOfFoldKey(row.fold_key))
    .filter((id) => id !== null);
  const searches = await savedSearchCriteriaOf(db, memberId, ids);
  return new Map(
    searches.map((search) => [
      search.id,
      {
        q: search.query,
        category: search.category,
        region: search.region,
        place: search.place_id,
        within_km: search.within_km,
      },
    ]),
  );
}

/** GET /api/notifications: a page of the member's own, newest first. */
export async function notificationList(
  context: ModuleContext,
  member: UserRow,
  before: number | undefined,
): Promise<NotificationListReply> {
  const [rows, unreadCount] = await Promise.all([
    notificationsOf(context.db, member.id, before, NOTIFICATIONS_PAGE_SIZE + 1),
    countUnread(context.db, member.id),
  ]);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const foldedSearches = await foldedSearchesOf(context.db, member.id, page);
  return {
    notifications: page.map((row) =>
      presentNotification(
        context.images,
        row,
        member.id,
        row.count > 1 ? (foldedSearches.get(searchIdOfFoldKey(row.fold_key) ?? 0) ?? null) : null,
      ),
    ),
    unreadCount,
    nextCursor: rows.length > page.length ? (page[page.length - 1]?.id ?? null) : null,
  };
}

export function unreadNotificationCount(context: ModuleContext, member: UserRow): Promise<number> {
  return countUnread(context.db, member.id);
}

/**
 * Marks one of the member's notifications read (404 for another member's or none); a
 * conversation's stays as its messages are.
 */
export async function readNotification(
  context: ModuleContext,
  session: Session,
  id: number,
): Promise<NotificationsReadReply> {
  const memberId = session.member.id;
  const unreadCount = await writeAs(context, session, async (trx) => {
    if (!(await markRead(trx, memberId, id, new Date().toISOString(), READ_WITH_THEIR_CAUSE))) {
      throw notFound(ERROR_CODES.notificationNotFound, NOTIFICATION_MESSAGES.notFound);
    }
    return countUnread(trx, memberId);
  });
  announceNotifications(context, [memberId]);
  return { message: NOTIFICATION_MESSAGES.read, unreadCount };
}

/** Marks every notification of the member read, but those of conversations (as above). */
export async function readAllNotifications(
  context: ModuleContext,
  session: Session,
): Promise<NotificationsReadReply> {
  const memberId = session.member.id;
  const { read, unreadCount } = await writeAs(context, session, async (trx) => ({
    read: await markAllRead(trx, memberId, new Date().toISOString(), READ_WITH_THEIR_CAUSE),
    unreadCount: await countUnread(trx, memberId),
  }));
  if (read > 0) announceNotifications(context, [memberId]);
  return { message: NOTIFICATION_MESSAGES.allRead, unreadCount };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often each instance removes the notifications older than NOTIFICATION_KEEP_DAYS. */
export const NOTIFICATION_PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Removes the notifications older than NOTIFICATION_KEEP_DAYS; answers how many. */
export function pruneNotifications(context: Pick<ModuleContext, 'db' | 'now'>): Promise<number> {
  const before = new Date(context.now() - NOTIFICATION_KEEP_DAYS * DAY_MS).toISOString();
  return deleteNotificationsBefore(context.db, before);
}

/** Prunes old notifications every hour until stopped. */
export function startNotificationPruneJob(
  context: ModuleContext,
  log: FastifyBaseLogger,
): IntervalJob {
  return everyInterval(
    () => pruneNotifications(context),
    NOTIFICATION_PRUNE_EVERY_MS,
    (error) => log.error({ err: error }, 'pruning old notifications failed'),
  );
}
