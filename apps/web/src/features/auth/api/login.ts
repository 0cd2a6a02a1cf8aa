import { useMutation } from '@tanstack/react-query';

import type { LoginRequest, TokenReply } from '@tabarru/contract/accounts';
import type { SecondStepReply } from '@tabarru/contract/two-factor';

import { apiRequest } from '../../../lib/api-client';

/** A token, or, for an account with two-step sign-in, the challenge its second step answers. */
export type LoginReply = TokenReply | SecondStepReply;

/**
 * POST /authentication/login: a token or a second step's challenge, or a 401 whose body is the
 * bare string "Invalid Credentials".
 */
export function login(credentials: LoginRequest): Promise<LoginReply> {
  return apiRequest<LoginReply>('/authentication/login', { method: 'POST', body: credentials });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
