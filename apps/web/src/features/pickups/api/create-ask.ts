import { useQueryClient } from '@tanstack/react-query';

import { ERROR_CODES } from '@tabarru/contract/errors';
import type { AskReply, CreateAskRequest } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';
import { refusalCode } from '../../../lib/error-keys';
import { noteGivingMoment, notePushPromptMoment } from '../../../lib/push-prompt';
import { useAskMutation } from './ask-mutation';

/** POST /api/posts/:postId/asks: "I'd like this", with the note when one was written. */
export function createAsk(postId: number, request: CreateAskRequest): Promise<AskReply> {
  return apiRequest<AskReply>(`/api/posts/${postId}/asks`, { method: 'POST', body: request });
}

/**
 * An ask sent is, like a claim, a moment the app may offer to be installed, and the first one
 * makes the offer of notifications on this device due: the donor's answer comes as one. An ask
 * refused because the offer ended meanwhile reads the post again, so its page says it ended.
 */
export function useCreateAsk(viewer: { postId: number; viewerId: number | undefined }) {
  const queryClient = useQueryClient();
  return useAskMutation(viewer, async (request: CreateAskRequest) => {
    let reply: AskReply;
    try {
      reply = await createAsk(viewer.postId, request);
    } catch (error) {
      if (refusalCode(error) === ERROR_CODES.offerEnded) {
        void queryClient.invalidateQueries({ queryKey: ['posts', 'detail'] });
      }
      throw error;
    }
    notePushPromptMoment();
    noteGivingMoment();
    return reply;
  });
}
