import type { NotificationKind } from '@tabarru/contract/notifications';

import type { DeliveryChannel } from '../../db/schema';
import { emailAtNightFor, kindPreference, nightAllowedFor } from './preferences';
import type { DeliveryPlanInputs } from './queries';
import { afterQuietHours, batchedEmailDueAt, nextDigestAt } from './timing';

export interface PlannedDelivery {
  channel: DeliveryChannel;
  dueAt: number;
}

const parsed = (value: string | null) => (value === null ? null : Date.parse(value));

/**
 * How a notification of `kind` made at `at` goes out, by the member's choices: a push at once
 * (after the quiet hours unless the night is allowed) to a member with a subscribed device; an
 * email with its kind's batch (at night too for the account's safety: SECURITY_KINDS), or in
 * the next daily digest. A conversation's email is the
 * unread-message email (modules/messages), planned with its conversation, not here.
 */
export function deliveryPlan(
  kind: NotificationKind,
  inputs: DeliveryPlanInputs,
  at: number,
): PlannedDelivery[] {
  const preference = kindPreference(kind, inputs.stored);
  const night = nightAllowedFor(kind, inputs.notifyAtNight);
  const planned: PlannedDelivery[] = [];
  if (preference.push && inputs.hasPushSubscription) {
    planned.push({ channel: 'push', dueAt: afterQuietHours(at, night) });
  }
  if (kind === 'message') return planned;
  if (preference.email === 'instant') {
    planned.push({
      channel: 'email',
      dueAt: batchedEmailDueAt(
        at,
        parsed(inputs.lastEmailedAt),
        parsed(inputs.pendingEmailDueAt),
        emailAtNightFor(kind, inputs.notifyAtNight),
      ),
    });
  } else if (preference.email === 'daily') {
    planned.push({
      channel: 'digest',
      dueAt: parsed(inputs.pendingDigestDueAt) ?? nextDigestAt(at),
    });
  }
  return planned;
}
