import { describe, expect, it } from 'vitest';

import { calendarFile, escapeText, foldLine } from './calendar-file';

const entry = {
  uid: 'pickup-7@tabarru',
  startsAt: Date.parse('2026-12-01T14:30:00Z'),
  endsAt: Date.parse('2026-12-01T15:30:00Z'),
  summary: 'Collect “Grey sofa, like new” from Sara',
  location: 'Khalda; near the mosque',
  description: 'Line one\nLine two',
  url: 'https://tabarru.example/posts/7',
  alarm: 'Pickup in two hours',
  stampedAt: Date.parse('2026-11-30T08:00:00Z'),
};

describe('calendarFile', () => {
  it('writes the event on Amman’s clock with its zone, an alarm two hours before, CRLF lines', () => {
    const file = calendarFile(entry);
    expect(file.endsWith('\r\n')).toBe(true);
    const lines = file.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Asia/Amman:20261201T173000');
    expect(lines).toContain('DTEND;TZID=Asia/Amman:20261201T183000');
    expect(lines).toContain('TZOFFSETTO:+0300');
    expect(lines).toContain('DTSTAMP:20261130T080000Z');
    expect(lines).toContain('TRIGGER:-PT2H');
    expect(lines).toContain('SUMMARY:Collect “Grey sofa\\, like new” from Sara');
    expect(lines).toContain('LOCATION:Khalda\\; near the mosque');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(file.split('BEGIN:VEVENT')).toHaveLength(2);
  });
});

describe('escapeText', () => {
  it('escapes what RFC 5545 gives meaning to', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting an Arabic letter', () => {
    const line = `SUMMARY:${'استلام '.repeat(20)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces)
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces.map((piece, at) => (at === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });

  it('leaves a short line as it is', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});
