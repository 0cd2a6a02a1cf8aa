import { describe, expect, it } from 'vitest';

import { CLAIM_MESSAGE_MAX, CLAIM_MESSAGES, CLAIM_PENDING_MAX } from '@tabarru/contract/claims';

import en from '../../i18n/en.json';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';
import { claimFailure, claimIsPending, mayClaim } from './claim-rules';

const post = {
  post_id: 5,
  user_id: 3,
  availability: 'available',
  viewer_claim_status: null,
} as const;

describe('mayClaim', () => {
  it('is true for a signed-in member on the available post of another', () => {
    expect(mayClaim(7, post)).toBe(true);
  });

  it('is false for a visitor, the owner, and a reserved or donated post', () => {
    expect(mayClaim(undefined, post)).toBe(false);
    expect(mayClaim(3, post)).toBe(false);
    expect(mayClaim(7, { ...post, availability: 'reserved' })).toBe(false);
    expect(mayClaim(7, { ...post, availability: 'donated' })).toBe(false);
  });
});

describe('claimIsPending', () => {
  it('is true once sent on this page, or while the API says the claim waits', () => {
    expect(claimIsPending(post, false)).toBe(false);
    expect(claimIsPending(post, true)).toBe(true);
    expect(claimIsPending({ ...post, viewer_claim_status: 'pending' }, false)).toBe(true);
  });

  it('is false after a decline, so the member may claim again', () => {
    expect(claimIsPending({ ...post, viewer_claim_status: 'declined' }, false)).toBe(false);
  });
});

const refusal = (status: number, code: string, message: string, field?: string) =>
  new ApiError(status, { code, message, field });

describe('claimFailure', () => {
  it('names the refusals by their codes, closing the dialog', () => {
    expect(claimFailure(refusal(400, 'CLAIM_OWN_POST', CLAIM_MESSAGES.ownPost))).toEqual({
      says: 'errors.CLAIM_OWN_POST',
      closes: true,
      alreadySent: false,
    });
    expect(
      claimFailure(refusal(400, 'CLAIM_NOT_AVAILABLE', CLAIM_MESSAGES.notAvailable)).says,
    ).toBe('errors.CLAIM_NOT_AVAILABLE');
    expect(
      claimFailure(refusal(400, 'CLAIM_LIMIT_REACHED', CLAIM_MESSAGES.limitReached)).says,
    ).toBe('errors.CLAIM_LIMIT_REACHED');
    expect(
      claimFailure(refusal(400, 'CLAIM_QUOTA_REACHED', CLAIM_MESSAGES.quotaReached)).says,
    ).toBe('errors.CLAIM_QUOTA_REACHED');
  });

  it('says a claim between members of whom one blocked the other is refused, like a message', () => {
    expect(
      claimFailure(
        refusal(403, 'CLAIM_MEMBER_BLOCKED', 'You cannot claim items from this member.'),
      ),
    ).toEqual({ says: 'errors.CLAIM_MEMBER_BLOCKED', closes: true, alreadySent: false });
  });

  it('marks the claim as sent when one is pending already', () => {
    expect(claimFailure(refusal(400, 'CLAIM_ALREADY_SENT', CLAIM_MESSAGES.alreadyClaimed))).toEqual(
      { says: 'errors.CLAIM_ALREADY_SENT', closes: true, alreadySent: true },
    );
  });

  it('keeps the dialog open for a message the API finds too long', () => {
    expect(
      claimFailure(refusal(400, 'FIELD_TOO_LONG', CLAIM_MESSAGES.messageTooLong, 'message')),
    ).toEqual({ says: 'claims.errors.messageTooLong', closes: false, alreadySent: false });
  });

  it("never shows the server's English: a general rule by its kind, an unknown code as a failure", () => {
    expect(
      claimFailure(refusal(400, 'FIELD_REQUIRED', 'post_id is required', 'post_id')).says,
    ).toBe('errors.FIELD_REQUIRED');
    expect(claimFailure(refusal(400, 'A_CODE_FROM_A_NEWER_API', 'Taken meanwhile.')).says).toBe(
      'claims.toast.failed',
    );
  });

  it("says 'You must be logged in!' for a 401 and 'Something went wrong!' otherwise", () => {
    expect(claimFailure(refusal(401, 'UNAUTHENTICATED', 'Please sign in.')).says).toBe(
      'claims.toast.loginRequired',
    );
    for (const error of [
      refusal(404, 'POST_NOT_FOUND', 'Post not found'),
      refusal(500, 'INTERNAL', 'Oops'),
      new ApiError(0, { code: NETWORK_ERROR_CODE, message: 'unreachable' }),
      new Error('boom'),
    ]) {
      expect(claimFailure(error)).toMatchObject({ says: 'claims.toast.failed', closes: false });
    }
    expect(claimFailure(refusal(429, 'RATE_LIMITED', 'Too many')).says).toBe('errors.RATE_LIMITED');
  });

  it('uses in English exactly the texts the earlier product showed and the API sends', () => {
    expect(en.claims.toast).toEqual({
      sent: CLAIM_MESSAGES.sent,
      loginRequired: CLAIM_MESSAGES.loginRequired,
      failed: CLAIM_MESSAGES.failed,
    });
    expect(en.claims.button).toBe('I received this item');
    expect(en.errors.CLAIM_OWN_POST).toBe(CLAIM_MESSAGES.ownPost);
    expect(en.errors.CLAIM_NOT_AVAILABLE).toBe(CLAIM_MESSAGES.notAvailable);
    expect(en.errors.CLAIM_ALREADY_SENT).toBe(CLAIM_MESSAGES.alreadyClaimed);
    expect(en.errors.CLAIM_LIMIT_REACHED).toBe(CLAIM_MESSAGES.limitReached);
    expect(en.errors.CLAIM_QUOTA_REACHED.replace('{{quota}}', String(CLAIM_PENDING_MAX))).toBe(
      CLAIM_MESSAGES.quotaReached,
    );
    expect(en.errors.CLAIM_NOT_PENDING).toBe(CLAIM_MESSAGES.notPending);
    expect(en.errors.NOT_CLAIM_DONOR).toBe(CLAIM_MESSAGES.notYourDonation);
    expect(en.claims.pending.confirmed).toBe(CLAIM_MESSAGES.confirmed);
    expect(en.claims.pending.declined).toBe(CLAIM_MESSAGES.declined);
    expect(en.claims.errors.messageTooLong.replace('{{max}}', String(CLAIM_MESSAGE_MAX))).toBe(
      CLAIM_MESSAGES.messageTooLong,
    );
  });
});
