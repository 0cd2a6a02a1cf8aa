import { useMutation } from '@tanstack/react-query';

import type { TwoFactorSetupReply } from '@tabarru/contract/two-factor';

import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/users/me/two-factor/setup: a new secret for the authenticator app, and its otpauth://
 * address for the QR code; nothing changes until a code from the app confirms it.
 */
export function startTwoFactorSetup(): Promise<TwoFactorSetupReply> {
  return apiRequest<TwoFactorSetupReply>('/api/users/me/two-factor/setup', { method: 'POST' });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
