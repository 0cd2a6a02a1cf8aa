import { useQuery } from '@tanstack/react-query';

import type { Event } from '@tabarru/contract/events';

import { apiRequest } from '../../../lib/api-client';

export const EVENTS_QUERY_KEY = ['events'] as const;

/**
 * The upcoming events. An administrator's token also brings past events (for the admin list);
 * the public pages keep only the upcoming ones, as visitors get them.
 */
export async function getUpcomingEvents(signal?: AbortSignal): Promise<Event[]> {
  const events = await apiRequest<Event[]>('/events', { signal });
  return events.filter((event) => !event.is_past);
}

/**
 * On the public screens a failed load is only logged and the list ends up empty, so these queries
 * never reach the error state.
 */
export function useUpcomingEvents() {
  return useQuery({
    queryKey: [...EVENTS_QUERY_KEY, 'upcoming'],
    queryFn: async ({ signal }) => {
      try {
        return await getUpcomingEvents(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('events could not be loaded', error);
        return [];
      }
    },
    retry: false,
  });
}
