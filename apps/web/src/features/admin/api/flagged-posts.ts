import { useMutation, useQuery } from '@tanstack/react-query';

import type { ApprovePostReply, FlaggedPost } from '@tabarru/contract/moderation';

import { apiRequest } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY, useRefreshAll } from './admin-lists';

/** The reply is not the list the page expects: the page says 'Failed to load flagged posts'. */
export class FlaggedListFormatError extends Error {}

/** GET /admin/flagged-posts: the posts waiting for review, and why. */
export async function getFlaggedPosts(signal?: AbortSignal): Promise<FlaggedPost[]> {
  const reply = await apiRequest<unknown>('/admin/flagged-posts', { signal });
  if (!Array.isArray(reply)) throw new FlaggedListFormatError('not a list');
  return reply as FlaggedPost[];
}

export function useFlaggedPosts() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'flagged'],
    queryFn: ({ signal }) => getFlaggedPosts(signal),
    // The same reply would come again; an outage is retried as usual.
    retry: (failures, error) => !(error instanceof FlaggedListFormatError) && failures < 2,
  });
}

/** PUT /admin/posts/:id/approve: visible again, this version approved. */
export function approvePost(postId: number): Promise<ApprovePostReply> {
  return apiRequest<ApprovePostReply>(`/admin/posts/${postId}/approve`, { method: 'PUT' });
}

export function useApprovePost() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: approvePost, onSuccess: refresh });
}
