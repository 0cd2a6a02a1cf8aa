import { sql } from 'kysely';

import type { NotificationKind } from '@tabarru/contract/notifications';
import type { NotificationChannel } from '@tabarru/contract/notification-preferences';

import type { Dialect } from '../../db/database';
import type { Db, DeliveryChannel } from '../../db/schema';
import type { PreferenceChange, StoredPreference } from './preferences';

/** The member's stored choices (only those that differ from the defaults). */
export function storedPreferences(
  db: Db,
  userId: number,
  kind?: NotificationKind,
): Promise<StoredPreference[]> {
  let query = db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel', 'setting'])
    .where('user_id', '=', userId);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.execute();
}

/** Writes the changed choices, and removes those that are the default again. */
export async function applyPreferenceChanges(
  db: Db,
  userId: number,
  changes: readonly PreferenceChange[],
): Promise<void> {
  for (const change of changes) {
    if (change.setting === null) {
      await db
        .deleteFrom('notification_preferences')
        .where('user_id', '=', userId)
        .where('kind', '=', change.kind)
        .where('channel', '=', change.channel)
        .execute();
    } else {
      await db
        .insertInto('notification_preferences')
        .values({
          user_id: userId,
          kind: change.kind,
          channel: change.channel,
          setting: change.setting,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'kind', 'channel'])
            .doUpdateSet({ setting: change.setting ?? '' }),
        )
        .execute();
    }
  }
}

