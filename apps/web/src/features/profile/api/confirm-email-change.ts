import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  EmailChangeConfirmedReply,
  EmailChangeLinkRequest,
} from '@tabarru/contract/email-change';

import { apiRequest } from '../../../lib/api-client';

/** POST /api/email-change/confirm: the account takes the address the link was mailed to. */
export function confirmEmailChange(token: string): Promise<EmailChangeConfirmedReply> {
  return apiRequest<EmailChangeConfirmedReply>('/api/email-change/confirm', {
    method: 'POST',
    body: { token } satisfies EmailChangeLinkRequest,
  });
}

/** A member signed in here sees the new email on their profile at once. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
