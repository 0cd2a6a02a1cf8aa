import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MyPost } from '@tabarru/contract/posts';

import { apiRequest } from '../../../lib/api-client';

export const MY_POSTS_QUERY_KEY = ['posts', 'mine'] as const;

/** GET /Posting/my-posts: the signed-in member's posts, newest first. */
export function getMyPosts(signal?: AbortSignal): Promise<MyPost[]> {
  return apiRequest<MyPost[]>('/Posting/my-posts', { signal });
}

export function myPostsQuery() {
  return queryOptions({
    queryKey: MY_POSTS_QUERY_KEY,
    queryFn: ({ signal }) => getMyPosts(signal),
  });
}

export function useMyPosts() {
  return useQuery(myPostsQuery());
}