export async function setNotifyAtNight(db: Db, userId: number, on: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ notify_at_night: on ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** What deciding a notification's pushes and emails needs to know of its member. */
export interface DeliveryPlanInputs {
  stored: { channel: NotificationChannel; setting: string }[];
  notifyAtNight: boolean;
  hasPushSubscription: boolean;
  /** when the email batch of this kind already waiting goes, if one is */
  pendingEmailDueAt: string | null;
  /** when this kind was last emailed to the member */
  lastEmailedAt: string | null;
  /** when their daily digest already waiting goes, if one is */
  pendingDigestDueAt: string | null;
}

/** Members one read names at most: a few hundred bound values, under every driver's limit. */
const MEMBERS_PER_READ = 500;

/**
 * What planning a notification of `kind` needs, for each of these members: six reads per few
 * hundred members, each by an index on the member, however many members a fan-out reaches.
 */
export async function deliveryPlanInputsOf(
  db: Db,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<Map<number, DeliveryPlanInputs>> {
  const inputs = new Map<number, DeliveryPlanInputs>();
  const distinct = [...new Set(userIds)];
  for (let start = 0; start < distinct.length; start += MEMBERS_PER_READ) {
    const ids = distinct.slice(start, start + MEMBERS_PER_READ);
    const [stored, members, subscriptions, pendingEmails, mailings, pendingDigests] =
      await Promise.all([
        db
          .selectFrom('notification_preferences')
          .select(['user_id', 'channel', 'setting'])
          .where('user_id', 'in', ids)
          .where('kind', '=', kind)
          .execute(),
        db.selectFrom('users').select(['id', 'notify_at_night']).where('id', 'in', ids).execute(),
        db
          .selectFrom('push_subscriptions')
          .select('user_id')
          .distinct()
          .where('user_id', 'in', ids)
          .execute(),
        db
          .selectFrom('notification_deliveries')
          .select((eb) => ['user_id', eb.fn.min('due_at').as('due_at')])
          .where('user_id', 'in', ids)
          .where('channel', '=', 'email')
          .where('kind', '=', kind)
          .groupBy('user_id')
          .execute(),
        db
          .selectFrom('notification_mailings')
          .select(['user_id', 'last_sent_at'])
          .where('user_id', 'in', ids)
          .where('kind', '=', kind)
          .execute(),
        db
          .selectFrom('notification_deliveries')
          .select((eb) => ['user_id', eb.fn.min('due_at').as('due_at')])
          .where('user_id', 'in', ids)
          .where('channel', '=', 'digest')
          .groupBy('user_id')
          .execute(),
      ]);
    const atNight = new Set(
      members.filter((member) => member.notify_at_night === 1).map((member) => member.id),
    );
    const withDevice = new Set(subscriptions.map((row) => row.user_id));
    const pendingEmailOf = new Map(pendingEmails.map((row) => [row.user_id, row.due_at]));
    const lastEmailOf = new Map(mailings.map((row) => [row.user_id, row.last_sent_at]));
    const pendingDigestOf = new Map(pendingDigests.map((row) => [row.user_id, row.due_at]));
    const storedOf = new Map<number, DeliveryPlanInputs['stored']>();
    for (const { user_id: userId, channel, setting } of stored) {
      storedOf.set(userId, [...(storedOf.get(userId) ?? []), { channel, setting }]);
    }
    for (const userId of ids) {
      inputs.set(userId, {
        stored: storedOf.get(userId) ?? [],
        notifyAtNight: atNight.has(userId),
        hasPushSubscription: withDevice.has(userId),
        pendingEmailDueAt: timestampOrNull(pendingEmailOf.get(userId)),
        lastEmailedAt: timestampOrNull(lastEmailOf.get(userId)),
        pendingDigestDueAt: timestampOrNull(pendingDigestOf.get(userId)),
      });
    }
  }
  return inputs;
}

/** PostgreSQL answers timestamps as Date objects, SQLite as the stored ISO text. */
function timestampOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

export interface NewDelivery {
  notificationId: number;
  userId: number;
  kind: NotificationKind;
  channel: DeliveryChannel;
  dueAt: string;
}

export async function insertDeliveries(db: Db, deliveries: readonly NewDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .insertInto('notification_deliveries')
    .values(
      deliveries.map((delivery) => ({
        notification_id: delivery.notificationId,
        user_id: delivery.userId,
        kind: delivery.kind,
        channel: delivery.channel,
        due_at: delivery.dueAt,
      })),
    )
    .execute();
}

/** A member's (and for emails, a kind's) deliveries that are due and nobody is sending. */
export interface DueGroup {
  userId: number;
  kind: NotificationKind | null;
}

const claimable = (now: string) =>
  sql<boolean>`(${sql.ref('claimed_until')} is null or ${sql.ref('claimed_until')} < ${now})`;

/**
 * The groups with deliveries due on this channel, the longest waiting first: pushes and digests
 * per member, emails per member and kind.
 */
export async function dueGroups(
  db: Db,
  channel: DeliveryChannel,
  now: string,
  limit: number,
): Promise<DueGroup[]> {
  const perKind = channel === 'email';
  const rows = await db
    .selectFrom('notification_deliveries')
    .select((eb) => [
      'user_id',
      ...(perKind ? (['kind'] as const) : []),
      eb.fn.min('due_at').as('first_due'),
    ])
    .where('channel', '=', channel)
    .where('due_at', '<=', now)
    .where(claimable(now))
    .groupBy(perKind ? ['user_id', 'kind'] : ['user_id'])
    .orderBy('first_due')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    kind: 'kind' in row ? (row.kind as NotificationKind) : null,
  }));
}

export interface ClaimedDelivery {
  id: number;
  notification_id: number;
  kind: NotificationKind;
  attempts: number;
}

/**
 * Takes a group's due deliveries for this instance until `until`, in one conditional update: of
 * several instances running at once, each delivery is taken by one only.
 */
export function claimGroup(
  db: Db,
  channel: DeliveryChannel,
  group: DueGroup,
  now: string,
  until: string,
): Promise<ClaimedDelivery[]> {
  let query = db
    .updateTable('notification_deliveries')
    .set({ claimed_until: until })
    .where('channel', '=', channel)
    .where('user_id', '=', group.userId)
    .where('due_at', '<=', now)
    .where(claimable(now));
  if (group.kind !== null) query = query.where('kind', '=', group.kind);
  return query.returning(['id', 'notification_id', 'kind', 'attempts']).execute();
}

export async function deleteDeliveries(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('notification_deliveries').where('id', 'in', ids).execute();
}

/** Gives claimed deliveries back, to go at `dueAt`; `failed` counts a try against them. */
export async function postponeDeliveries(
  db: Db,
  ids: readonly number[],
  dueAt: string,
  failed: boolean,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notification_deliveries')
    .set((eb) => ({
      due_at: dueAt,
      claimed_until: null,
      attempts: failed ? eb('attempts', '+', 1) : eb.ref('attempts'),
    }))
    .where('id', 'in', ids)
    .execute();
}

