import { ERROR_CODES } from '@tabarru/contract/errors';
import type { NotificationKind } from '@tabarru/contract/notifications';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  type NotificationPreferencesPatch,
  type NotificationPreferencesReply,
  type PushSubscriptionBody,
} from '@tabarru/contract/notification-preferences';

import type { Language } from '@tabarru/contract/constants';

import type { ModuleContext } from '../../context';
import type { Db } from '../../db/schema';
import { badRequest } from '../../infra/http-errors';
import { writeAs, type Session } from '../sessions/service';
import { deliveryPlan } from './plan';
import { nightAllowedFor, preferenceChanges, preferencesOf } from './preferences';
import { isP256PublicKey, PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push-sender';
import { unsubscribeHeaders, unsubscribeLinks } from './texts';
import { afterQuietHours } from './timing';
import { signUnsubscribeToken } from './unsubscribe-links';
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

/**
 * When an email about messages that is ready at `at` may go: then, or at 07:00 when `at` is in
 * the quiet hours and the member has not let messages reach them at night. For mail the
 * messages module sends itself (the unread-message email), by the same rules as every other.
 */
export function messageEmailDueAt(at: number, notifyAtNight: boolean): number {
  return afterQuietHours(at, nightAllowedFor('message', notifyAtNight));
}

/**
 * The unsubscribe parts of an email about messages to a member: the address of the settings
 * page that turns these emails off (for the email's text) and the one-click headers mail
 * clients show, both with a token for this member, kind and channel alone.
 */
export function messageEmailUnsubscribe(
  context: Pick<ModuleContext, 'config' | 'serverSecret'>,
  member: { id: number; locale: Language },
  at: number,
): { unsubscribePage: string; headers: Record<string, string> } {
  const token = signUnsubscribeToken(
    context.serverSecret,
    { memberId: member.id, kind: 'message', channel: 'email' },
    at,
  );
  const links = unsubscribeLinks(context.config, member.locale, token);
  return {
    unsubscribePage: links.unsubscribePage,
    headers: unsubscribeHeaders(links.oneClickUnsubscribe),
  };
}

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
