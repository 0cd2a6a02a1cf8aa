import { useMutation } from '@tanstack/react-query';

import type { ChangePasswordReply, ChangePasswordRequest } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';

export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordReply> {
  return apiRequest<ChangePasswordReply>('/change-password', { method: 'PUT', body: request });
}

/** A changed password ends every older token, this one too: keep the one the reply brings. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ jwtToken }) => signIn(jwtToken),
  });
}
