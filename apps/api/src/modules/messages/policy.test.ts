import { describe, expect, it } from 'vitest';

import {
  conversationPair,
  conversationThread,
  messageItemRefusal,
  messageRefusal,
  sideOf,
} from './policy';

describe('messageRefusal', () => {
  const sara = { id: 3 };
  const omar = { id: 8 };

  it('lets a member write to any other member', () => {
    expect(messageRefusal(sara, omar.id, omar, false)).toBeNull();
    expect(messageRefusal(omar, sara.id, sara, false)).toBeNull();
  });

  it('refuses writing to oneself, even before looking the member up', () => {
    expect(messageRefusal(sara, sara.id, sara, false)).toBe('to-self');
    expect(messageRefusal(sara, sara.id, undefined, false)).toBe('to-self');
  });

  it('refuses a member who does not exist, or a row of another member', () => {
    expect(messageRefusal(sara, 99, undefined, false)).toBe('not-found');
    expect(messageRefusal(sara, 99, omar, false)).toBe('not-found');
  });

  it('refuses a pair where either blocked the other, whoever writes', () => {
    expect(messageRefusal(sara, omar.id, omar, true)).toBe('blocked');
    expect(messageRefusal(omar, sara.id, sara, true)).toBe('blocked');
  });

  it('names a missing member or oneself before a block', () => {
    expect(messageRefusal(sara, sara.id, sara, true)).toBe('to-self');
    expect(messageRefusal(sara, 99, undefined, true)).toBe('not-found');
  });
});

describe('messageItemRefusal', () => {
  const sara = { id: 3, is_admin: 0 };
  const omar = { id: 8, is_admin: 0 };
  const admin = { id: 20, is_admin: 1 };
  const post = (userId: number, moderation: 'visible' | 'flagged' = 'visible') => ({
    user_id: userId,
    moderation_status: moderation,
  });

  it("lets a message be about the receiver's item or the sender's own", () => {
    expect(messageItemRefusal(sara, omar.id, post(omar.id))).toBeNull();
    expect(messageItemRefusal(sara, omar.id, post(sara.id))).toBeNull();
  });

  it('refuses a post that does not exist, or one the sender may not see, as missing', () => {
    expect(messageItemRefusal(sara, omar.id, undefined)).toBe('not-found');
    expect(messageItemRefusal(sara, omar.id, post(omar.id, 'flagged'))).toBe('not-found');
  });

  it("lets owners and administrators name a flagged post they see, never a third member's", () => {
    expect(messageItemRefusal(sara, omar.id, post(sara.id, 'flagged'))).toBeNull();
    expect(messageItemRefusal(admin, omar.id, post(omar.id, 'flagged'))).toBeNull();
    expect(messageItemRefusal(sara, omar.id, post(99))).toBe('of-another');
    expect(messageItemRefusal(admin, omar.id, post(99, 'flagged'))).toBe('of-another');
  });
});

describe('conversations', () => {
  it('name a pair the same way whoever writes first', () => {
    expect(conversationPair(8, 3)).toEqual({ userAId: 3, userBId: 8 });
    expect(conversationPair(3, 8)).toEqual({ userAId: 3, userBId: 8 });
  });

  it('put the smaller id on side a', () => {
    expect(sideOf(3, 8)).toBe('a');
    expect(sideOf(8, 3)).toBe('b');
  });
});

describe('conversationThread', () => {
  it('is the pair, smaller id first, with its item or none', () => {
    expect(conversationThread(8, 3, 21)).toEqual({ userAId: 3, userBId: 8, itemId: 21 });
    expect(conversationThread(3, 8, null)).toEqual({ userAId: 3, userBId: 8, itemId: null });
  });
});
