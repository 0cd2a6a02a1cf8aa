import { useInfiniteQuery } from '@tanstack/react-query';

import { MESSAGE_PAGE_SIZE } from '@tabarru/contract/message-constants';
import type { ChatMessage } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';

/** A thread: the other member, and the post it is about (null for the one about no item). */
export interface ThreadRef {
  partnerId: number;
  postId: number | null;
}

/**
 * GET /messages/:otherUserId?post_id=: the thread's latest page, or the page before `before`,
 * oldest first.
 */
export function getConversationPage(
  thread: ThreadRef,
  before: string | undefined,
): Promise<ChatMessage[]> {
  const query = new URLSearchParams();
  if (thread.postId !== null) query.set('post_id', String(thread.postId));
  if (before !== undefined) query.set('before', before);
  const search = query.toString();
  return apiRequest<ChatMessage[]>(`/messages/${thread.partnerId}${search ? `?${search}` : ''}`);
}

export function conversationQueryKey(userId: number | undefined, thread: ThreadRef) {
  return ['account', userId, 'conversation', thread.partnerId, thread.postId] as const;
}

/**
 * The thread's history, newest page first; an older page is asked for while the last one was
 * full (exactly 20 means there may be more).
 */
export function useConversationHistory(userId: number | undefined, thread: ThreadRef) {
  return useInfiniteQuery({
    queryKey: conversationQueryKey(userId, thread),
    queryFn: ({ pageParam }) => getConversationPage(thread, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (oldest) =>
      oldest.length === MESSAGE_PAGE_SIZE ? oldest[0]?.timestamp : undefined,
    enabled: userId !== undefined,
    // The socket keeps an open thread current and it is read again when the socket
    // reconnects; what came while it was closed is read when it opens again.
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: false,
  });
}
