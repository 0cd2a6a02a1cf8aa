import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageReply } from '@tabarru/contract/accounts';
import type { TwoFactorPasswordRequest } from '@tabarru/contract/two-factor';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/me/two-factor/disable: turns it off, with the password. */
export function disableTwoFactor(request: TwoFactorPasswordRequest): Promise<MessageReply> {
  return apiRequest<MessageReply>('/api/users/me/two-factor/disable', {
    method: 'POST',
    body: request,
  });
}

/** What the account shows (the status, the profile's flag) is read again. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['account', userId] }),
  });
}
