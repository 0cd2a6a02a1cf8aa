import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';

/** What a failed create or update says, by the API's code (spec 000 §8). */
export function saveFailureKey(error: unknown, action: 'create' | 'edit') {
  if (!(error instanceof ApiError)) return `posts.${action}.failed` as const;
  if (error.code === NETWORK_ERROR_CODE) return `posts.${action}.networkError` as const;
  if (error.status === 413 && error.field === 'images') {
    return error.message.startsWith('At most')
      ? ('posts.form.tooManyImages' as const)
      : ('imagePicker.imagesRejected' as const);
  }
  if (error.status === 415) return 'posts.form.notAnImage' as const;
  if (error.status === 429) return 'posts.form.rateLimited' as const;
  if (error.status === 403) return 'posts.edit.notOwner' as const;
  if (error.status === 409) return 'posts.edit.donatedLocked' as const;
  return `posts.${action}.failed` as const;
}
