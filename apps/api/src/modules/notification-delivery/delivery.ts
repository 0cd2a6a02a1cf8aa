import type { FastifyBaseLogger } from 'fastify';

import type { NotificationKind } from '@tabarru/contract/notifications';
import {
  UNSUBSCRIBE_LINK_DAYS,
  type NotificationPreferences,
} from '@tabarru/contract/notification-preferences';

import type { Config } from '../../config';
import type { Db, DeliveryChannel } from '../../db/schema';
import type { IntervalJob } from '../../infra/interval-job';
import type { EmailMessage, Outbox } from '../../infra/outbox';
import { emailAtNightFor, nightAllowedFor, preferencesOf } from './preferences';
import {
  isPushServiceEndpoint,
  PUSH_SUBSCRIPTIONS_PER_MEMBER,
  type PushSender,
} from './push-sender';
import {
  claimGroup,
  deleteDeliveries,
  deleteSubscription,
  deleteUsedLinksBefore,
  deliveredNotifications,
  deliveryMember,
  dueGroups,
  lastMailedAt,
  postponeDeliveries,
  recordMailing,
  storedPreferences,
  subscriptionsOf,
  type ClaimedDelivery,
  type DeliveredNotification,
  type DeliveryMember,
  type DueGroup,
} from './queries';
import { digestEmail, instantEmail, pushPayload, unsubscribeLinks, type EmailLinks } from './texts';
import {
  EMAIL_BATCH_INTERVAL_MS,
  inQuietHours,
  PUSH_MAX_ATTEMPTS,
  pushRetryDelay,
  quietHoursEnd,
} from './timing';
import { signUnsubscribeToken } from './unsubscribe-links';

/** How often each instance looks for pushes and emails that are due (a nudge comes sooner). */
export const DELIVERY_JOB_EVERY_MS = 60_000;

/** An instance sends what it took within this time, or another instance may take it. */
const CLAIM_MS = 5 * 60_000;

/** Groups one run takes per channel at most; the next run takes the rest. */
const GROUPS_PER_RUN = 200;

/** What sending needs: the database, the clock, mail, pushes and the links' secret. */
export interface DeliveryContext {
  db: Db;
  now: () => number;
  outbox: Outbox;
  config: Pick<Config, 'publicWebUrl' | 'publicApiUrl'>;
  serverSecret: string;
  push: PushSender;
}

export interface DeliveryCounts {
  pushes: number;
  emails: number;
  digests: number;
}

const iso = (at: number) => new Date(at).toISOString();

/** A claimed group, read: its member, their choices, and the notifications still worth sending. */
interface ClaimedGroup {
  member: DeliveryMember;
  preferences: NotificationPreferences;
  claimed: ClaimedDelivery[];
  notifications: Map<number, DeliveredNotification>;
}

async function claimAndRead(
  context: DeliveryContext,
  channel: DeliveryChannel,
  group: DueGroup,
  now: number,
): Promise<ClaimedGroup | null> {
  const claimed = await claimGroup(context.db, channel, group, iso(now), iso(now + CLAIM_MS));
  if (claimed.length === 0) return null;
  const member = await deliveryMember(context.db, group.userId);
  if (!member) return null;
  const [stored, rows] = await Promise.all([
    storedPreferences(context.db, member.id),
    deliveredNotifications(
      context.db,
      claimed.map((delivery) => delivery.notification_id),
    ),
  ]);
  return {
    member,
    preferences: preferencesOf(stored),
    claimed,
    notifications: new Map(rows.map((row) => [row.id, row])),
  };
}

/**
 * Splits a group's deliveries: those to send now; those the member no longer wants (read
 * meanwhile, or the choice changed), which are dropped; and those the night holds until 07:00.
 */
async function sortOut(
  context: DeliveryContext,
  group: ClaimedGroup,
  wanted: (kind: NotificationKind, preferences: NotificationPreferences) => boolean,
  now: number,
  nightApplies: (kind: NotificationKind) => boolean,
): Promise<{ deliveries: ClaimedDelivery[]; notifications: DeliveredNotification[] }> {
  const dropped: number[] = [];
  const held: number[] = [];
  const deliveries: ClaimedDelivery[] = [];
  const quiet = inQuietHours(now);
  for (const delivery of group.claimed) {
    const notification = group.notifications.get(delivery.notification_id);
    if (!notification || notification.read_at !== null) dropped.push(delivery.id);
    else if (!wanted(delivery.kind, group.preferences)) dropped.push(delivery.id);
    else if (quiet && nightApplies(delivery.kind)) held.push(delivery.id);
    else deliveries.push(delivery);
  }
  await deleteDeliveries(context.db, dropped);
  await postponeDeliveries(context.db, held, iso(quietHoursEnd(now)), false);
  return {
    deliveries,
    notifications: deliveries.flatMap((delivery) => {
      const notification = group.notifications.get(delivery.notification_id);
      return notification ? [notification] : [];
    }),
  };
}

