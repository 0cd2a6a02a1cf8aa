import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Ask, PickupWindowInput } from '@tabarru/contract/pickups';

import { sendDuePickupReminders } from '../src/modules/pickups/reminders';
import { createMember, type Member } from './support/accounts';
import { pickupApi, windowOn } from './support/pickups';
import { createdPostId } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/** 12:00 in Amman. */
const NOON = Date.UTC(2026, 10, 24, 9, 0);

let clock = NOON;
let testApp: TestApp;
let api: ReturnType<typeof pickupApi>;
let donor: Member;
let sara: Member;

beforeEach(async () => {
  clock = NOON;
  testApp = await createTestApp({}, { now: () => clock });
  api = pickupApi(testApp);
  donor = await createMember(testApp, { username: 'Donor' });
  sara = await createMember(testApp, { username: 'Sara' });
});

afterEach(async () => {
  await testApp.close();
});

/** A pickup agreed on `window`: asked, promised and picked at the clock's time. */
async function agreedOn(window: PickupWindowInput): Promise<Ask> {
  const postId = await createdPostId(testApp, donor.token);
  const ask = await api.asked(sara, postId);
  const promised = await api.promised(donor, ask.id, {
    windows: [window],
    place: { kind: 'area' },
    relative_may_collect: false,
  });
  return api.picked(sara, promised);
}

/** One run of the reminders at `at` (an ISO instant). */
function runAt(at: string) {
  clock = Date.parse(at);
  return sendDuePickupReminders({ db: testApp.database.db, now: () => clock });
}

function remindersOf(member: Member) {
  return testApp.database.db
    .selectFrom('notifications')
    .select(['kind', 'actor_id', 'created_at'])
    .where('user_id', '=', member.id)
    .where('kind', 'in', ['pickup_soon', 'pickup_now', 'pickup_outcome'])
    .orderBy('id')
    .execute();
}

describe('pickup reminders', () => {
  it('reminds both two hours before and at the agreed time, and asks after it, each once', async () => {
    // Tomorrow 17:00 to 18:00 in Amman: 14:00 to 15:00 UTC.
    await agreedOn(windowOn(NOON, 1, '17:00', '18:00'));
    expect(await runAt('2026-11-25T11:59:00Z')).toEqual([]);
    expect((await runAt('2026-11-25T12:00:00Z')).sort()).toEqual([donor.id, sara.id].sort());
    expect(await runAt('2026-11-25T12:01:00Z')).toEqual([]);
    await runAt('2026-11-25T14:00:00Z');
    await runAt('2026-11-25T14:30:00Z');
    await runAt('2026-11-25T15:00:00Z');
    await runAt('2026-11-25T16:00:00Z');
    const expected = [
      { kind: 'pickup_soon', created_at: '2026-11-25T12:00:00.000Z' },
      { kind: 'pickup_now', created_at: '2026-11-25T14:00:00.000Z' },
      { kind: 'pickup_outcome', created_at: '2026-11-25T15:00:00.000Z' },
    ];
    expect(await remindersOf(sara)).toEqual(
      expected.map((one) => ({ ...one, actor_id: donor.id })),
    );
    expect(await remindersOf(donor)).toEqual(
      expected.map((one) => ({ ...one, actor_id: sara.id })),
    );
  });

  it('sends each reminder once when two instances run at the same moment', async () => {
    await agreedOn(windowOn(NOON, 1, '17:00', '18:00'));
    clock = Date.parse('2026-11-25T12:00:00Z');
    const context = { db: testApp.database.db, now: () => clock };
    const runs = await Promise.all([
      sendDuePickupReminders(context),
      sendDuePickupReminders(context),
      sendDuePickupReminders(context),
    ]);
    expect(runs.flat().sort()).toEqual([donor.id, sara.id].sort());
    expect(await remindersOf(sara)).toHaveLength(1);
  });

  it('crosses midnight: a pickup at 00:30 is reminded at 22:30 the evening before', async () => {
    // The day after tomorrow 00:30 to 01:30 in Amman: tomorrow 21:30 to 22:30 UTC.
    await agreedOn(windowOn(NOON, 2, '00:30', '01:30'));
    await runAt('2026-11-25T19:29:00Z');
    expect(await remindersOf(sara)).toEqual([]);
    await runAt('2026-11-25T19:30:00Z');
    await runAt('2026-11-25T21:30:00Z');
    expect((await remindersOf(sara)).map((one) => [one.kind, one.created_at])).toEqual([
      ['pickup_soon', '2026-11-25T19:30:00.000Z'],
      ['pickup_now', '2026-11-25T21:30:00.000Z'],
    ]);
  });

  it('sends no "in two hours" for a time picked less than two hours ahead', async () => {
    await agreedOn(windowOn(NOON, 0, '13:00', '14:00'));
    await runAt('2026-11-24T09:30:00Z');
    expect(await remindersOf(sara)).toEqual([]);
    await runAt('2026-11-24T10:00:00Z');
    expect((await remindersOf(sara)).map((one) => one.kind)).toEqual(['pickup_now']);
  });

  it('starts again when another time is agreed', async () => {
    const agreed = await agreedOn(windowOn(NOON, 1, '17:00', '18:00'));
    await runAt('2026-11-25T12:00:00Z');
    expect((await api.act(sara, agreed.id, 'another-time')).statusCode).toBe(200);
    await runAt('2026-11-25T14:00:00Z');
    expect((await remindersOf(sara)).map((one) => one.kind)).toEqual(['pickup_soon']);
    const offered = await api.offerTimes(donor, agreed.id, {
      windows: [windowOn(clock, 1, '17:00', '18:00')],
      place: { kind: 'area' },
    });
    await api.picked(sara, offered.json<{ ask: Ask }>().ask);
    await runAt('2026-11-26T12:00:00Z');
    expect((await remindersOf(sara)).map((one) => one.kind)).toEqual([
      'pickup_soon',
      'pickup_soon',
    ]);
  });

  it('keeps the quiet hours: an email due at 04:00 goes at 07:00 unless the night is allowed', async () => {
    // Tomorrow 06:00 to 07:00 in Amman: the reminder two hours before is at 04:00.
    await agreedOn(windowOn(NOON, 1, '06:00', '07:00'));
    await testApp.database.db
      .updateTable('users')
      .set({ notify_at_night: 1 })
      .where('id', '=', donor.id)
      .execute();
    await runAt('2026-11-25T01:00:00Z');
    const emails = await testApp.database.db
      .selectFrom('notification_deliveries')
      .select(['user_id', 'due_at'])
      .where('kind', '=', 'pickup_soon')
      .where('channel', '=', 'email')
      .execute();
    expect(emails.find((row) => row.user_id === sara.id)?.due_at).toBe('2026-11-25T04:00:00.000Z');
    expect(emails.find((row) => row.user_id === donor.id)?.due_at).toBe('2026-11-25T01:00:00.000Z');
    // The bell has it at once either way.
    expect(await remindersOf(sara)).toHaveLength(1);
  });
});
