/** Why a member may not block another, or null when they may. */
export type BlockRefusal = 'self' | 'not-found';

/**
 * Whether `blockerId` may block (or unblock) the member `targetId`, found as `target` or
 * undefined when no such member exists: anyone but themselves, administrators included.
 */
export function blockRefusal(
  blockerId: number,
  targetId: number,
  target: { id: number } | undefined,
): BlockRefusal | null {
  if (targetId === blockerId) return 'self';
  if (!target || target.id !== targetId) return 'not-found';
  return null;
}
