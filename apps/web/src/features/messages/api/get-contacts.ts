import { useQuery } from '@tanstack/react-query';

import { CONTACTS_POLL_MS } from '@tabarru/contract/message-constants';
import type { Contact } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';

/** GET /messages/contacts: the member's threads (one per member and item), the latest first. */
export function getContacts(): Promise<Contact[]> {
  return apiRequest<Contact[]>('/messages/contacts');
}

export function contactsQueryKey(userId: number | undefined) {
  return ['account', userId, 'contacts'] as const;
}

/**
 * Asked again every 10 s, and whenever the socket tells of a change; the next poll is the retry of
 * a failed one.
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

/**
 * The threads with `partnerId` from the same cached list, the latest first; not polled for
 * them (the list page and the socket keep it current).
 */
export function usePartnerThreads(userId: number | undefined, partnerId: number) {
  return useQuery({
    queryKey: contactsQueryKey(userId),
    queryFn: getContacts,
    enabled: userId !== undefined,
    retry: false,
    select: (contacts): Contact[] => contacts.filter((contact) => contact.id === partnerId),
  });
}
