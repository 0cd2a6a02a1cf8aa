import type {
  CheckCodeRequest,
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
