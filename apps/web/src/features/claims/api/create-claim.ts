import { useMutation } from '@tanstack/react-query';

import type { CreateClaimReply, CreateClaimRequest } from '@tabarru/contract/claims';

import { apiRequest } from '../../../lib/api-client';
import { noteGivingMoment, notePushPromptMoment } from '../../../lib/push-prompt';

/** POST /api/donations/claims: tells the donor this member received the item. */
export function createClaim(request: CreateClaimRequest): Promise<CreateClaimReply> {
  return apiRequest<CreateClaimReply>('/api/donations/claims', { method: 'POST', body: request });
}

/**
 * The claimer has nothing on screen to refresh: the count it raises is the donor's. A sent
 * claim is a moment the app may offer to be installed, and a first one makes the offer of
 * notifications on this device due.
 */
export function useCreateClaim() {
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () => {
      notePushPromptMoment();
      noteGivingMoment();
    },
  });
}
