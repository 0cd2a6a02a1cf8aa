import { useQuery, useQueryClient } from '@tanstack/react-query';

import type { Event } from '@tabarru/contract/events';
import { UPCOMING_EVENTS_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import { apiRequest } from '../../../lib/api-client';
import { seedFromPage } from '../../../lib/seed-from-page';

export const EVENTS_QUERY_KEY = ['events'] as const;

/**
 * The upcoming events. An administrator's token also brings past events (for the admin list);
 * the public pages keep only the upcoming ones, as visitors get them.
 */
export async function getUpcomingEvents(signal?: AbortSignal): Promise<Event[]> {
  const events = await apiRequest<Event[]>('/events', { signal });
  return events.filter((event) => !event.is_past);
}

const UPCOMING_EVENTS_QUERY_KEY = [...EVENTS_QUERY_KEY, 'upcoming'];

/**
 * On the public screens a failed load is only logged and the list stays as it was, or ends up
 * empty, so these queries never reach the error state. The events' page starts from the events
 * the web host wrote into it, as the API answers a visitor: the upcoming ones.
 */
export function useUpcomingEvents() {
  seedFromPage(useQueryClient(), UPCOMING_EVENTS_ELEMENT_ID, UPCOMING_EVENTS_QUERY_KEY);
  return useQuery({
    queryKey: UPCOMING_EVENTS_QUERY_KEY,
    queryFn: async ({ signal, client, queryKey }) => {
      try {
        return await getUpcomingEvents(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('events could not be loaded', error);
        return client.getQueryData<Event[]>(queryKey) ?? [];
      }
    },
    retry: false,
  });
}
