import { describe, expect, it } from 'vitest';

import { DEFAULT_NOTIFICATION_PREFERENCES } from '@tabarru/contract/notification-preferences';

import { deliveryPlan } from './plan';
import { nightAllowedFor, preferenceChanges, preferencesOf } from './preferences';
import type { DeliveryPlanInputs } from './queries';

const amman = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 3, minute);
const iso = (at: number) => new Date(at).toISOString();

describe('a member’s preferences', () => {
  it('are the defaults with what they changed', () => {
    const preferences = preferencesOf([
      { kind: 'search_match', channel: 'push', setting: 'on' },
      { kind: 'claim_received', channel: 'email', setting: 'daily' },
    ]);
    expect(preferences.search_match).toEqual({ push: true, email: 'daily' });
    expect(preferences.claim_received).toEqual({ push: true, email: 'daily' });
    expect(preferences.message).toEqual(DEFAULT_NOTIFICATION_PREFERENCES.message);
  });

  it('store a change only where it differs from the default', () => {
    const current = preferencesOf([{ kind: 'search_match', channel: 'push', setting: 'on' }]);
    expect(
      preferenceChanges(current, {
        kinds: {
          search_match: { push: false },
          claim_received: { email: 'off', push: true },
          message: { email: 'instant' },
        },
      }),
    ).toEqual([
      { kind: 'claim_received', channel: 'email', setting: 'off' },
      { kind: 'search_match', channel: 'push', setting: null },
    ]);
  });

  it('let only messages and claims through the night, and only when chosen', () => {
    expect(nightAllowedFor('message', true)).toBe(true);
    expect(nightAllowedFor('claim_declined', true)).toBe(true);
    expect(nightAllowedFor('rating_received', true)).toBe(false);
    expect(nightAllowedFor('message', false)).toBe(false);
  });
});

describe('the plan of a notification', () => {
  const inputs = (overrides: Partial<DeliveryPlanInputs> = {}): DeliveryPlanInputs => ({
    stored: [],
    notifyAtNight: false,
    hasPushSubscription: true,
    pendingEmailDueAt: null,
    lastEmailedAt: null,
    pendingDigestDueAt: null,
    ...overrides,
  });

  it('pushes and emails a claim at once by default', () => {
    expect(deliveryPlan('claim_received', inputs(), amman(24, 12))).toEqual([
      { channel: 'push', dueAt: amman(24, 12) },
      { channel: 'email', dueAt: amman(24, 12) },
    ]);
  });

  it('pushes a message, whose email is the unread-message email of its conversation', () => {
    expect(deliveryPlan('message', inputs(), amman(24, 12))).toEqual([
      { channel: 'push', dueAt: amman(24, 12) },
    ]);
  });

  it('puts a match in the next digest and never pushes it by default', () => {
    expect(deliveryPlan('search_match', inputs(), amman(24, 12))).toEqual([
      { channel: 'digest', dueAt: amman(25, 9) },
    ]);
    expect(
      deliveryPlan(
        'wanted_match',
        inputs({ pendingDigestDueAt: iso(amman(25, 9)) }),
        amman(24, 12),
      ),
    ).toEqual([{ channel: 'digest', dueAt: amman(25, 9) }]);
  });

  it('pushes nothing to a member without a device, and obeys what was turned off', () => {
    expect(
      deliveryPlan('claim_received', inputs({ hasPushSubscription: false }), amman(24, 12)),
    ).toEqual([{ channel: 'email', dueAt: amman(24, 12) }]);
    expect(
      deliveryPlan(
        'claim_received',
        inputs({
          stored: [
            { channel: 'push', setting: 'off' },
            { channel: 'email', setting: 'off' },
          ],
        }),
        amman(24, 12),
      ),
    ).toEqual([]);
  });

  it('emails a new sign-in at once, at night too, and pushes it by the night’s rule', () => {
    const night = amman(24, 23, 30);
    expect(deliveryPlan('new_sign_in', inputs(), night)).toEqual([
      { channel: 'push', dueAt: amman(25, 7) },
      { channel: 'email', dueAt: night },
    ]);
    expect(deliveryPlan('new_sign_in', inputs({ notifyAtNight: true }), night)).toEqual([
      { channel: 'push', dueAt: night },
      { channel: 'email', dueAt: night },
    ]);
  });

  it('holds the night’s notifications until 07:00, unless messages and claims may come', () => {
    const night = amman(24, 23, 30);
    expect(deliveryPlan('claim_received', inputs(), night)).toEqual([
      { channel: 'push', dueAt: amman(25, 7) },
      { channel: 'email', dueAt: amman(25, 7) },
    ]);
    expect(deliveryPlan('claim_received', inputs({ notifyAtNight: true }), night)).toEqual([
      { channel: 'push', dueAt: night },
      { channel: 'email', dueAt: night },
    ]);
    expect(deliveryPlan('rating_received', inputs({ notifyAtNight: true }), night)).toEqual([
      { channel: 'push', dueAt: amman(25, 7) },
      { channel: 'digest', dueAt: amman(25, 9) },
    ]);
  });
});
