import { useMutation } from '@tanstack/react-query';

import type { SuspensionReply } from '@tabarru/contract/admin';

import { apiRequest } from '../../../lib/api-client';
import { useRefreshAll } from './admin-lists';

/** PUT /admin/users/:id/unsuspend: the member may sign in again, their posts come back. */
export function unsuspendMember(userId: number): Promise<SuspensionReply> {
  return apiRequest<SuspensionReply>(`/admin/users/${userId}/unsuspend`, { method: 'PUT' });
}

export function useUnsuspendMember() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: unsuspendMember, onSuccess: refresh });
}