/** Gives a failed group back for a later try, or gives it up after PUSH_MAX_ATTEMPTS. */
async function retryLater(
  context: DeliveryContext,
  log: FastifyBaseLogger,
  deliveries: readonly ClaimedDelivery[],
  now: number,
  retryAfterSeconds: number | null,
  reason: string,
): Promise<void> {
  const attempts = Math.max(...deliveries.map((delivery) => delivery.attempts)) + 1;
  const ids = deliveries.map((delivery) => delivery.id);
  if (attempts >= PUSH_MAX_ATTEMPTS) {
    log.warn({ attempts, reason, deliveries: ids }, 'notification delivery given up');
    await deleteDeliveries(context.db, ids);
    return;
  }
  const dueAt = now + pushRetryDelay(attempts, retryAfterSeconds);
  await postponeDeliveries(context.db, ids, iso(dueAt), true);
}

/** One member's due pushes: one push, or one summing them up, to each of their devices. */
async function pushGroup(
  context: DeliveryContext,
  log: FastifyBaseLogger,
  group: DueGroup,
  now: number,
): Promise<number> {
  const claimed = await claimAndRead(context, 'push', group, now);
  if (!claimed) return 0;
  const { member } = claimed;
  const { deliveries, notifications } = await sortOut(
    context,
    claimed,
    (kind, preferences) => preferences[kind].push,
    now,
    (kind) => !nightAllowedFor(kind, member.notify_at_night === 1),
  );
  if (deliveries.length === 0) return 0;
  const ids = deliveries.map((delivery) => delivery.id);
  // The newest only: a member may have more, stored before subscribing kept to the cap.
  const devices = await subscriptionsOf(context.db, member.id, PUSH_SUBSCRIPTIONS_PER_MEMBER);
  const payload = pushPayload(context.config.publicWebUrl, member.locale, notifications);
  const outcomes = await Promise.all(
    devices.map(async (device) => ({ device, outcome: await context.push.send(device, payload) })),
  );
  for (const { device, outcome } of outcomes) {
    if (outcome.result === 'gone') await deleteSubscription(context.db, device.id);
    if (outcome.result === 'refused') {
      log.warn({ status: outcome.status, memberId: member.id }, 'push refused by the push service');
    }
  }
  const retries = outcomes.flatMap(({ outcome }) => (outcome.result === 'retry' ? [outcome] : []));
  const sent = outcomes.filter(({ outcome }) => outcome.result === 'sent').length;
  // A device that got it is enough: trying again would push it twice to that one.
  if (sent === 0 && retries.length > 0) {
    const retryAfter = Math.max(...retries.map((retry) => retry.retryAfterSeconds ?? 0));
    await retryLater(context, log, deliveries, now, retryAfter || null, retries[0]?.reason ?? '');
    return 0;
  }
  await deleteDeliveries(context.db, ids);
  return sent > 0 ? 1 : 0;
}

function linksFor(
  context: DeliveryContext,
  member: DeliveryMember,
  kind: NotificationKind | 'digest',
  now: number,
): EmailLinks {
  const token = signUnsubscribeToken(
    context.serverSecret,
    { memberId: member.id, kind, channel: 'email' },
    now,
  );
  return unsubscribeLinks(context.config, member.locale, token);
}

async function sendEmail(
  context: DeliveryContext,
  log: FastifyBaseLogger,
  deliveries: readonly ClaimedDelivery[],
  email: EmailMessage,
  now: number,
): Promise<boolean> {
  try {
    await context.outbox.sendEmail(email);
    await deleteDeliveries(
      context.db,
      deliveries.map((delivery) => delivery.id),
    );
    return true;
  } catch (error) {
    await retryLater(context, log, deliveries, now, null, String(error));
    log.error({ err: error }, 'notification email not delivered');
    return false;
  }
}

/** One member's due emails of one kind: one email for all of them. */
async function emailGroup(
  context: DeliveryContext,
  log: FastifyBaseLogger,
  group: DueGroup,
  lastEmailedAt: (group: DueGroup) => Promise<number | null>,
  now: number,
): Promise<number> {
  const kind = group.kind;
  if (kind === null) return 0;
  const claimed = await claimAndRead(context, 'email', group, now);
  if (!claimed) return 0;
  const { member } = claimed;
  const { deliveries, notifications } = await sortOut(
    context,
    claimed,
    (itemKind, preferences) => preferences[itemKind].email === 'instant',
    now,
    (itemKind) => !emailAtNightFor(itemKind, member.notify_at_night === 1),
  );
  if (deliveries.length === 0) return 0;
  // Another batch of this kind went within the hour (it formed while the last one was sent).
  const last = await lastEmailedAt(group);
  if (last !== null && last + EMAIL_BATCH_INTERVAL_MS > now) {
    await postponeDeliveries(
      context.db,
      deliveries.map((delivery) => delivery.id),
      iso(last + EMAIL_BATCH_INTERVAL_MS),
      false,
    );
    return 0;
  }
  const email = instantEmail(member, kind, notifications, linksFor(context, member, kind, now));
  if (!(await sendEmail(context, log, deliveries, email, now))) return 0;
  await recordMailing(context.db, member.id, kind, iso(now));
  return 1;
}

