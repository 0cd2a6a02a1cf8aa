import type { AskReply, OfferTimesRequest } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';
import { useAskMutation } from './ask-mutation';

/** PUT /api/asks/:askId/times: the donor offers new times (and the place) to collect. */
export function offerTimes(askId: number, request: OfferTimesRequest): Promise<AskReply> {
  return apiRequest<AskReply>(`/api/asks/${askId}/times`, { method: 'PUT', body: request });
}

export function useOfferTimes(viewer: { postId: number; viewerId: number | undefined }) {
  return useAskMutation(
    viewer,
    ({ askId, request }: { askId: number; request: OfferTimesRequest }) =>
      offerTimes(askId, request),
  );
}
