import { useQuery } from '@tanstack/react-query';

import type { EventDetail } from '@tabarru/contract/events';

import { ApiError, apiRequest } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './get-events';

export function getEvent(eventId: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiRequest<EventDetail>(`/events/${encodeURIComponent(eventId)}`, { signal });
}

/** Retried twice on failures that may pass; a missing event is final. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function useEvent(eventId: string) {
  return useQuery({
    queryKey: [...EVENTS_QUERY_KEY, 'detail', eventId],
    queryFn: ({ signal }) => getEvent(eventId, signal),
    retry: shouldRetry,
  });
}
