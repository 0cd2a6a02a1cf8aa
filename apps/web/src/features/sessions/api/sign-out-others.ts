import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { SessionsEndedReply } from '@tabarru/contract/sessions';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/users/me/sessions/sign-out-others: every device but this one; how many ended. */
export function signOutOthers(): Promise<SessionsEndedReply> {
  return apiRequest<SessionsEndedReply>('/api/users/me/sessions/sign-out-others', {
    method: 'POST',
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: signOutOthers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey(userId) }),
  });
}
