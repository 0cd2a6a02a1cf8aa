import { createHash } from 'node:crypto';

/** How many hex digits of an ask's draw number a page shows. */
const SHOWN_DIGITS = 8;

/** The full draw hash of an ask: SHA-256 of the post's seed, a colon and the ask's id. */
function drawHash(seed: string, askId: number): string {
  return createHash('sha256').update(`${seed}:${askId}`).digest('hex');
}

/** An ask's number in a draw, as its page shows it. */
export function drawNumber(seed: string, askId: number): string {
  return drawHash(seed, askId).slice(0, SHOWN_DIGITS);
}

/**
 * The winners of a draw: the `places` asks with the lowest hashes of the seed and their ids.
 * The order the asks are given in changes nothing, so anyone with the seed and the ids finds
 * the same winners.
 */
export function drawWinners(seed: string, askIds: readonly number[], places: number): number[] {
  return askIds
    .map((askId) => ({ askId, hash: drawHash(seed, askId) }))
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : a.askId - b.askId))
    .slice(0, Math.max(0, places))
    .map((entry) => entry.askId);
}
