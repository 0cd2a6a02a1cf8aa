import { describe, expect, it } from 'vitest';

import { ammanInstant, dayAfter, endOfAmmanDay } from './amman-time';

describe('ammanInstant', () => {
  it('reads a day and a time on Amman’s clock, three hours ahead of UTC', () => {
    expect(new Date(ammanInstant('2026-12-01', '17:30')).toISOString()).toBe(
      '2026-12-01T14:30:00.000Z',
    );
  });

  it('crosses midnight back into the day before in UTC', () => {
    expect(new Date(ammanInstant('2026-12-02', '01:00')).toISOString()).toBe(
      '2026-12-01T22:00:00.000Z',
    );
  });
});

describe('endOfAmmanDay', () => {
  it('is the midnight that begins the next day in Amman', () => {
    expect(new Date(endOfAmmanDay('2026-12-04')).toISOString()).toBe('2026-12-04T21:00:00.000Z');
  });
});

describe('dayAfter', () => {
  it('crosses the end of a month and of a year', () => {
    expect(dayAfter('2026-11-30', 1)).toBe('2026-12-01');
    expect(dayAfter('2026-12-31', 1)).toBe('2027-01-01');
  });
});
