import type {
  CheckCodeRequest,
  CheckPhoneRequest,
  SendCodeReply,
  SendCodeRequest,
  VerificationReply,
} from '@tabarru/contract/accounts';

import { apiRequest } from '../../lib/api-client';

export function sendPhoneCode(body: SendCodeRequest): Promise<SendCodeReply> {
  return apiRequest<SendCodeReply>('/api/verify/send', { method: 'POST', body });
}

export function checkPhoneCode(body: CheckCodeRequest): Promise<VerificationReply> {
  return apiRequest<VerificationReply>('/api/verify/check', { method: 'POST', body });
}

/** 200 when no account has this number, 409 PHONE_TAKEN when one has. */
export function checkPhoneAvailable(body: CheckPhoneRequest): Promise<VerificationReply> {
  return apiRequest<VerificationReply>('/api/users/check-phone', { method: 'POST', body });
}
