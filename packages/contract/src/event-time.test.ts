import { describe, expect, it } from 'vitest';

import {
  eventToday,
  formatTimeInput,
  isBeforeToday,
  isEndAfterStart,
  isValidDate,
  isValidTime,
} from './event-time';

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

describe('formatTimeInput', () => {
  /** Types the characters one by one, as the field would receive them. */
  function type(text: string) {
    let value = '';
    let warning = null;
    for (const character of text) {
      ({ value, warning } = formatTimeInput(value + character, value));
    }
    return { value, warning };
  }

  it('inserts the colon after two digits', () => {
    expect(type('09')).toEqual({ value: '09:', warning: null });
    expect(type('0930')).toEqual({ value: '09:30', warning: null });
  });

  it('keeps a typed colon without doubling it', () => {
    expect(type('09:30')).toEqual({ value: '09:30', warning: null });
  });

  it('stops at five characters', () => {
    expect(type('093045').value).toBe('09:30');
    expect(formatTimeInput('1234567').value).toBe('12:34');
  });

  it('drops anything but digits', () => {
    expect(type('a1b0c')).toEqual({ value: '10:', warning: null });
  });

  it('clamps hours above 23 to 23 and says so', () => {
    expect(type('24')).toEqual({ value: '23:', warning: 'hours' });
    expect(formatTimeInput('9930').value).toBe('23:30');
    expect(type('16')).toEqual({ value: '16:', warning: null });
  });

  it('clamps minutes above 59 to 59 and says so', () => {
    expect(type('1075')).toEqual({ value: '10:59', warning: 'minutes' });
    expect(type('1059')).toEqual({ value: '10:59', warning: null });
  });

  it('lets Backspace remove the colon', () => {
    expect(formatTimeInput('10:', '10:3')).toEqual({ value: '10:', warning: null });
    expect(formatTimeInput('10', '10:')).toEqual({ value: '10', warning: null });
    expect(formatTimeInput('1', '10')).toEqual({ value: '1', warning: null });
  });

  it('reformats a pasted time', () => {
    expect(formatTimeInput('0815')).toEqual({ value: '08:15', warning: null });
    expect(formatTimeInput('')).toEqual({ value: '', warning: null });
  });
});
