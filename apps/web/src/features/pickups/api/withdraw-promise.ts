import type { AskReply } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';
import { useAskMutation } from './ask-mutation';

/** POST /api/asks/:askId/withdraw-promise: the donor takes the promise back, saying why. */
export function withdrawPromise(askId: number, reason: string): Promise<AskReply> {
  return apiRequest<AskReply>(`/api/asks/${askId}/withdraw-promise`, {
    method: 'POST',
    body: { reason },
  });
}

/** Withdrawing may change how the post shows (available again, say): its page is read again too. */
export function useWithdrawPromise(viewer: { postId: number; viewerId: number | undefined }) {
  return useAskMutation(
    viewer,
    ({ askId, reason }: { askId: number; reason: string }) => withdrawPromise(askId, reason),
    () => [['posts', 'detail']],
  );
}