/** One member's daily digest: every notification they chose to read once a day. */
async function digestGroup(
  context: DeliveryContext,
  log: FastifyBaseLogger,
  group: DueGroup,
  now: number,
): Promise<number> {
  const claimed = await claimAndRead(context, 'digest', group, now);
  if (!claimed) return 0;
  const { member } = claimed;
  const { deliveries, notifications } = await sortOut(
    context,
    claimed,
    (kind, preferences) => preferences[kind].email === 'daily',
    now,
    () => true,
  );
  if (deliveries.length === 0) return 0;
  const email = digestEmail(member, notifications, linksFor(context, member, 'digest', now));
  if (!(await sendEmail(context, log, deliveries, email, now))) return 0;
  await recordMailing(context.db, member.id, 'digest', iso(now));
  return 1;
}

/**
 * Sends every push and email that is due: each group is first taken by one conditional update,
 * so several instances running this at once send each once. Answers how many went.
 */
export async function deliverDueNotifications(
  context: DeliveryContext,
  log: FastifyBaseLogger,
): Promise<DeliveryCounts> {
  const now = context.now();
  const counts: DeliveryCounts = { pushes: 0, emails: 0, digests: 0 };
  const pushGroups = await dueGroups(context.db, 'push', iso(now), GROUPS_PER_RUN);
  const pushed = await Promise.all(pushGroups.map((group) => pushGroup(context, log, group, now)));
  counts.pushes = pushed.reduce((sum, count) => sum + count, 0);
  const lastEmailedAt = (group: DueGroup) =>
    lastMailedAt(context.db, group.userId, group.kind ?? '');
  for (const group of await dueGroups(context.db, 'email', iso(now), GROUPS_PER_RUN)) {
    counts.emails += await emailGroup(context, log, group, lastEmailedAt, now);
  }
  for (const group of await dueGroups(context.db, 'digest', iso(now), GROUPS_PER_RUN)) {
    counts.digests += await digestGroup(context, log, group, now);
  }
  return counts;
}

/** Forgets the unsubscribe links used longer ago than a link lives. */
export function pruneUsedUnsubscribeLinks(context: Pick<DeliveryContext, 'db' | 'now'>) {
  const before = context.now() - UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60_000;
  return deleteUsedLinksBefore(context.db, iso(before));
}

/**
 * Sends what is due on this instance: at once when nudged (a cause just committed), and every
 * minute as the safety net for what other instances or a restart left. Never two runs at once:
 * a nudge during a run makes one more run after it.
 */
export class NotificationDelivery {
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    private readonly context: DeliveryContext,
    private readonly log: FastifyBaseLogger,
    private readonly localEndpoints = false,
  ) {}

  get publicKey(): string {
    return this.context.push.publicKey;
  }

  /** Whether a device's endpoint may be stored (isPushServiceEndpoint, or a test's own). */
  endpointAllowed(endpoint: string): boolean {
    return this.localEndpoints || isPushServiceEndpoint(endpoint);
  }

  /** Runs soon; a call during a run makes one more run after it. */
  nudge(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop();
  }

  /** Resolves when no run is in progress. */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #loop(): Promise<void> {
    try {
      do {
        this.#again = false;
        try {
          await deliverDueNotifications(this.context, this.log);
        } catch (error) {
          this.log.error({ err: error }, 'sending notifications failed');
        }
      } while (this.#again && !this.#stopped);
    } finally {
      this.#running = undefined;
    }
  }

  /** Runs every `everyMs` (and prunes used unsubscribe links every hour) until stopped. */
  start(everyMs = DELIVERY_JOB_EVERY_MS): IntervalJob {
    const timer = setInterval(() => this.nudge(), everyMs);
    timer.unref();
    const pruneTimer = setInterval(() => {
      pruneUsedUnsubscribeLinks(this.context).catch((error: unknown) =>
        this.log.error({ err: error }, 'pruning used unsubscribe links failed'),
      );
    }, 60 * 60_000);
    pruneTimer.unref();
    return {
      stop: async () => {
        this.#stopped = true;
        clearInterval(timer);
        clearInterval(pruneTimer);
        await this.settled();
      },
    };
  }
}
