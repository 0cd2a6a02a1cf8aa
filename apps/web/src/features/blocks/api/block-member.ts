import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BlockReply, UnblockReply } from '@tabarru/contract/blocks';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/blocks/:userId: blocks a member (again is fine). */
export function blockMember(memberId: number): Promise<BlockReply> {
  return apiRequest<BlockReply>(`/api/blocks/${memberId}`, { method: 'PUT' });
}

/** DELETE /api/blocks/:userId: the block ends. */
export function unblockMember(memberId: number): Promise<UnblockReply> {
  return apiRequest<UnblockReply>(`/api/blocks/${memberId}`, { method: 'DELETE' });
}

/**
 * A block or its end changes the member's list, their conversations and counts (all under
 * 'account') and their feed ('posts'): each is read again.
 */
function useBlockChange<Reply>(change: (memberId: number) => Promise<Reply>) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['account', userId] });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}

export const useBlockMember = () => useBlockChange(blockMember);
export const useUnblockMember = () => useBlockChange(unblockMember);
