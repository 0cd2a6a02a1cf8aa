import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { MessageReply } from '@tabarru/contract/accounts';
import type { Event } from '@tabarru/contract/events';

import { apiRequest } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './get-events';

/**
 * GET /events with an administrator's token: upcoming events, then past ones, newest first. Unlike
 * the public list, a failure shows, so the administrator can retry.
 */
export function useAllEvents() {
  return useQuery({
    queryKey: [...EVENTS_QUERY_KEY, 'all'],
    queryFn: ({ signal }) => apiRequest<Event[]>('/events', { signal }),
  });
}

/** DELETE /events/:id. */
export function deleteEvent(eventId: number): Promise<MessageReply> {
  return apiRequest<MessageReply>(`/events/${eventId}`, { method: 'DELETE' });
}

/** A deleted event leaves every list of events: the admin list, the events page, the carousel. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