/** The member a delivery goes to. */
export function deliveryMember(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'locale', 'notify_at_night'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
export type DeliveryMember = NonNullable<Awaited<ReturnType<typeof deliveryMember>>>;

/** The notifications of claimed deliveries, with the names they show, oldest first. */
export function deliveredNotifications(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('notifications')
    .leftJoin('users as actor', 'actor.id', 'notifications.actor_id')
    .leftJoin('posts', 'posts.id', 'notifications.post_id')
    .select([
      'notifications.id',
      'notifications.user_id',
      'notifications.kind',
      'notifications.actor_id',
      'notifications.post_id',
      'notifications.rating',
      'notifications.detail',
      'notifications.count',
      'notifications.read_at',
      'actor.username as actor_username',
      'posts.title as post_title',
      'posts.user_id as post_owner_id',
      'posts.moderation_status as post_moderation_status',
    ])
    .where('notifications.id', 'in', ids.length > 0 ? ids : [0])
    .orderBy('notifications.id')
    .execute();
}
export type DeliveredNotification = Awaited<ReturnType<typeof deliveredNotifications>>[number];

/** Records that the member was emailed about this kind (or their digest) now. */
export async function recordMailing(
  db: Db,
  userId: number,
  kind: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('notification_mailings')
    .values({ user_id: userId, kind, last_sent_at: at })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet({ last_sent_at: at }),
    )
    .execute();
}

/** When the member was last emailed about this kind (or their digest), in ms; null for never. */
export async function lastMailedAt(db: Db, userId: number, kind: string): Promise<number | null> {
  const row = await db
    .selectFrom('notification_mailings')
    .select('last_sent_at')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  const at = timestampOrNull(row?.last_sent_at);
  return at === null ? null : Date.parse(at);
}

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The member's `limit` newest subscriptions, the newest first. */
export function subscriptionsOf(
  db: Db,
  userId: number,
  limit: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Stores a device's subscription for the member: the same endpoint again (the device
 * re-subscribing, or another member signed in on it) takes the row over.
 */
export async function upsertSubscription(
  db: Db,
  subscription: { userId: number; endpoint: string; p256dh: string; auth: string; at: string },
): Promise<void> {
  const values = {
    user_id: subscription.userId,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
  };
  await db
    .insertInto('push_subscriptions')
    .values({ ...values, endpoint: subscription.endpoint, created_at: subscription.at })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({ ...values, created_at: subscription.at }),
    )
    .execute();
}

/** Any fixed number: the first key of the advisory lock a member's subscribes take turns on. */
const SUBSCRIBING_LOCK = 20_021;

/**
 * Makes the member's subscribes take turns until the transaction ends, so that each one's trim
 * sees the devices the others added (SQLite runs one write transaction at a time already).
 */
export async function takeSubscribingTurn(db: Db, dialect: Dialect, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${SUBSCRIBING_LOCK}, ${userId})`.execute(db);
}

/** Removes the member's subscriptions but the `keep` newest (the last subscribed). */
export async function keepNewestSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  const newest = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', newest)
    .execute();
}

/** Removes the member's subscription of this endpoint; false when they had none. */
export async function deleteMemberSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The push service said the subscription is gone (404, 410). */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** Records an unsubscribe link as used; false when it had been used already. */
export async function useUnsubscribeNonce(db: Db, nonce: string, at: string): Promise<boolean> {
  const row = await db
    .insertInto('used_unsubscribe_links')
    .values({ nonce, used_at: at })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

export async function unsubscribeNonceUsed(db: Db, nonce: string): Promise<boolean> {
  const row = await db
    .selectFrom('used_unsubscribe_links')
    .select('nonce')
    .where('nonce', '=', nonce)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the used links older than their life: they are refused as expired anyway. */
export async function deleteUsedLinksBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('used_unsubscribe_links')
    .where('used_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the member turned the unread-message email off (the message kind's email). */
export async function messageEmailsOff(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notification_preferences')
    .select('setting')
    .where('user_id', '=', userId)
    .where('kind', '=', 'message')
    .where('channel', '=', 'email')
    .executeTakeFirst();
  return row?.setting === 'off';
}
