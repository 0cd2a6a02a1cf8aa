import { queryOptions, useQuery } from '@tanstack/react-query';

import type { BlockedMember, BlockListReply } from '@tabarru/contract/blocks';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/blocks: the members the signed-in member blocked, the latest first. */
export async function getBlocks(): Promise<BlockedMember[]> {
  return (await apiRequest<BlockListReply>('/api/blocks')).blocks;
}

/** Keyed by the member, under 'account', so signing out forgets it. */
export const blocksQueryKey = (userId: number | undefined) =>
  ['account', userId, 'blocks'] as const;

export function blocksQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: blocksQueryKey(userId),
    queryFn: getBlocks,
    enabled: userId !== undefined,
  });
}

export function useBlocks() {
  return useQuery(blocksQuery(useSignedInUserId()));
}

/**
 * Whether the signed-in member blocked `memberId`: undefined while their list loads, false for
 * a visitor and when the list could not be read (the API still refuses what a block stops).
 */
export function useHasBlocked(memberId: number): boolean | undefined {
  const userId = useSignedInUserId();
  const blocks = useQuery(blocksQuery(userId));
  if (userId === undefined || blocks.isError) return false;
  return blocks.data?.some((blocked) => blocked.id === memberId);
}
