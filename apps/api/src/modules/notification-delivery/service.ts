import { ERROR_CODES } from '@tabarru/contract/errors';
import type { NotificationKind } from '@tabarru/contract/notifications';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  type NotificationPreferencesPatch,
  type NotificationPreferencesReply,
  type PushSubscriptionBody,
} from '@tabarru/contract/notification-preferences';

import type { ModuleContext } from '../../context';
import type { Db } from '../../db/schema';
import { badRequest } from '../../infra/http-errors';
import { writeAs, type Session } from '../auth/session';
import { deliveryPlan } from './plan';
import { preferenceChanges, preferencesOf } from './preferences';
import { isP256PublicKey, PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push-sender';
import {
  applyPreferenceChanges,
  deleteMemberSubscription,
  deliveryPlanInputsOf,
  insertDeliveries,
  keepNewestSubscriptions,
  type NewDelivery,
  setNotifyAtNight,
  storedPreferences,
  takeSubscribingTurn,
  upsertSubscription,
} from './queries';

/** Deliveries one insert writes at most, like the notifications' own batches. */
const DELIVERY_INSERT_BATCH = 500;

/**
 * Plans how notifications just written go out by push and email, in the transaction that wrote
 * them: one row per channel, sent later by the delivery job (delivery.ts). The members' choices
 * are read a few hundred at a time, so a fan-out to thousands costs a handful of reads per
 * batch rather than per member.
 */
export async function scheduleDeliveries(
  trx: Db,
  notifications: readonly { id: number; userId: number; kind: NotificationKind }[],
  at: string,
): Promise<void> {
  const atMs = Date.parse(at);
  const planned: NewDelivery[] = [];
  for (const kind of new Set(notifications.map((notification) => notification.kind))) {
    const ofKind = notifications.filter((notification) => notification.kind === kind);
    const inputs = await deliveryPlanInputsOf(
      trx,
      ofKind.map((notification) => notification.userId),
      kind,
    );
    for (const notification of ofKind) {
      const memberInputs = inputs.get(notification.userId);
      if (!memberInputs) continue;
      for (const delivery of deliveryPlan(kind, memberInputs, atMs)) {
        planned.push({
          notificationId: notification.id,
          userId: notification.userId,
          kind,
          channel: delivery.channel,
          dueAt: new Date(delivery.dueAt).toISOString(),
        });
      }
    }
  }
  for (let start = 0; start < planned.length; start += DELIVERY_INSERT_BATCH) {
    await insertDeliveries(trx, planned.slice(start, start + DELIVERY_INSERT_BATCH));
  }
}

async function preferencesReply(
  db: Db,
  memberId: number,
  night: boolean,
): Promise<NotificationPreferencesReply> {
  return { kinds: preferencesOf(await storedPreferences(db, memberId)), night };
}

/** GET /api/notifications/preferences */
export function notificationPreferences(
  context: ModuleContext,
  session: Session,
): Promise<NotificationPreferencesReply> {
  const member = session.member;
  return preferencesReply(context.db, member.id, member.notify_at_night === 1);
}

/** PATCH /api/notifications/preferences: only what the member changed is stored. */
export function updateNotificationPreferences(
  context: ModuleContext,
  session: Session,
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferencesReply> {
  return writeAs(context, session, async (trx, member) => {
    const current = preferencesOf(await storedPreferences(trx, member.id));
    await applyPreferenceChanges(trx, member.id, preferenceChanges(current, patch));
    const night = patch.night ?? member.notify_at_night === 1;
    if (patch.night !== undefined) await setNotifyAtNight(trx, member.id, patch.night);
    return preferencesReply(trx, member.id, night);
  });
}

/** Whether the member wants the unread-message email (the message kind's email). */
export async function wantsMessageEmails(db: Db, memberId: number): Promise<boolean> {
  return preferencesOf(await storedPreferences(db, memberId, 'message')).message.email !== 'off';
}

/** Turns the unread-message email on or off (the profile's older switch for it). */
export async function setMessageEmails(db: Db, memberId: number, on: boolean): Promise<void> {
  const current = preferencesOf(await storedPreferences(db, memberId, 'message'));
  const changes = preferenceChanges(current, {
    kinds: { message: { email: on ? 'instant' : 'off' } },
  });
  await applyPreferenceChanges(db, memberId, changes);
}

/**
 * POST /api/push/subscriptions: this device now pushes to the member. Past
 * PUSH_SUBSCRIPTIONS_PER_MEMBER devices the ones subscribed longest ago are dropped: a device
 * that re-subscribes counts once and as the newest.
 */
export async function subscribeDevice(
  context: ModuleContext,
  session: Session,
  subscription: PushSubscriptionBody,
): Promise<{ message: string }> {
  if (!context.delivery.endpointAllowed(subscription.endpoint)) {
    throw badRequest(
      ERROR_CODES.fieldInvalid,
      'The endpoint must be the https address of a push service.',
      'endpoint',
    );
  }
  if (!isP256PublicKey(subscription.keys.p256dh)) {
    throw badRequest(
      ERROR_CODES.fieldInvalid,
      NOTIFICATION_PREFERENCE_MESSAGES.pushKeyInvalid,
      'keys.p256dh',
    );
  }
  await writeAs(context, session, async (trx, member) => {
    await takeSubscribingTurn(trx, context.dialect, member.id);
    await upsertSubscription(trx, {
      userId: member.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      at: new Date(context.now()).toISOString(),
    });
    await keepNewestSubscriptions(trx, member.id, PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });
  return { message: NOTIFICATION_PREFERENCE_MESSAGES.subscribed };
}

/** DELETE /api/push/subscriptions: this device no longer pushes to the member. */
export async function unsubscribeDevice(
  context: ModuleContext,
  session: Session,
  endpoint: string,
): Promise<{ message: string }> {
  await writeAs(context, session, (trx, member) =>
    deleteMemberSubscription(trx, member.id, endpoint),
  );
  return { message: NOTIFICATION_PREFERENCE_MESSAGES.unsubscribedDevice };
}
