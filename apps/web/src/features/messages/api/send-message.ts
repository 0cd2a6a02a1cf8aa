import { useMutation } from '@tanstack/react-query';

import type { SendMessageReply, SendMessageRequest } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';
import { notePushPromptMoment } from '../../../lib/push-prompt';

/**
 * POST /messages: stored first, then delivered by the API over the socket to every tab of the
 * receiver, so a message goes this way whether or not this tab's socket is connected.
 */
export function sendMessage(request: SendMessageRequest): Promise<SendMessageReply> {
  return apiRequest<SendMessageReply>('/messages', { method: 'POST', body: request });
}

/**
 * The conversation adds the message itself when it is stored (use-conversation.ts). A first
 * message makes the offer of notifications on this device due.
 */
export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage, onSuccess: notePushPromptMoment });
}
