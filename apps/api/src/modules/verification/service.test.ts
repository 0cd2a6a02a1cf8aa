import { describe, expect, it } from 'vitest';

import { secondsUntilNextCode } from './service';

const MINUTE = 60_000;
const now = Date.parse('2026-11-23T10:00:00Z');
const ago = (minutes: number) => now - minutes * MINUTE;

describe('secondsUntilNextCode', () => {
  it('lets the first code go', () => {
    expect(secondsUntilNextCode([], now, true)).toBeNull();
  });

  it('makes a resend wait out the 60 seconds since the last code, even with limits lifted', () => {
    expect(secondsUntilNextCode([now - 15_000], now, false)).toEqual({
      seconds: 45,
      reason: 'resend',
    });
    expect(secondsUntilNextCode([now - 60_000], now, false)).toBeNull();
  });

  it('allows 3 codes per 10 minutes, until the oldest of them is 10 minutes old', () => {
    expect(secondsUntilNextCode([ago(8), ago(5), ago(2)], now, true)).toEqual({
      seconds: 120,
      reason: 'limit',
    });
    expect(secondsUntilNextCode([ago(11), ago(5), ago(2)], now, true)).toBeNull();
    expect(secondsUntilNextCode([ago(8), ago(5), ago(2)], now, false)).toBeNull();
  });

  it('allows 5 codes per hour', () => {
    const five = [ago(50), ago(40), ago(30), ago(20), ago(15)];
    expect(secondsUntilNextCode(five, now, true)).toEqual({ seconds: 600, reason: 'limit' });
    expect(secondsUntilNextCode([ago(61), ...five.slice(1)], now, true)).toBeNull();
  });
});
