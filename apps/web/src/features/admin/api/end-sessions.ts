import { useMutation } from '@tanstack/react-query';

import type { SessionsEndedReply } from '@tabarru/contract/sessions';

import { apiRequest } from '../../../lib/api-client';
import { useRefreshAll } from './admin-lists';

/** PUT /admin/users/:id/end-sessions: the member must sign in again on every device. */
export function endSessions(userId: number): Promise<SessionsEndedReply> {
  return apiRequest<SessionsEndedReply>(`/admin/users/${userId}/end-sessions`, { method: 'PUT' });
}

export function useEndSessions() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: endSessions, onSuccess: refresh });
}
