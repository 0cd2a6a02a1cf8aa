import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { contactTime, messageClock } from './chat-time';

describe('chat times, in the device’s time zone', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'Asia/Amman');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // 2026-11-24 10:30 in Amman (UTC+3).
  const now = new Date('2026-11-24T07:30:00.000Z');

  it('shows a message’s hour and minute in the page’s locale, with Western digits in Arabic', () => {
    expect(messageClock('2026-11-24T06:05:00.000Z', 'en')).toBe('09:05');
    expect(messageClock('2026-11-24T12:05:00.000Z', 'ar')).toMatch(/^0?3:05\s?م$/);
  });

  it('says the time today, Yesterday the calendar day before, and the date before that', () => {
    expect(contactTime('2026-11-24T05:00:00.000Z', now, 'en')).toEqual({
      kind: 'today',
      text: '08:00',
    });
    // 00:30 today in Amman is the evening before in UTC.
    expect(contactTime('2026-11-23T21:30:00.000Z', now, 'en').kind).toBe('today');
    expect(contactTime('2026-11-23T20:59:00.000Z', now, 'en')).toEqual({ kind: 'yesterday' });
    expect(contactTime('2026-11-22T20:00:00.000Z', now, 'en')).toEqual({
      kind: 'date',
      text: '22 Nov',
    });
    expect(contactTime('2025-12-30T10:00:00.000Z', now, 'en')).toEqual({
      kind: 'date',
      text: '30 Dec 2025',
    });
    expect(contactTime('2026-11-20T10:00:00.000Z', now, 'ar')).toEqual({
      kind: 'date',
      text: expect.stringMatching(/^20 تشرين الثاني$/),
    });
  });
});
