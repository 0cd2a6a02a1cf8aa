import { describe, expect, it } from 'vitest';

import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';

describe('feed cursors', () => {
  it('round-trip a position', () => {
    const position = { createdAt: '2026-11-23T10:00:00.000Z', id: 42 };
    expect(decodeFeedCursor(encodeFeedCursor(position))).toEqual(position);
  });

  it.each([
    'not base64 json',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('["yesterday", 4]').toString('base64url'),
    Buffer.from('["2026-11-23T10:00:00.000Z", -4]').toString('base64url'),
    Buffer.from('["2026-11-23T10:00:00.000Z", 1.5]').toString('base64url'),
  ])('refuse a cursor we did not issue: %s', (cursor) => {
    expect(decodeFeedCursor(cursor)).toBeNull();
  });
});
