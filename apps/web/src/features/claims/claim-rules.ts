import type { ParseKeys } from 'i18next';

import { ERROR_CODES } from '@tabarru/contract/errors';
import type { PostDetail } from '@tabarru/contract/posts';

import { ApiError } from '../../lib/api-client';

export type ClaimablePost = Pick<PostDetail, 'post_id' | 'user_id' | 'availability'>;

/** The claim button shows only to a signed-in non-owner on an available post (spec 001 §4). */
export function mayClaim(viewerId: number | undefined, post: ClaimablePost): boolean {
  return viewerId !== undefined && viewerId !== post.user_id && post.availability === 'available';
}

/** The text of a failure: a catalog key, or the server's own words when its code has none. */
export type FailureText = { key: ParseKeys } | { text: string };

export interface ClaimFailure {
  says: FailureText;
  /** the dialog closes: sending the same again cannot help */
  closes: boolean;
  /** this member's claim on the post is pending already, so the button shows it as sent */
  alreadySent: boolean;
}

const REFUSAL_KEYS: Partial<Record<string, ParseKeys>> = {
  [ERROR_CODES.claimOwnPost]: 'claims.errors.ownPost',
  [ERROR_CODES.claimNotAvailable]: 'claims.errors.notAvailable',
  [ERROR_CODES.claimAlreadySent]: 'claims.errors.alreadySent',
};

const failure = (says: FailureText, closes: boolean, alreadySent = false): ClaimFailure => ({
  says,
  closes,
  alreadySent,
});

/**
 * What a failed claim says (spec 000 §8): a refusal (400, 409) gives the API's reason, in the
 * page's language when its code is known and in the server's words otherwise; no session says
 * 'You must be logged in!'; anything else 'Something went wrong!'.
 */
export function claimFailure(error: unknown): ClaimFailure {
  if (!(error instanceof ApiError)) return failure({ key: 'claims.toast.failed' }, false);
  if (error.status === 401) return failure({ key: 'claims.toast.loginRequired' }, true);
  if (error.status === 429) return failure({ key: 'claims.errors.rateLimited' }, true);
  if (error.status !== 400 && error.status !== 409) {
    return failure({ key: 'claims.toast.failed' }, false);
  }
  if (error.field === 'message') return failure({ key: 'claims.errors.messageTooLong' }, false);
  const key = REFUSAL_KEYS[error.code];
  return failure(
    key ? { key } : { text: error.message },
    true,
    error.code === ERROR_CODES.claimAlreadySent,
  );
}
