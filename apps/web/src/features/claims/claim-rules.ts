import { ERROR_CODES } from '@tabarru/contract/errors';
import type { PostDetail } from '@tabarru/contract/posts';

import type { CatalogKey } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { errorKey } from '../../lib/error-keys';

export type ClaimablePost = Pick<
  PostDetail,
  'post_id' | 'user_id' | 'availability' | 'viewer_claim_status'
>;

/** The claim button shows only to a signed-in non-owner on an available post. */
export function mayClaim(viewerId: number | undefined, post: ClaimablePost): boolean {
  return viewerId !== undefined && viewerId !== post.user_id && post.availability === 'available';
}

/**
 * The viewer's claim waits for the donor: the button shows it as sent rather than offering a
 * second one. A declined claim may be sent again; a confirmed one made the post donated.
 */
export function claimIsPending(post: ClaimablePost, sentOnThisPage: boolean): boolean {
  return sentOnThisPage || post.viewer_claim_status === 'pending';
}

export interface ClaimFailure {
  /** the catalog key of what the toast says ({{max}}: the longest message) */
  says: CatalogKey;
  /** the dialog closes: sending the same again cannot help */
  closes: boolean;
  /** this member's claim on the post is pending already, so the button shows it as sent */
  alreadySent: boolean;
}

const failure = (says: CatalogKey, closes: boolean, alreadySent = false): ClaimFailure => ({
  says,
  closes,
  alreadySent,
});

/**
 * What a failed claim says. A refusal (400, 409) gives the API's reason: the earlier client shows
 * the server's message (docs/api.md, Errors), and this page shows the same reason in its own
 * language, by the refusal's code. No session says 'You must be logged in!'; anything else
 * 'Something went wrong!'.
 */
export function claimFailure(error: unknown): ClaimFailure {
  if (!(error instanceof ApiError)) return failure('claims.toast.failed', false);
  if (error.status === 401) return failure('claims.toast.loginRequired', true);
  if (error.status === 429) return failure(errorKey(error), true);
  // Either member blocked the other: said like a refused message, and no retry helps.
  if (error.code === ERROR_CODES.claimMemberBlocked) return failure(errorKey(error), true);
  if (error.status !== 400 && error.status !== 409) return failure('claims.toast.failed', false);
  if (error.field === 'message') return failure('claims.errors.messageTooLong', false);
  return failure(
    errorKey(error, { failed: 'claims.toast.failed' }),
    true,
    error.code === ERROR_CODES.claimAlreadySent,
  );
}
