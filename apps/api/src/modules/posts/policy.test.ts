import { describe, expect, it } from 'vitest';

import { canEditPost, canSeePost, type PostAccess } from './policy';

const owner = { id: 1, is_admin: 0 };
const member = { id: 2, is_admin: 0 };
const admin = { id: 9, is_admin: 1 };
const post = (moderation_status: PostAccess['moderation_status']): PostAccess => ({
  user_id: 1,
  moderation_status,
});

describe('canSeePost', () => {
  it('shows a visible post to everyone, visitors included', () => {
    for (const viewer of [null, owner, member, admin]) {
      expect(canSeePost(viewer, post('visible'))).toBe(true);
    }
  });

  it('shows a flagged or removed post only to its owner and administrators', () => {
    for (const status of ['flagged', 'removed'] as const) {
      expect(canSeePost(null, post(status))).toBe(false);
      expect(canSeePost(member, post(status))).toBe(false);
      expect(canSeePost(owner, post(status))).toBe(true);
      expect(canSeePost(admin, post(status))).toBe(true);
    }
  });
});

describe('canEditPost', () => {
  it('lets only the owner edit, and nobody once the post is removed', () => {
    expect(canEditPost(owner, post('visible'))).toBe(true);
    expect(canEditPost(owner, post('flagged'))).toBe(true);
    expect(canEditPost(owner, post('removed'))).toBe(false);
    expect(canEditPost(member, post('visible'))).toBe(false);
    expect(canEditPost(admin, post('visible'))).toBe(false);
  });
});
