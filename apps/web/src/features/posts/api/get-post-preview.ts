import { useQuery } from '@tanstack/react-query';

import { POST_FETCH_RETRY_DELAY_MS } from '@tabarru/contract/constants';
import type { PostPreview } from '@tabarru/contract/previews';

import { apiRequest } from '../../../lib/api-client';
import { shouldRetryPostLoad } from './get-post';

/** What a visitor may see of a post (`GET /api/posts/:id/preview`): no contact, no actions. */
export function getPostPreview(postId: string, signal?: AbortSignal): Promise<PostPreview> {
  return apiRequest<PostPreview>(`/api/posts/${encodeURIComponent(postId)}/preview`, { signal });
}

export const postPreviewQueryKey = (postId: string) => ['posts', 'preview', postId] as const;

/** Retried like the post page: up to 3 times, never after a 404. */
export function usePostPreview(postId: string) {
  return useQuery({
    queryKey: postPreviewQueryKey(postId),
    queryFn: ({ signal }) => getPostPreview(postId, signal),
    retry: shouldRetryPostLoad,
    retryDelay: POST_FETCH_RETRY_DELAY_MS,
  });
}
