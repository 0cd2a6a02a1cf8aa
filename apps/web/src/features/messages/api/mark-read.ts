import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MarkReadReply } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';
import { contactsQueryKey } from './get-contacts';
import type { ThreadRef } from './get-conversation';
import { unreadCountQuery } from './get-unread-count';

/** PATCH /messages/:otherUserId/read?post_id=: every message from that member in the thread is read. */
export function markConversationRead(thread: ThreadRef): Promise<MarkReadReply> {
  const query = thread.postId === null ? '' : `?post_id=${thread.postId}`;
  return apiRequest<MarkReadReply>(`/messages/${thread.partnerId}/read${query}`, {
    method: 'PATCH',
  });
}

/** Reading lowers the badge and the thread's count in the contacts list. */
export function useMarkConversationRead(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: ({ readMessageIds }) => {
      if (readMessageIds.length === 0) return;
      void queryClient.invalidateQueries({ queryKey: unreadCountQuery(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: contactsQueryKey(userId) });
    },
  });
}
