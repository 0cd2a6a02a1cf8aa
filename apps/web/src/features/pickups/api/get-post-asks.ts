import { useQuery } from '@tanstack/react-query';

import type { PostAsksReply } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';

/** GET /api/posts/:postId/asks: whether the item is promised, how many asked, and the asks shown. */
export function getPostAsks(postId: number, signal?: AbortSignal): Promise<PostAsksReply> {
  return apiRequest<PostAsksReply>(`/api/posts/${postId}/asks`, { signal });
}

/**
 * A member's view (every ask to the donor, their own to anyone else, with its collector code) is
 * kept under their account, which signing out forgets; a visitor's, the counts only, with the posts.
 */
export function postAsksQueryKey(postId: number, viewerId: number | undefined) {
  return viewerId === undefined
    ? (['posts', 'asks', postId] as const)
    : (['account', viewerId, 'postAsks', postId] as const);
}

/** The asks of a post as the viewer sees them; `enabled: false` asks nothing (a wanted post). */
export function usePostAsks(
  postId: number,
  viewerId: number | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: postAsksQueryKey(postId, viewerId),
    queryFn: ({ signal }) => getPostAsks(postId, signal),
    enabled,
  });
}
