import { useQuery } from '@tanstack/react-query';

import { POST_FETCH_RETRIES, POST_FETCH_RETRY_DELAY_MS } from '@tabarru/contract/constants';
import type { PostDetail } from '@tabarru/contract/posts';

import { ApiError, apiRequest } from '../../../lib/api-client';

export function getPost(postId: string, signal?: AbortSignal): Promise<PostDetail> {
  return apiRequest<PostDetail>(`/Posting/posts/${encodeURIComponent(postId)}`, { signal });
}

export const postQueryKey = (postId: string) => ['posts', 'detail', postId] as const;

/** The retries of the post page: up to 3, 1 s apart, never after a 401, 403 or 404. */
export function shouldRetryPostLoad(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return false;
  return failureCount < POST_FETCH_RETRIES;
}

/** The post page's post; `enabled: false` asks nothing (a page that may name no post). */
export function usePost(postId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: postQueryKey(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
    retry: shouldRetryPostLoad,
    retryDelay: POST_FETCH_RETRY_DELAY_MS,
    enabled,
  });
}
