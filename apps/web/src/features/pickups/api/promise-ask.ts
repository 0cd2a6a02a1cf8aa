import type { AskReply, PromiseRequest } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';
import { useAskMutation } from './ask-mutation';

/** POST /api/asks/:askId/promise: the donor promises the item, with times and a place. */
export function promiseAsk(askId: number, request: PromiseRequest): Promise<AskReply> {
  return apiRequest<AskReply>(`/api/asks/${askId}/promise`, { method: 'POST', body: request });
}

/** A promise may change how the post shows (reserved, say): its page is read again too. */
export function usePromiseAsk(viewer: { postId: number; viewerId: number | undefined }) {
  return useAskMutation(
    viewer,
    ({ askId, request }: { askId: number; request: PromiseRequest }) => promiseAsk(askId, request),
    () => [['posts', 'detail']],
  );
}
