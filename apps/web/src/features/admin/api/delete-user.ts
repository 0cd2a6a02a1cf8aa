import { useMutation } from '@tanstack/react-query';

import type { MessageReply } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';
import { useRefreshAll } from './admin-lists';

/** DELETE /admin/users/:id: the member and everything they wrote. */
export function deleteUser(userId: number): Promise<MessageReply> {
  return apiRequest<MessageReply>(`/admin/users/${userId}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: deleteUser, onSuccess: refresh });
}
