import { useQuery } from '@tanstack/react-query';

import { CONTACTS_POLL_MS } from '@tabarru/contract/message-constants';
import type { Contact } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';

/** GET /messages/contacts: the member's conversations, the latest first. */
export function getContacts(): Promise<Contact[]> {
  return apiRequest<Contact[]>('/messages/contacts');
}

export function contactsQueryKey(userId: number | undefined) {
  return ['account', userId, 'contacts'] as const;
}

/**
 * Asked again every 10 s (spec 001 §9), and whenever the socket tells of a change; the next
 * poll is the retry of a failed one.
 */
export function useContacts(userId: number | undefined) {
  return useQuery({
    queryKey: contactsQueryKey(userId),
    queryFn: getContacts,
    enabled: userId !== undefined,
    refetchInterval: CONTACTS_POLL_MS,
    retry: false,
  });
}
