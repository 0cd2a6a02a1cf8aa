import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { RecoveryCodesReply, TwoFactorPasswordRequest } from '@tabarru/contract/two-factor';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';
import { twoFactorQueryKey } from './get-two-factor';

/** POST /api/users/me/two-factor/recovery-codes: ten new codes, with the password; the old ones stop working. */
export function newRecoveryCodes(request: TwoFactorPasswordRequest): Promise<RecoveryCodesReply> {
  return apiRequest<RecoveryCodesReply>('/api/users/me/two-factor/recovery-codes', {
    method: 'POST',
    body: request,
  });
}

/** The count of codes left is read again. */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey(userId) }),
  });
}
