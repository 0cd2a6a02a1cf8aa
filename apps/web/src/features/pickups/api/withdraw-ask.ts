import type { AskReply } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';
import { useAskMutation } from './ask-mutation';

/** DELETE /api/asks/:askId: the asker withdraws their ask. */
export function withdrawAsk(askId: number): Promise<AskReply> {
  return apiRequest<AskReply>(`/api/asks/${askId}`, { method: 'DELETE' });
}

export function useWithdrawAsk(viewer: { postId: number; viewerId: number | undefined }) {
  return useAskMutation(viewer, withdrawAsk);
}
