import { useMutation } from '@tanstack/react-query';

import type { SuspensionReply } from '@tabarru/contract/admin';

import { apiRequest } from '../../../lib/api-client';
import { useRefreshAll } from './admin-lists';

/**
 * PUT /admin/users/:id/suspend: the member is signed out everywhere, cannot sign in, and their
 * posts are hidden until the suspension is lifted. The reason is kept in the audit log.
 */
export function suspendMember({
  userId,
  reason,
}: {
  userId: number;
  reason?: string;
}): Promise<SuspensionReply> {
  return apiRequest<SuspensionReply>(`/admin/users/${userId}/suspend`, {
    method: 'PUT',
    body: reason ? { reason } : {},
  });
}

export function useSuspendMember() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: suspendMember, onSuccess: refresh });
}
