import { useInfiniteQuery } from '@tanstack/react-query';

import type { MemberItemList, MemberItemsReply } from '@tabarru/contract/posts';

import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/:userId/posts: a page of a member's items on offer or given, newest first. */
export function getMemberItems(
  userId: number,
  list: MemberItemList,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<MemberItemsReply> {
  const search = new URLSearchParams(list === 'available' ? {} : { availability: list });
  if (cursor) search.set('cursor', cursor);
  const query = search.toString();
  return apiRequest<MemberItemsReply>(`/api/users/${userId}/posts${query ? `?${query}` : ''}`, {
    signal,
  });
}

export const MEMBER_ITEMS_QUERY_KEY = ['posts', 'member'] as const;

/** A member's items on offer, or those they gave away, 12 at a time by keyset cursor. */
export function useMemberItems(userId: number, list: MemberItemList = 'available') {
  return useInfiniteQuery({
    queryKey: [...MEMBER_ITEMS_QUERY_KEY, userId, list],
    queryFn: ({ pageParam, signal }) => getMemberItems(userId, list, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
