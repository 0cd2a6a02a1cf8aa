import type { FastifyBaseLogger } from 'fastify';

import type { NotificationKind } from '@tabarru/contract/notifications';
import { PICKUP_REMINDER_LEAD_MINUTES } from '@tabarru/contract/pickups';

import type { ModuleContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { everyInterval, type IntervalJob } from '../../infra/interval-job';
import { announceNotifications, recordNotifications } from '../notifications/service';
import { duePickupReminders, takePickupReminder, type PickupReminder } from './queries';

/** Reminders of one kind one run sends at most; the next run takes the rest. */
const REMINDER_BATCH = 200;

const LEAD_MS = PICKUP_REMINDER_LEAD_MINUTES * 60_000;

const KIND_OF: Record<PickupReminder, NotificationKind> = {
  soon: 'pickup_soon',
  now: 'pickup_now',
  outcome: 'pickup_outcome',
};

type ReminderContext = Pick<ModuleContext, 'db' | 'now'>;

/**
 * Whether a reminder taken at `at` still says something true: "in two hours" before the start,
 * "now" before the end. One found late (a pickup agreed less than two hours ahead, or a run
 * after a pause) is taken without being sent, and the next one follows.
 */
function stillTrue(reminder: PickupReminder, startsAt: number, endsAt: number, at: number) {
  if (reminder === 'soon') return at < startsAt;
  if (reminder === 'now') return at < endsAt;
  return true;
}

/**
 * Sends the pickup reminders that are due at the context's clock: two hours before the agreed
 * time and at it, to both members, and after its end the question whether it was collected.
 * Each is taken by a conditional update first, so several instances running this at once send
 * it once. The notifications go through each member's channels and quiet hours like any other.
 * Returns the members told.
 */
export async function sendDuePickupReminders(context: ReminderContext): Promise<number[]> {
  const at = context.now();
  const iso = new Date(at).toISOString();
  const told: number[] = [];
  for (const reminder of ['soon', 'now', 'outcome'] as const) {
    const dueBy = new Date(reminder === 'soon' ? at + LEAD_MS : at).toISOString();
    for (const pickup of await duePickupReminders(context.db, reminder, dueBy, REMINDER_BATCH)) {
      const startsAt = pickup.agreed_starts_at;
      if (startsAt === null || pickup.agreed_ends_at === null) continue;
      const endsAt = Date.parse(pickup.agreed_ends_at);
      const notified = await inTransaction(context.db, async (trx) => {
        if (!(await takePickupReminder(trx, pickup.id, reminder, startsAt, iso))) return [];
        if (!stillTrue(reminder, Date.parse(startsAt), endsAt, at)) return [];
        const kind = KIND_OF[reminder];
        return recordNotifications(
          trx,
          [
            { userId: pickup.asker_id, kind, actorId: pickup.donor_id, postId: pickup.post_id },
            { userId: pickup.donor_id, kind, actorId: pickup.asker_id, postId: pickup.post_id },
          ],
          iso,
        );
      });
      told.push(...notified);
    }
  }
  return told;
}

/**
 * Sends the pickup reminders that have come due, every `everyMs` (DUE_JOBS_EVERY_SECONDS,
 * docs/operations.md).
 */
export function startPickupReminderJob(
  context: ModuleContext,
  log: FastifyBaseLogger,
  everyMs: number,
): IntervalJob {
  return everyInterval(
    async () => announceNotifications(context, await sendDuePickupReminders(context)),
    everyMs,
    (error) => log.error({ err: error }, 'pickup reminders failed'),
  );
}
