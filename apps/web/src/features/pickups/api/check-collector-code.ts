import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import type { checkCodeReplySchema } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';

type CheckCodeReply = z.infer<typeof checkCodeReplySchema>;

/**
 * POST /api/asks/:askId/check-code: the donor checks the code a relative of the receiver shows.
 * A wrong code is a refusal (COLLECTOR_CODE_WRONG, …_LOCKED, …_USED), never `matches: false`.
 */
export function checkCollectorCode(askId: number, code: string): Promise<CheckCodeReply> {
  return apiRequest<CheckCodeReply>(`/api/asks/${askId}/check-code`, {
    method: 'POST',
    body: { code },
  });
}

export function useCheckCollectorCode() {
  return useMutation({
    mutationFn: ({ askId, code }: { askId: number; code: string }) =>
      checkCollectorCode(askId, code),
  });
}
