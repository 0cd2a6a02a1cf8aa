import type { CatalogKey } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { errorKey } from '../../lib/error-keys';

/**
 * What a failed rating says: a refusal (400, 403, 409) its reason in the page's language, 'You
 * already submitted feedback.' among them; no session 'Please login and select a rating.'; anything
 * else 'Failed to submit feedback.'.
 */
export function submitFailureKey(error: unknown): CatalogKey {
  if (!(error instanceof ApiError)) return 'feedback.toast.submitFailed';
  if (error.status === 401) return 'feedback.toast.loginAndRating';
  if (![400, 403, 404, 409, 429].includes(error.status)) return 'feedback.toast.submitFailed';
  if (error.field === 'comment') return 'feedback.form.commentTooLong';
  return errorKey(error, { failed: 'feedback.toast.submitFailed' });
}

/** What a failed delete says: the reason of a refusal, else 'Failed to delete feedback.'. */
export function deleteFailureKey(error: unknown): CatalogKey {
  if (error instanceof ApiError && [404, 429].includes(error.status)) {
    return errorKey(error, { failed: 'feedback.toast.deleteFailed' });
  }
  return 'feedback.toast.deleteFailed';
}
