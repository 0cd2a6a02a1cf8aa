import { describe, expect, it } from 'vitest';

import {
  afterQuietHours,
  ammanWallTime,
  batchedEmailDueAt,
  inQuietHours,
  nextDigestAt,
  pushRetryDelay,
  quietHoursEnd,
} from './timing';

/** An instant given as Amman's wall clock (UTC+3 all year since 2022). */
const amman = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 3, minute);
const HOUR = 60 * 60_000;

describe('the quiet hours', () => {
  it('run from 23:00 to 07:00 on the clock in Amman', () => {
    expect(inQuietHours(amman(24, 22, 59))).toBe(false);
    expect(inQuietHours(amman(24, 23, 0))).toBe(true);
    expect(inQuietHours(amman(25, 3, 0))).toBe(true);
    expect(inQuietHours(amman(25, 6, 59))).toBe(true);
    expect(inQuietHours(amman(25, 7, 0))).toBe(false);
    expect(ammanWallTime(Date.UTC(2026, 10, 24, 21, 30))).toMatchObject({ day: 25, hour: 0 });
  });

  it('end at the 07:00 of that night’s morning', () => {
    expect(quietHoursEnd(amman(24, 23, 30))).toBe(amman(25, 7));
    expect(quietHoursEnd(amman(25, 0, 10))).toBe(amman(25, 7));
    expect(quietHoursEnd(amman(25, 6, 59))).toBe(amman(25, 7));
  });

  it('follow the zone’s own rules: Amman was UTC+2 in the winter of 2021', () => {
    const winterNight = Date.UTC(2021, 0, 10, 22, 0);
    expect(inQuietHours(winterNight)).toBe(true);
    expect(quietHoursEnd(winterNight)).toBe(Date.UTC(2021, 0, 11, 5, 0));
  });

  it('hold what is not allowed at night, and nothing by day', () => {
    expect(afterQuietHours(amman(24, 12), false)).toBe(amman(24, 12));
    expect(afterQuietHours(amman(24, 23, 30), false)).toBe(amman(25, 7));
    expect(afterQuietHours(amman(24, 23, 30), true)).toBe(amman(24, 23, 30));
  });
});

describe('the email of a kind', () => {
  it('goes at once when none went within the hour', () => {
    expect(batchedEmailDueAt(amman(24, 12), null, null, false)).toBe(amman(24, 12));
    expect(batchedEmailDueAt(amman(24, 12), amman(24, 10), null, false)).toBe(amman(24, 12));
  });

  it('waits for the hour since the last one, then for the morning', () => {
    expect(batchedEmailDueAt(amman(24, 12), amman(24, 11, 30), null, false)).toBe(
      amman(24, 12, 30),
    );
    expect(batchedEmailDueAt(amman(24, 22, 30), amman(24, 22, 20), null, false)).toBe(amman(25, 7));
    expect(batchedEmailDueAt(amman(24, 22, 30), amman(24, 22, 20), null, true)).toBe(
      amman(24, 23, 20),
    );
  });

  it('joins the batch of its kind already waiting', () => {
    expect(batchedEmailDueAt(amman(24, 12, 40), amman(24, 12), amman(24, 13), false)).toBe(
      amman(24, 13),
    );
  });
});

describe('the daily digest', () => {
  it('goes at 09:00 in Amman, today while it is to come, else tomorrow', () => {
    expect(nextDigestAt(amman(24, 6))).toBe(amman(24, 9));
    expect(nextDigestAt(amman(24, 9))).toBe(amman(25, 9));
    expect(nextDigestAt(amman(24, 23, 59))).toBe(amman(25, 9));
    expect(nextDigestAt(amman(30, 12))).toBe(Date.UTC(2026, 11, 1, 6));
  });
});

describe('a failed push', () => {
  it('waits 1, 4, 16 minutes and at most an hour, or as long as the push service asks', () => {
    expect(pushRetryDelay(1, null)).toBe(60_000);
    expect(pushRetryDelay(2, null)).toBe(4 * 60_000);
    expect(pushRetryDelay(3, null)).toBe(16 * 60_000);
    expect(pushRetryDelay(9, null)).toBe(HOUR);
    expect(pushRetryDelay(1, 600)).toBe(600_000);
  });
});
