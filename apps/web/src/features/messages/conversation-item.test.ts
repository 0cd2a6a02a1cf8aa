import { describe, expect, it } from 'vitest';

import { conversationItemId } from './conversation-item';

const about = (...items: (number | null)[]) => items.map((post_id) => ({ post_id }));
const allLoaded = { unloaded: false, listedItemId: undefined };

describe('conversationItemId', () => {
  it('is the item the link asks about, whatever the messages say', () => {
    expect(conversationItemId(5, about(3, null), allLoaded)).toBe(5);
    expect(conversationItemId(5, [], allLoaded)).toBe(5);
  });

  it('is otherwise the item of the latest message about one', () => {
    expect(conversationItemId(undefined, about(3, null, 4, null), allLoaded)).toBe(4);
    expect(conversationItemId(undefined, about(null, null), allLoaded)).toBeUndefined();
    expect(conversationItemId(undefined, [], allLoaded)).toBeUndefined();
  });

  it('asks the contacts list only when older messages may name it', () => {
    const older = (listedItemId: number | undefined) => ({ unloaded: true, listedItemId });
    expect(conversationItemId(undefined, about(null), older(9))).toBe(9);
    expect(conversationItemId(undefined, about(null), older(undefined))).toBeUndefined();
    expect(conversationItemId(undefined, about(2, null), older(9))).toBe(2);
  });
});
