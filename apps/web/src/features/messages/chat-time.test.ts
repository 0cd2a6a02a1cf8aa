import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { chatDay, contactTime, messageClock, startsDay } from './chat-time';

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

  it('names the day of a conversation’s messages: Today, Yesterday, then the weekday and date', () => {
    expect(chatDay('2026-11-24T05:00:00.000Z', now, 'en')).toEqual({ kind: 'today' });
    expect(chatDay('2026-11-23T20:59:00.000Z', now, 'en')).toEqual({ kind: 'yesterday' });
    expect(chatDay('2026-11-21T09:00:00.000Z', now, 'en')).toEqual({
      kind: 'date',
      text: 'Saturday 21 November',
    });
    expect(chatDay('2026-11-21T09:00:00.000Z', now, 'ar')).toEqual({
      kind: 'date',
      text: 'السبت، 21 تشرين الثاني',
    });
    expect(chatDay('2025-12-30T09:00:00.000Z', now, 'en')).toEqual({
      kind: 'date',
      text: 'Tuesday, 30 December 2025',
    });
  });

  it('starts a day at the first message and at the first of each calendar day of the device', () => {
    expect(startsDay(undefined, '2026-11-24T05:00:00.000Z')).toBe(true);
    expect(startsDay('2026-11-24T05:00:00.000Z', '2026-11-24T06:00:00.000Z')).toBe(false);
    // 23:50 and 00:10 in Amman: the same UTC day, two days on the device.
    expect(startsDay('2026-11-23T20:50:00.000Z', '2026-11-23T21:10:00.000Z')).toBe(true);
  });
});
