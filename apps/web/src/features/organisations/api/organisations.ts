import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type {
  DropOffPointsRequest,
  dropOffPointsReplySchema,
} from '@tabarru/contract/drop-off-points';
import type {
  adminOrganisationsReplySchema,
  applyReplySchema,
  myOrganisationReplySchema,
  OrganisationApplication,
  OrganisationReceivedReply,
  OrganisationStatus,
  PublicOrganisation,
} from '@tabarru/contract/organisations';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';

export type MyOrganisationReply = z.infer<typeof myOrganisationReplySchema>;
export type OrganisationReply = z.infer<typeof applyReplySchema>;
export type AdminOrganisationsReply = z.infer<typeof adminOrganisationsReplySchema>;
export type DropOffPointsReply = z.infer<typeof dropOffPointsReplySchema>;

/** GET /api/organisations/mine: the member's application, null before they applied. */
export function getMyOrganisation(signal?: AbortSignal): Promise<MyOrganisationReply> {
  return apiRequest<MyOrganisationReply>('/api/organisations/mine', { signal });
}

/** POST /api/organisations: the member applies for their account to be an organisation's. */
export function applyForOrganisation(
  application: OrganisationApplication,
): Promise<OrganisationReply> {
  return apiRequest<OrganisationReply>('/api/organisations', {
    method: 'POST',
    body: application,
  });
}

/** GET /api/organisations/:id: a verified organisation, to anyone; any other is 404. */
export function getOrganisation(id: string, signal?: AbortSignal): Promise<PublicOrganisation> {
  return apiRequest<PublicOrganisation>(`/api/organisations/${encodeURIComponent(id)}`, {
    signal,
  });
}

/** GET /api/admin/organisations?status=: the applications of one status, the oldest first. */
export function getAdminOrganisations(
  status: OrganisationStatus,
  signal?: AbortSignal,
): Promise<AdminOrganisationsReply> {
  const query = new URLSearchParams({ status });
  return apiRequest<AdminOrganisationsReply>(`/api/admin/organisations?${query.toString()}`, {
    signal,
  });
}

/**
 * PUT /api/organisations/mine/drop-off-points: the verified organisation's whole list of
 * drop-off points, in the order sent; [] clears it.
 */
export function saveDropOffPoints(request: DropOffPointsRequest): Promise<DropOffPointsReply> {
  return apiRequest<DropOffPointsReply>('/api/organisations/mine/drop-off-points', {
    method: 'PUT',
    body: request,
  });
}

export type OrganisationDecision = 'verify' | 'reject';

/** POST /api/admin/organisations/:id/verify or /reject: decided once, while it waits. */
export function decideOrganisation({
  id,
  decision,
}: {
  id: number;
  decision: OrganisationDecision;
}): Promise<OrganisationReply> {
  return apiRequest<OrganisationReply>(`/api/admin/organisations/${id}/${decision}`, {
    method: 'POST',
  });
}

/** Keyed by the member, under 'account', so signing out forgets it. */
export const myOrganisationQueryKey = (userId: number | undefined) =>
  ['account', userId, 'organisation'] as const;

export function useMyOrganisation() {
  const userId = useSignedInUserId();
  return useQuery(
    queryOptions({
      queryKey: myOrganisationQueryKey(userId),
      queryFn: ({ signal }) => getMyOrganisation(signal),
      enabled: userId !== undefined,
    }),
  );
}

/** The application sent is the member's at once: the page shows it waiting for review. */
export function useApplyForOrganisation() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: applyForOrganisation,
    onSuccess: (reply) => {
      queryClient.setQueryData<MyOrganisationReply>(myOrganisationQueryKey(userId), {
        organisation: reply.organisation,
      });
    },
  });
}

/** An id that is not a whole number is no organisation: it is not asked for. */
export const isOrganisationId = (id: string) => /^[1-9]\d{0,9}$/.test(id);

const PUBLIC_QUERY_KEY = ['organisations', 'public'] as const;

export function useOrganisation(id: string) {
  return useQuery({
    queryKey: [...PUBLIC_QUERY_KEY, id],
    queryFn: ({ signal }) => getOrganisation(id, signal),
    enabled: isOrganisationId(id),
  });
}

/** GET /api/organisations/:id/received: what a verified organisation received, week by week. */
export function getOrganisationReceived(
  id: number,
  signal?: AbortSignal,
): Promise<OrganisationReceivedReply> {
  return apiRequest<OrganisationReceivedReply>(`/api/organisations/${id}/received`, { signal });
}

export function useOrganisationReceived(id: number) {
  return useQuery({
    queryKey: [...PUBLIC_QUERY_KEY, id, 'received'],
    queryFn: ({ signal }) => getOrganisationReceived(id, signal),
  });
}

const ADMIN_QUERY_KEY = ['admin', 'organisations'] as const;

export function useAdminOrganisations(status: OrganisationStatus) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, status],
    queryFn: ({ signal }) => getAdminOrganisations(status, signal),
  });
}

/**
 * A decision moves the application to another list, and changes what its public page shows: the
 * lists are read again, even after a refusal (another administrator decided it meanwhile).
 */
export function useDecideOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOrganisation,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_QUERY_KEY }),
      ]);
    },
  });
}

/** The points saved are what the organisation's public page shows: it is read again. */
export function useSaveDropOffPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDropOffPoints,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PUBLIC_QUERY_KEY });
    },
  });
}
