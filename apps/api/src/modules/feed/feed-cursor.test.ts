import { describe, expect, it } from 'vitest';

import {
  decodeDatedCursor,
  decodeFeedCursor,
  encodeDatedCursor,
  encodeFeedCursor,
} from './feed-cursor';

const cursorOf = (json: string) => Buffer.from(json).toString('base64url');

describe('feed cursors', () => {
  it('round-trip a position', () => {
    expect(decodeFeedCursor(encodeFeedCursor({ part: 0, id: 42 }))).toEqual({ part: 0, id: 42 });
    expect(decodeFeedCursor(encodeFeedCursor({ part: 1, id: 7 }))).toEqual({ part: 1, id: 7 });
    expect(decodeFeedCursor(encodeFeedCursor({ part: 2, id: 7 }))).toEqual({ part: 2, id: 7 });
  });

  it('round-trip a position nearest first, with its distance in metres', () => {
    const position = { part: 1, metres: 2350, id: 9 };
    expect(decodeFeedCursor(encodeFeedCursor(position))).toEqual(position);
    expect(decodeFeedCursor(cursorOf('[0, -1, 9]'))).toBeNull();
    expect(decodeFeedCursor(cursorOf('[0, 1.5, 9]'))).toBeNull();
    expect(decodeFeedCursor(cursorOf('[5, 10, 9]'))).toBeNull();
    expect(decodeFeedCursor(cursorOf('[0, 10, 0]'))).toBeNull();
  });

  it('write a position in the first part as the id cursors issued before parts', () => {
    expect(encodeFeedCursor({ part: 0, id: 42 })).toBe(cursorOf('[42]'));
  });

  it.each([
    'not base64 json',
    cursorOf('{"a":1}'),
    cursorOf('["42"]'),
    cursorOf('[-4]'),
    cursorOf('[1.5]'),
    cursorOf('[0, 2]'),
    cursorOf('[3, 2]'),
    cursorOf('[1, 0]'),
    cursorOf('["1", 2]'),
    cursorOf('[1, 2, 3, 4]'),
  ])('refuse a cursor we did not issue: %s', (cursor) => {
    expect(decodeFeedCursor(cursor)).toBeNull();
  });
});

describe('dated cursors', () => {
  it('round-trip a position', () => {
    const position = { createdAt: '2026-03-01T09:30:00.000Z', id: 7 };
    expect(decodeDatedCursor(encodeDatedCursor(position))).toEqual(position);
  });

  it.each([
    'not base64 json',
    encodeFeedCursor({ part: 0, id: 7 }),
    cursorOf('[7, "2026-03-01T09:30:00.000Z"]'),
    cursorOf('["2026-03-01", 7]'),
    cursorOf('["2026-13-45T99:99:99.000Z", 7]'),
    cursorOf('["2026-03-01T09:30:00.000Z", 0]'),
    cursorOf('["2026-03-01T09:30:00.000Z", "7"]'),
    cursorOf('["2026-03-01T09:30:00.000Z", 7, 1]'),
  ])('refuse a cursor we did not issue: %s', (cursor) => {
    expect(decodeDatedCursor(cursor)).toBeNull();
  });
});
