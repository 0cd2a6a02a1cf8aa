import type { AskReply, CreateAskRequest } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';
import { noteGivingMoment, notePushPromptMoment } from '../../../lib/push-prompt';
import { useAskMutation } from './ask-mutation';

/** POST /api/posts/:postId/asks: "I'd like this", with the note when one was written. */
export function createAsk(postId: number, request: CreateAskRequest): Promise<AskReply> {
  return apiRequest<AskReply>(`/api/posts/${postId}/asks`, { method: 'POST', body: request });
}

/**
 * An ask sent is, like a claim, a moment the app may offer to be installed, and the first one
 * makes the offer of notifications on this device due: the donor's answer comes as one.
 */
export function useCreateAsk(viewer: { postId: number; viewerId: number | undefined }) {
  return useAskMutation(viewer, async (request: CreateAskRequest) => {
    const reply = await createAsk(viewer.postId, request);
    notePushPromptMoment();
    noteGivingMoment();
    return reply;
  });
}
