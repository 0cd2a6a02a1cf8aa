import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MarkReadReply } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';
import { contactsQueryKey } from './get-contacts';
import { unreadCountQuery } from './get-unread-count';

/** PATCH /messages/:otherUserId/read: every message from that member is read now. */
export function markConversationRead(otherUserId: number): Promise<MarkReadReply> {
  return apiRequest<MarkReadReply>(`/messages/${otherUserId}/read`, { method: 'PATCH' });
}

/** Reading lowers the badge and the conversation's count in the contacts list. */
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
