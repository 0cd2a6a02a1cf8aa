import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  NeedCreate,
  NeedListReply,
  NeedReceipt,
  NeedReceiptListReply,
  NeedReply,
} from '@tabarru/contract/needs';

import { apiRequest } from '../../../lib/api-client';

/** POST /api/needs: a verified organisation asks for a number of items by a day. */
export function createNeed(need: NeedCreate): Promise<NeedReply> {
  return apiRequest<NeedReply>('/api/needs', { method: 'POST', body: need });
}

/** POST /api/needs/:id/receipts: the need's organisation records items that came in. */
export function recordReceipt({
  postId,
  receipt,
}: {
  postId: number;
  receipt: NeedReceipt;
}): Promise<NeedReply> {
  return apiRequest<NeedReply>(`/api/needs/${postId}/receipts`, { method: 'POST', body: receipt });
}

/** GET /api/needs/:id/receipts: what came in for a need, the newest first; its organisation's only. */
export function getNeedReceipts(
  postId: number,
  signal?: AbortSignal,
): Promise<NeedReceiptListReply> {
  return apiRequest<NeedReceiptListReply>(`/api/needs/${postId}/receipts`, { signal });
}

/** GET /api/organisations/:id/needs: a verified organisation's open needs, the soonest day first. */
export function getOrganisationNeeds(
  organisationId: number,
  signal?: AbortSignal,
): Promise<NeedListReply> {
  return apiRequest<NeedListReply>(`/api/organisations/${organisationId}/needs`, { signal });
}

const NEEDS_QUERY_KEY = ['needs'] as const;

export const organisationNeedsQueryKey = (organisationId: number) =>
  [...NEEDS_QUERY_KEY, 'organisation', organisationId] as const;

export const needReceiptsQueryKey = (postId: number) =>
  [...NEEDS_QUERY_KEY, 'receipts', postId] as const;

export function useOrganisationNeeds(organisationId: number) {
  return useQuery({
    queryKey: organisationNeedsQueryKey(organisationId),
    queryFn: ({ signal }) => getOrganisationNeeds(organisationId, signal),
  });
}

export function useNeedReceipts(postId: number) {
  return useQuery({
    queryKey: needReceiptsQueryKey(postId),
    queryFn: ({ signal }) => getNeedReceipts(postId, signal),
  });
}

/**
 * A need posted or received into shows on the feed's Wanted switch, on its page (both under
 * 'posts') and on its organisation's page with how many came in: all are read again.
 */
function useNeedChange<Input>(change: (input: Input) => Promise<NeedReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: NEEDS_QUERY_KEY });
    },
  });
}

export const useCreateNeed = () => useNeedChange(createNeed);
export const useRecordReceipt = () => useNeedChange(recordReceipt);
