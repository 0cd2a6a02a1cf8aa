import { useMutation } from '@tanstack/react-query';

import type { DeleteOwnAccountRequest, MessageReply } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/users/me: the member's own account, with their password. */
export function deleteOwnAccount(request: DeleteOwnAccountRequest): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/users/me', { method: 'DELETE', body: request });
}

/** Signing out and leaving the page is the dialog's, once the account is gone. */
export function useDeleteOwnAccount() {
  return useMutation({ mutationFn: deleteOwnAccount });
}
