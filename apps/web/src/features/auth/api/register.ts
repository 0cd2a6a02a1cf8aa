import { useMutation } from '@tanstack/react-query';

import type { RegistrationRequest, TokenReply } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

export function register(account: RegistrationRequest): Promise<TokenReply> {
  return apiRequest<TokenReply>('/authentication/registration', { method: 'POST', body: account });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
