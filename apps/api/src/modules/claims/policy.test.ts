import { describe, expect, it } from 'vitest';

import { canSeeClaimsOf, claimRefusal, type ClaimedPost } from './policy';

const member = { id: 2, is_admin: 0 };
const admin = { id: 9, is_admin: 1 };

function post(overrides: Partial<ClaimedPost> = {}): ClaimedPost {
  return { user_id: 1, availability: 'available', moderation_status: 'visible', ...overrides };
}

describe('claimRefusal', () => {
  it("lets a member claim another member's visible, available post", () => {
    expect(claimRefusal(member, post())).toBeNull();
  });

  it('refuses a missing post, and a hidden one as if it were missing', () => {
    expect(claimRefusal(member, undefined)).toBe('not-found');
    expect(claimRefusal(member, post({ moderation_status: 'flagged' }))).toBe('not-found');
    expect(claimRefusal(member, post({ moderation_status: 'removed' }))).toBe('not-found');
  });

  it('refuses the owner, whatever the state of the post', () => {
    expect(claimRefusal({ id: 1, is_admin: 0 }, post())).toBe('own-post');
    expect(claimRefusal({ id: 1, is_admin: 0 }, post({ moderation_status: 'flagged' }))).toBe(
      'own-post',
    );
  });

  it('refuses a reserved or donated post', () => {
    expect(claimRefusal(member, post({ availability: 'reserved' }))).toBe('not-available');
    expect(claimRefusal(member, post({ availability: 'donated' }))).toBe('not-available');
  });

  it('tells an admin, who can see a hidden post, that it cannot be claimed', () => {
    expect(claimRefusal(admin, post({ moderation_status: 'flagged' }))).toBe('not-available');
  });
});

describe('canSeeClaimsOf', () => {
  it("keeps a member's pending claims to that member and administrators", () => {
    expect(canSeeClaimsOf(member, member.id)).toBe(true);
    expect(canSeeClaimsOf(member, 1)).toBe(false);
    expect(canSeeClaimsOf(admin, 1)).toBe(true);
  });
});
