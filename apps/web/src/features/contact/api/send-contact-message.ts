import { useMutation } from '@tanstack/react-query';

import type { ContactReply, ContactRequest } from '@tabarru/contract/contact';

import { apiRequest } from '../../../lib/api-client';

export function sendContactMessage(message: ContactRequest): Promise<ContactReply> {
  return apiRequest<ContactReply>('/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
