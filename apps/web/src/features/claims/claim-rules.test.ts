import { describe, expect, it } from 'vitest';

import { CLAIM_MESSAGE_MAX, CLAIM_MESSAGES } from '@tabarru/contract/claims';

import en from '../../i18n/en.json';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';
import { claimFailure, mayClaim } from './claim-rules';

const post = { post_id: 5, user_id: 3, availability: 'available' } as const;

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

const refusal = (status: number, code: string, message: string, field?: string) =>
  new ApiError(status, { code, message, field });

describe('claimFailure', () => {
  it('names the refusals the API gives a code for, closing the dialog', () => {
    expect(claimFailure(refusal(400, 'CLAIM_OWN_POST', CLAIM_MESSAGES.ownPost))).toEqual({
      says: { key: 'claims.errors.ownPost' },
      closes: true,
      alreadySent: false,
    });
    expect(
      claimFailure(refusal(400, 'CLAIM_NOT_AVAILABLE', CLAIM_MESSAGES.notAvailable)).says,
    ).toEqual({ key: 'claims.errors.notAvailable' });
  });

  it('marks the claim as sent when one is pending already', () => {
    expect(claimFailure(refusal(409, 'CLAIM_ALREADY_SENT', CLAIM_MESSAGES.alreadyClaimed))).toEqual(
      {
        says: { key: 'claims.errors.alreadySent' },
        closes: true,
        alreadySent: true,
      },
    );
  });

  it('keeps the dialog open for a message the API finds too long', () => {
    expect(
      claimFailure(refusal(400, 'INVALID_INPUT', CLAIM_MESSAGES.messageTooLong, 'message')),
    ).toEqual({ says: { key: 'claims.errors.messageTooLong' }, closes: false, alreadySent: false });
  });

  it("shows the server's words for a 400 or 409 without a known code", () => {
    expect(
      claimFailure(refusal(400, 'INVALID_INPUT', 'post_id is required', 'post_id')).says,
    ).toEqual({
      text: 'post_id is required',
    });
    expect(claimFailure(refusal(409, 'CONFLICT', 'Taken meanwhile.')).says).toEqual({
      text: 'Taken meanwhile.',
    });
  });

  it("says 'You must be logged in!' for a 401 and 'Something went wrong!' otherwise", () => {
    expect(claimFailure(refusal(401, 'UNAUTHENTICATED', 'Please sign in.')).says).toEqual({
      key: 'claims.toast.loginRequired',
    });
    for (const error of [
      refusal(404, 'NOT_FOUND', 'Post not found'),
      refusal(500, 'INTERNAL', 'Oops'),
      new ApiError(0, { code: NETWORK_ERROR_CODE, message: 'unreachable' }),
      new Error('boom'),
    ]) {
      expect(claimFailure(error)).toMatchObject({
        says: { key: 'claims.toast.failed' },
        closes: false,
      });
    }
    expect(claimFailure(refusal(429, 'RATE_LIMITED', 'Too many')).says).toEqual({
      key: 'claims.errors.rateLimited',
    });
  });

  it('uses in English exactly the texts of the spec and of the API', () => {
    expect(en.claims.toast).toEqual({
      sent: CLAIM_MESSAGES.sent,
      loginRequired: CLAIM_MESSAGES.loginRequired,
      failed: CLAIM_MESSAGES.failed,
    });
    expect(en.claims.button).toBe('I received this item');
    expect(en.claims.errors.ownPost).toBe(CLAIM_MESSAGES.ownPost);
    expect(en.claims.errors.notAvailable).toBe(CLAIM_MESSAGES.notAvailable);
    expect(en.claims.errors.alreadySent).toBe(CLAIM_MESSAGES.alreadyClaimed);
    expect(en.claims.errors.messageTooLong.replace('{{max}}', String(CLAIM_MESSAGE_MAX))).toBe(
      CLAIM_MESSAGES.messageTooLong,
    );
  });
});
