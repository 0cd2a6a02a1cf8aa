import { useMutation } from '@tanstack/react-query';

import type { CheckCodeReply, CheckCodeRequest } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/verify/check. The reply's verificationToken proves, with registration or a phone
 * change, that this client verified the number.
 */
export function checkCode(body: CheckCodeRequest): Promise<CheckCodeReply> {
  return apiRequest<CheckCodeReply>('/api/verify/check', { method: 'POST', body });
}

/** Nothing cached changes: the form keeps the verified number and its token. */
export function useCheckCode() {
  return useMutation({ mutationFn: checkCode });
}
