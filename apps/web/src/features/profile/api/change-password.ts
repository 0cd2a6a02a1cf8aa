import { useMutation } from '@tanstack/react-query';

import type { ChangePasswordReply, ChangePasswordRequest } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';
import { replacingToken, signIn } from '../../../lib/session';

export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordReply> {
  return apiRequest<ChangePasswordReply>('/change-password', {
    method: 'PUT',
    body: request,
    replacesToken: true,
  });
}

/**
 * A changed password ends every older token, this one too: keep the one the reply brings, kept
 * before a call refused meanwhile with the old one can sign the member out (replacingToken).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      replacingToken(async () => {
        const reply = await changePassword(request);
        signIn(reply.jwtToken);
        return reply;
      }),
  });
}
