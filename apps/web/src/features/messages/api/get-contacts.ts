import { useQuery } from '@tanstack/react-query';

import { CONTACTS_POLL_MS } from '@tabarru/contract/message-constants';
import type { Contact, ConversationItem } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';

/** GET /messages/contacts: the member's conversations, the latest first. */
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
 * The item the contacts list gives the conversation with `partnerId` (null for none), from the
 * same cached list; asked only when `enabled`, and not polled for it.
 */
export function useListedItem(userId: number | undefined, partnerId: number, enabled: boolean) {
  return useQuery({
    queryKey: contactsQueryKey(userId),
    queryFn: getContacts,
    enabled: userId !== undefined && enabled,
    retry: false,
    select: (contacts): ConversationItem | null =>
      contacts.find((contact) => contact.id === partnerId)?.item ?? null,
  });
}
