import { useMutation } from '@tanstack/react-query';

import type { TokenReply } from '@tabarru/contract/accounts';
import type { SecondStepRequest } from '@tabarru/contract/two-factor';

import { apiRequest } from '../../../lib/api-client';

/**
 * POST /authentication/login/second-step: the challenge of a right password and a code from the
 * authenticator app, or a recovery code; a token. A wrong code is a 400 on `code` (the challenge
 * stays good for another try), an expired challenge a 401, too many tries a 429.
 */
export function loginSecondStep(request: SecondStepRequest): Promise<TokenReply> {
  return apiRequest<TokenReply>('/authentication/login/second-step', {
    method: 'POST',
    body: request,
  });
}

export function useLoginSecondStep() {
  return useMutation({ mutationFn: loginSecondStep });
}
