import { useMutation, useQuery } from '@tanstack/react-query';

import type {
  UnsubscribeLinkReply,
  UnsubscribeReply,
} from '@tabarru/contract/notification-preferences';

import { apiRequest } from '../../../lib/api-client';

const withToken = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET /api/unsubscribe/link: what an email's link would stop, without stopping it. */
export function describeLink(token: string): Promise<UnsubscribeLinkReply> {
  return apiRequest<UnsubscribeLinkReply>(
    `/api/unsubscribe/link?token=${encodeURIComponent(token)}`,
  );
}

/** POST /api/unsubscribe: stops it; the link works once and needs no sign-in. */
export function stopByLink(token: string): Promise<UnsubscribeReply> {
  return apiRequest<UnsubscribeReply>(withToken(token), { method: 'POST', body: {} });
}

export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ['unsubscribe-link', token],
    queryFn: () => describeLink(token),
    enabled: token !== '',
    retry: false,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: stopByLink });
}
