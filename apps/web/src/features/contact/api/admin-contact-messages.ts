import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminContactMessage, ContactHandledRequest } from '@tabarru/contract/contact';

import { apiRequest } from '../../../lib/api-client';

const INBOX_QUERY_KEY = ['admin', 'contact-messages'] as const;

/** GET /admin/contact-messages: open messages first, each group newest first. */
export function useContactInbox() {
  return useQuery({
    queryKey: INBOX_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<AdminContactMessage[]>('/admin/contact-messages', { signal }),
  });
}

/** PUT /admin/contact-messages/:id/handled: handled, or open again. */
export function markContactMessage({
  id,
  handled,
}: ContactHandledRequest & { id: number }): Promise<AdminContactMessage> {
  return apiRequest<AdminContactMessage>(`/admin/contact-messages/${id}/handled`, {
    method: 'PUT',
    body: { handled },
  });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
