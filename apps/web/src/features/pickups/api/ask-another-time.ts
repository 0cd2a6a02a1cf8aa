import type { AskReply } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';
import { useAskMutation } from './ask-mutation';

/** POST /api/asks/:askId/another-time: none of the times suits the receiver. */
export function askAnotherTime(askId: number): Promise<AskReply> {
  return apiRequest<AskReply>(`/api/asks/${askId}/another-time`, { method: 'POST' });
}

export function useAskAnotherTime(viewer: { postId: number; viewerId: number | undefined }) {
  return useAskMutation(viewer, askAnotherTime);
}
