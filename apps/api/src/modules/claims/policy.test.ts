import { describe, expect, it } from 'vitest';

import { CLAIM_PENDING_MAX } from '@tabarru/contract/claims';

import {
  canSeeClaimsOf,
  claimQuotaReached,
  claimRefusal,
  decisionRefusal,
  type ClaimedPost,
} from './policy';

const member = { id: 2, is_admin: 0 };
const admin = { id: 9, is_admin: 1 };

function post(overrides: Partial<ClaimedPost> = {}): ClaimedPost {
  return {
    user_id: 1,
    availability: 'available',
    moderation_status: 'visible',
    kind: 'give',
    expired_at: null,
    ...overrides,
  };
}

describe('claimRefusal', () => {
  it("lets a member claim another member's visible, available post", () => {
    expect(claimRefusal(member, post(), false)).toBeNull();
  });

  it('refuses a missing post, and a hidden one as if it were missing', () => {
    expect(claimRefusal(member, undefined, false)).toBe('not-found');
    expect(claimRefusal(member, post({ moderation_status: 'flagged' }), false)).toBe('not-found');
    expect(claimRefusal(member, post({ moderation_status: 'removed' }), false)).toBe('not-found');
  });

  it('refuses the owner, whatever the state of the post', () => {
    expect(claimRefusal({ id: 1, is_admin: 0 }, post(), false)).toBe('own-post');
    expect(
      claimRefusal({ id: 1, is_admin: 0 }, post({ moderation_status: 'flagged' }), false),
    ).toBe('own-post');
  });

  it('refuses a reserved or donated post', () => {
    expect(claimRefusal(member, post({ availability: 'reserved' }), false)).toBe('not-available');
    expect(claimRefusal(member, post({ availability: 'donated' }), false)).toBe('not-available');
    expect(claimRefusal(member, post({ expired_at: '2026-12-31T09:00:00.000Z' }), false)).toBe(
      'not-available',
    );
  });

  it('refuses a post of a member of whom either blocked the other, before its state', () => {
    expect(claimRefusal(member, post(), true)).toBe('blocked');
    expect(claimRefusal(member, post({ kind: 'wanted' }), false)).toBe('wanted');
    expect(claimRefusal(member, post({ availability: 'donated' }), true)).toBe('blocked');
    expect(claimRefusal(member, undefined, true)).toBe('not-found');
  });

  it('tells an admin, who can see a hidden post, that it cannot be claimed', () => {
    expect(claimRefusal(admin, post({ moderation_status: 'flagged' }), false)).toBe(
      'not-available',
    );
  });
});

describe('canSeeClaimsOf', () => {
  it("keeps a member's claims to that member, administrators included", () => {
    expect(canSeeClaimsOf(member, member.id)).toBe(true);
    expect(canSeeClaimsOf(member, 1)).toBe(false);
    expect(canSeeClaimsOf(admin, 1)).toBe(false);
    expect(canSeeClaimsOf(admin, admin.id)).toBe(true);
  });
});

describe('claimQuotaReached', () => {
  it(`lets a member hold ${CLAIM_PENDING_MAX} claims waiting for donors, and no more`, () => {
    expect(claimQuotaReached(0)).toBe(false);
    expect(claimQuotaReached(CLAIM_PENDING_MAX - 1)).toBe(false);
    expect(claimQuotaReached(CLAIM_PENDING_MAX)).toBe(true);
    expect(claimQuotaReached(CLAIM_PENDING_MAX + 3)).toBe(true);
  });
});

describe('decisionRefusal', () => {
  const donor = { id: 1, is_admin: 0 };
  const pending = { status: 'pending' as const };

  it('lets the donor answer a pending claim on their post, whatever its moderation', () => {
    expect(decisionRefusal(donor, pending, post())).toBeNull();
    expect(decisionRefusal(donor, pending, post({ moderation_status: 'flagged' }))).toBeNull();
  });

  it('answers a missing claim, or one whose post is gone, as not found', () => {
    expect(decisionRefusal(donor, undefined, post())).toBe('not-found');
    expect(decisionRefusal(donor, pending, undefined)).toBe('not-found');
  });

  it('refuses anyone but the donor, administrators and the claimant included', () => {
    expect(decisionRefusal(member, pending, post())).toBe('not-donor');
    expect(decisionRefusal(admin, pending, post())).toBe('not-donor');
  });

  it('refuses a claim already confirmed or declined, to its donor too', () => {
    expect(decisionRefusal(donor, { status: 'confirmed' }, post())).toBe('not-pending');
    expect(decisionRefusal(donor, { status: 'declined' }, post())).toBe('not-pending');
    expect(decisionRefusal(member, { status: 'declined' }, post())).toBe('not-donor');
  });
});
