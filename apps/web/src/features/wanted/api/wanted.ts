import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { WantedCreate, WantedListReply, WantedReply } from '@tabarru/contract/wanted';

import { apiRequest } from '../../../lib/api-client';

/** POST /api/wanted: what the member is looking for. */
export function createWanted(wanted: WantedCreate): Promise<WantedReply> {
  return apiRequest<WantedReply>('/api/wanted', { method: 'POST', body: wanted });
}

/** PUT /api/wanted/:id: the owner rewrites what they look for. */
export function editWanted({
  id,
  wanted,
}: {
  id: number;
  wanted: WantedCreate;
}): Promise<WantedReply> {
  return apiRequest<WantedReply>(`/api/wanted/${id}`, { method: 'PUT', body: wanted });
}

/** PUT /api/wanted/:id/renew: the owner runs it on for its days from now. */
export function renewWanted(id: number): Promise<WantedReply> {
  return apiRequest<WantedReply>(`/api/wanted/${id}/renew`, { method: 'PUT' });
}

/** GET /api/users/:userId/wanted: what a member is looking for, still running. */
export function getMemberWanted(userId: number): Promise<WantedListReply> {
  return apiRequest<WantedListReply>(`/api/users/${userId}/wanted`);
}

export const memberWantedQueryKey = (userId: number) => ['posts', 'wanted', userId] as const;

export function useMemberWanted(userId: number) {
  return useQuery({
    queryKey: memberWantedQueryKey(userId),
    queryFn: () => getMemberWanted(userId),
  });
}

/** A new, edited or renewed wanted post changes the feed, its page and the member's list ('posts'). */
function useWantedChange<Input>(change: (input: Input) => Promise<WantedReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}

export const useCreateWanted = () => useWantedChange(createWanted);
export const useEditWanted = () => useWantedChange(editWanted);
export const useRenewWanted = () => useWantedChange(renewWanted);
