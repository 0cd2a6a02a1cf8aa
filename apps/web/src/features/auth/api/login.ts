import { useMutation } from '@tanstack/react-query';

import type { LoginRequest, TokenReply } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

/** POST /authentication/login: a token, or a 401 whose body is the bare string "Invalid Credentials". */
export function login(credentials: LoginRequest): Promise<TokenReply> {
  return apiRequest<TokenReply>('/authentication/login', { method: 'POST', body: credentials });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
