import { useMutation } from '@tanstack/react-query';

import type { CheckPhoneRequest, VerificationReply } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/check-phone: 200 when no account has this number, 409 PHONE_TAKEN when one has. */
export function checkPhone(body: CheckPhoneRequest): Promise<VerificationReply> {
  return apiRequest<VerificationReply>('/api/users/check-phone', { method: 'POST', body });
}

/** Nothing cached changes: the answer only tells the form whether the number is free. */
export function useCheckPhone() {
  return useMutation({ mutationFn: checkPhone });
}
