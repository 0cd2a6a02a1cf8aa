import { useMutation } from '@tanstack/react-query';

import type { ToggleAdminReply } from '@tabarru/contract/admin';

import { apiRequest } from '../../../lib/api-client';
import { useRefreshAll } from './admin-lists';

/** PUT /admin/users/:id/toggle-admin: Promote or Demote. */
export function toggleAdmin(userId: number): Promise<ToggleAdminReply> {
  return apiRequest<ToggleAdminReply>(`/admin/users/${userId}/toggle-admin`, { method: 'PUT' });
}

export function useToggleAdmin() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: toggleAdmin, onSuccess: refresh });
}
