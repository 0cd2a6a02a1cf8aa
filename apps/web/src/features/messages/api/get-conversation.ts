import { useInfiniteQuery } from '@tanstack/react-query';

import { MESSAGE_PAGE_SIZE } from '@tabarru/contract/message-constants';
import type { ChatMessage } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';

/** GET /messages/:otherUserId: the latest page, or the page before `before`, oldest first. */
export function getConversationPage(
  otherUserId: number,
  before: string | undefined,
): Promise<ChatMessage[]> {
  const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
  return apiRequest<ChatMessage[]>(`/messages/${otherUserId}${query}`);
}

export function conversationQueryKey(userId: number | undefined, otherUserId: number) {
  return ['account', userId, 'conversation', otherUserId] as const;
}

/**
 * The conversation's history, newest page first; an older page is asked for while the last one was
 * full (exactly 20 means there may be more).
 */
export function useConversationHistory(userId: number | undefined, otherUserId: number) {
  return useInfiniteQuery({
    queryKey: conversationQueryKey(userId, otherUserId),
    queryFn: ({ pageParam }) => getConversationPage(otherUserId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (oldest) =>
      oldest.length === MESSAGE_PAGE_SIZE ? oldest[0]?.timestamp : undefined,
    enabled: userId !== undefined,
    // The socket keeps an open conversation current and it is read again when the socket
    // reconnects; what came while it was closed is read when it opens again.
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: false,
  });
}
