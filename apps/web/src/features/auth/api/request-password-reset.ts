import { useMutation } from '@tanstack/react-query';

import type { ForgotPasswordRequest, MessageReply } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

/** POST /forgot-password: the same reply whether or not the email has an account. */
export function requestPasswordReset(request: ForgotPasswordRequest): Promise<MessageReply> {
  return apiRequest<MessageReply>('/forgot-password', { method: 'POST', body: request });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
