import { describe, expect, it } from 'vitest';

import { nextMessageTime, unreadMailDueAt } from './timing';

const at = (minutes: number, ms = 0) =>
  new Date(Date.UTC(2026, 10, 24, 9, 0) + minutes * 60_000 + ms).toISOString();

describe('nextMessageTime', () => {
  it('is now for a first message and for one after the last', () => {
    expect(nextMessageTime(at(0), null)).toBe(at(0));
    expect(nextMessageTime(at(1), at(0))).toBe(at(1));
  });

  it('is a millisecond after the last message when the clock has not passed it', () => {
    expect(nextMessageTime(at(0), at(0))).toBe(at(0, 1));
    expect(nextMessageTime(at(0), at(5))).toBe(at(5, 1));
  });
});

describe('unreadMailDueAt', () => {
  it('is 15 minutes after the message when no email went before', () => {
    expect(unreadMailDueAt(at(0), null)).toBe(at(15));
  });

  it('waits an hour after the last email', () => {
    expect(unreadMailDueAt(at(20), at(10))).toBe(at(70));
    expect(unreadMailDueAt(at(120), at(10))).toBe(at(135));
  });
});
