import { useMutation } from '@tanstack/react-query';

import type { MessageReply, ResetPasswordRequest } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

export function resetPassword(request: ResetPasswordRequest): Promise<MessageReply> {
  return apiRequest<MessageReply>('/reset-password', { method: 'POST', body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
