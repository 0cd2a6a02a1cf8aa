import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { RecoveryCodesReply, TwoFactorEnableRequest } from '@tabarru/contract/two-factor';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';
import { openAdminArea } from '../../../lib/session';

/** POST /api/users/me/two-factor/enable: a code from the app turns it on; the recovery codes. */
export function enableTwoFactor(request: TwoFactorEnableRequest): Promise<RecoveryCodesReply> {
  return apiRequest<RecoveryCodesReply>('/api/users/me/two-factor/enable', {
    method: 'POST',
    body: request,
  });
}

/**
 * Turning it on counts as this session's second step, so the admin area opens to it; what the
 * account shows (the status, the profile's flag) is read again.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => {
      openAdminArea();
      void queryClient.invalidateQueries({ queryKey: ['account', userId] });
    },
  });
}
