import { describe, expect, it } from 'vitest';

import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';

describe('feed cursors', () => {
  it('round-trip a position', () => {
    expect(decodeFeedCursor(encodeFeedCursor({ id: 42 }))).toEqual({ id: 42 });
  });

  it.each([
    'not base64 json',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('["42"]').toString('base64url'),
    Buffer.from('[-4]').toString('base64url'),
    Buffer.from('[1.5]').toString('base64url'),
    Buffer.from('[1, 2]').toString('base64url'),
  ])('refuse a cursor we did not issue: %s', (cursor) => {
    expect(decodeFeedCursor(cursor)).toBeNull();
  });
});
