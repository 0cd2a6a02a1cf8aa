import type { AskReply } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';
import { useAskMutation } from './ask-mutation';

/** POST /api/asks/:askId/pick: the receiver picks one of the times offered. */
export function pickTime(askId: number, windowId: number): Promise<AskReply> {
  return apiRequest<AskReply>(`/api/asks/${askId}/pick`, {
    method: 'POST',
    body: { window_id: windowId },
  });
}

export function usePickTime(viewer: { postId: number; viewerId: number | undefined }) {
  return useAskMutation(viewer, ({ askId, windowId }: { askId: number; windowId: number }) =>
    pickTime(askId, windowId),
  );
}
