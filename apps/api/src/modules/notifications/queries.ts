import type { NotificationKind } from '@tabarru/contract/notifications';

import { eitherBlocked } from '../../db/member-blocks';
import { withCover } from '../../db/post-cover';
import type { Db } from '../../db/schema';

/** A notification to write: who hears of what, caused by whom, about which post. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  actorId: number | null;
  postId: number | null;
  rating?: number | null;
  /** what it says beyond its member and item (detail.ts) */
  detail?: string | null;
}

/** A notification that may stand for several events under its fold key (a day's matches). */
export interface FoldableNotification extends NewNotification {
  fold?: { key: string; count: number };
}

/**
 * Writes the notification unless it is the member's own doing or either of the two blocked the
 * other. Returns the new row's id, or null when none was written.
 */
export async function insertNotification(
  db: Db,
  notification: NewNotification,
  at: string,
  fold?: { key: string; count: number },
): Promise<number | null> {
  const { userId, actorId } = notification;
  if (actorId === userId) return null;
  if (actorId !== null) {
    const pair = await db
      .selectNoFrom(eitherBlocked(userId, actorId).as('blocked'))
      .executeTakeFirstOrThrow();
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    if (pair.blocked) return null;
  }
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      kind: notification.kind,
      actor_id: actorId,
      post_id: notification.postId,
      rating: notification.rating ?? null,
      detail: notification.detail ?? null,
      count: fold?.count ?? 1,
      fold_key: fold?.key ?? null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member's notifications, newest first, from before the id `before`, with what they name. */
export function notificationsOf(db: Db, userId: number, before: number | undefined, limit: number) {
  let query = withCover(
    db
      .selectFrom('notifications')
      .leftJoin('users as actor', 'actor.id', 'notifications.actor_id')
      .leftJoin('posts', 'posts.id', 'notifications.post_id'),
  )
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.actor_id',
      'notifications.post_id',
      'notifications.rating',
      'notifications.detail',
      'notifications.count',
      'notifications.fold_key',
      'notifications.created_at',
      'notifications.read_at',
      'actor.username as actor_username',
      'posts.title as post_title',
      'posts.user_id as post_owner_id',
      'posts.moderation_status as post_moderation_status',
      'cover.image_hash as cover_hash',
    ])
    .where('notifications.user_id', '=', userId)
    .orderBy('notifications.id', 'desc')
    .limit(limit);
  if (before !== undefined) query = query.where('notifications.id', '<', before);
  return query.execute();
}

export type NotificationRow = Awaited<ReturnType<typeof notificationsOf>>[number];

/** How many of the member's notifications are unread. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks one of the member's notifications read, unless it is of a kind in `kept`; false when
 * they have no such notification.
 */
export async function markRead(
  db: Db,
  userId: number,
  id: number,
  at: string,
  kept: readonly NotificationKind[] = [],
): Promise<boolean> {
  const found = await db
    .selectFrom('notifications')
    .select(['read_at', 'kind'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!found) return false;
  if (found.read_at === null && !kept.includes(found.kind)) {
    await db.updateTable('notifications').set({ read_at: at }).where('id', '=', id).execute();
  }
  return true;
}

/**
 * Marks every unread notification of the member read, but those of a kind in `kept`; answers
 * how many it marked.
 */
export async function markAllRead(
  db: Db,
  userId: number,
  at: string,
  kept: readonly NotificationKind[] = [],
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (kept.length > 0) query = query.where('kind', 'not in', kept);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Makes the member's folded notification of this key count `unread` events, unread while there
 * are any and read once none is left; answers whether it changed.
 */
export async function setFoldedUnread(
  db: Db,
  folded: { userId: number; key: string },
  unread: number,
  at: string,
): Promise<boolean> {
  const query = db
    .updateTable('notifications')
    .where('user_id', '=', folded.userId)
    .where('fold_key', '=', folded.key);
  const result = await (
    unread === 0
      ? query.set({ read_at: at }).where('read_at', 'is', null)
      : query
          .set({ count: unread, read_at: null })
          .where((eb) => eb.or([eb('count', '!=', unread), eb('read_at', 'is not', null)]))
  ).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the notifications written before `before`; answers how many. */
export async function deleteNotificationsBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Rows one insert writes at most: a few thousand bound values, under every driver's limit. */
const INSERT_BATCH = 500;

/**
 * Writes many notifications in a few multi-row inserts, each with its fold key and count when
 * folded; answers the rows written, whose push and email the caller plans. The caller has
 * already left out a member's own doing and blocked pairs (in the read that chose the members),
 * so no row is checked here one at a time.
 */
export async function insertNotificationBatch(
  db: Db,
  notifications: readonly FoldableNotification[],
  at: string,
): Promise<{ id: number; userId: number; kind: NotificationKind }[]> {
  const rows = notifications
    .filter((notification) => notification.actorId !== notification.userId)
    .map((notification) => ({
      user_id: notification.userId,
      kind: notification.kind,
      actor_id: notification.actorId,
      post_id: notification.postId,
      rating: notification.rating ?? null,
      count: notification.fold?.count ?? 1,
      fold_key: notification.fold?.key ?? null,
      created_at: at,
    }));
  const written: { id: number; userId: number; kind: NotificationKind }[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const inserted = await db
      .insertInto('notifications')
      .values(rows.slice(start, start + INSERT_BATCH))
      .returning(['id', 'user_id', 'kind'])
      .execute();
    written.push(...inserted.map((row) => ({ id: row.id, userId: row.user_id, kind: row.kind })));
  }
  return written;
}

/** Pairs one delete names at most: each is one probe of the member's fold index. */
const DELETE_BATCH = 200;

/** Removes the folded notifications of these members and keys, each pair one index probe. */
export async function deleteFolded(
  db: Db,
  folds: readonly { userId: number; key: string }[],
): Promise<void> {
  for (let start = 0; start < folds.length; start += DELETE_BATCH) {
    await db
      .deleteFrom('notifications')
      .where((eb) =>
        eb.or(
          folds
            .slice(start, start + DELETE_BATCH)
            .map((fold) =>
              eb.and([eb('user_id', '=', fold.userId), eb('fold_key', '=', fold.key)]),
            ),
        ),
      )
      .execute();
  }
}
