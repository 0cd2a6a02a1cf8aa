import { describe, expect, it } from 'vitest';

import { eventToday, isBeforeToday, isEndAfterStart, isValidDate, isValidTime } from './event-time';

describe('isValidTime', () => {
  it.each(['00:00', '09:30', '12:00', '13:45', '23:59'])('accepts %s', (value) => {
    expect(isValidTime(value)).toBe(true);
  });

  it.each(['24:00', '9:30', '09:60', '0930', '09:3', ' 09:30', 'ab:cd', ''])(
    'refuses %j',
    (value) => {
      expect(isValidTime(value)).toBe(false);
    },
  );
});

describe('isEndAfterStart', () => {
  it('wants the end strictly later', () => {
    expect(isEndAfterStart('09:00', '09:01')).toBe(true);
    expect(isEndAfterStart('09:00', '09:00')).toBe(false);
    expect(isEndAfterStart('10:00', '09:59')).toBe(false);
  });

  it('compares as times, not as text', () => {
    expect(isEndAfterStart('09:30', '10:05')).toBe(true);
  });

  it('is false when either time is malformed', () => {
    expect(isEndAfterStart('9:00', '10:00')).toBe(false);
    expect(isEndAfterStart('09:00', '25:00')).toBe(false);
  });
});

describe('isValidDate', () => {
  it('accepts real days, leap days included', () => {
    expect(isValidDate('2026-12-31')).toBe(true);
    expect(isValidDate('2028-02-29')).toBe(true);
  });

  it.each(['2027-02-29', '2026-13-01', '2026-04-31', '2026-1-05', '05/01/2026', '', '0000-01-01'])(
    'refuses %j',
    (value) => {
      expect(isValidDate(value)).toBe(false);
    },
  );
});

describe('eventToday', () => {
  it('is the day in Amman, which is ahead of UTC', () => {
    // 22:30 UTC on 23 November is 01:30 on 24 November in Amman (UTC+3).
    expect(eventToday(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
    expect(eventToday(new Date('2026-11-23T20:30:00Z'))).toBe('2026-11-23');
  });

  it('judges a date against it', () => {
    expect(isBeforeToday('2026-11-22', '2026-11-23')).toBe(true);
    expect(isBeforeToday('2026-11-23', '2026-11-23')).toBe(false);
    expect(isBeforeToday('2027-01-01', '2026-11-23')).toBe(false);
  });
});
