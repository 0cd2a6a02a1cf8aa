import { useInfiniteQuery } from '@tanstack/react-query';

import type { MemberItemsReply } from '@tabarru/contract/posts';

import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/:userId/posts: a page of a member's items on offer, newest first. */
export function getMemberItems(
  userId: number,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<MemberItemsReply> {
  const search = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiRequest<MemberItemsReply>(`/api/users/${userId}/posts${search}`, { signal });
}

export const MEMBER_ITEMS_QUERY_KEY = ['posts', 'member'] as const;

/** A member's items on offer, 12 at a time by keyset cursor. */
export function useMemberItems(userId: number) {
  return useInfiniteQuery({
    queryKey: [...MEMBER_ITEMS_QUERY_KEY, userId],
    queryFn: ({ pageParam, signal }) => getMemberItems(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
