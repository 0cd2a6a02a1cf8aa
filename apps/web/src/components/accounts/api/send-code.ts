import { useMutation } from '@tanstack/react-query';

import type { SendCodeReply, SendCodeRequest } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

/** POST /api/verify/send: a code by text message, in the member's language. */
export function sendCode(body: SendCodeRequest): Promise<SendCodeReply> {
  return apiRequest<SendCodeReply>('/api/verify/send', { method: 'POST', body });
}

/** Nothing cached changes: the code goes to the phone. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
