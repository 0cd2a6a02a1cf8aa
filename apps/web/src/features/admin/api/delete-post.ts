import { useMutation } from '@tanstack/react-query';

import type { MessageReply } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';
import { useRefreshAll } from './admin-lists';

/** DELETE /admin/posts/:id: any post, and the Reject of a flagged one. */
export function deletePostAsAdmin(postId: number): Promise<MessageReply> {
  return apiRequest<MessageReply>(`/admin/posts/${postId}`, { method: 'DELETE' });
}

export function useDeletePostAsAdmin() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: deletePostAsAdmin, onSuccess: refresh });
}
