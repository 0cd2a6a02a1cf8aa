import type { AskReply, PickupOutcome } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';
import { useAskMutation } from './ask-mutation';

/** POST /api/asks/:askId/outcome: after the agreed time, was the item collected? */
export function recordOutcome(askId: number, outcome: PickupOutcome): Promise<AskReply> {
  return apiRequest<AskReply>(`/api/asks/${askId}/outcome`, {
    method: 'POST',
    body: { outcome },
  });
}

/**
 * Collected gives the item away: the post (and the lists it shows in) is read again, and the
 * member's account, whose badge now counts the prompt to rate the other.
 */
export function useRecordOutcome(viewer: { postId: number; viewerId: number | undefined }) {
  return useAskMutation(
    viewer,
    ({ askId, outcome }: { askId: number; outcome: PickupOutcome }) =>
      recordOutcome(askId, outcome),
    (_reply, { outcome }) =>
      outcome === 'collected' ? [['posts'], ['account', viewer.viewerId]] : [],
  );
}
