import { ammanOffsetAt } from '@tabarru/contract/amman-time';

/** What a pickup's calendar entry says, already in the member's language. */
export interface CalendarEntry {
  /** stable across downloads, so a calendar updates the entry rather than adding another */
  uid: string;
  startsAt: number;
  endsAt: number;
  summary: string;
  location: string;
  description: string;
  /** the item's page */
  url: string;
  /** the alarm's text, two hours before */
  alarm: string;
  /** when the file is written */
  stampedAt: number;
}

const TIME_ZONE = 'Asia/Amman';

/** Text as RFC 5545 writes it: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545, 3.1): each further piece begins with a space.
 * Arabic takes two octets a letter, so the fold counts octets and never splits a character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 20261201T173000: the instant on Amman's clock. */
function ammanLocal(at: number): string {
  const wall = new Date(at + ammanOffsetAt(at));
  return `${wall.getUTCFullYear()}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}00`;
}

/** 20261201T143000Z */
function utcStamp(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** +0300 */
function offsetText(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}

/**
 * The .ics file of an agreed pickup: one event on Amman's clock (with the zone's offset at that
 * time, Jordan keeping one offset the year round), an alarm two hours before, CRLF lines.
 */
export function calendarFile(entry: CalendarEntry): string {
  const offset = offsetText(ammanOffsetAt(entry.startsAt));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tabarru//Pickups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(entry.stampedAt)}`,
    `DTSTART;TZID=${TIME_ZONE}:${ammanLocal(entry.startsAt)}`,
    `DTEND;TZID=${TIME_ZONE}:${ammanLocal(entry.endsAt)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `URL:${entry.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT2H',
    `DESCRIPTION:${escapeText(entry.alarm)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
