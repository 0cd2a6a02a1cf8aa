import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageReply } from '@tabarru/contract/accounts';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/users/me/sessions/:id: signs out one of the member's other devices. */
export function endOtherSession(sessionId: string): Promise<MessageReply> {
  return apiRequest<MessageReply>(`/api/users/me/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
  });
}

/** The list is read again either way: a session already gone (404) leaves it too. */
export function useEndOtherSession() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: endOtherSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey(userId) }),
  });
}
