import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { drawNumber, drawWinners } from './draw';

describe('drawWinners', () => {
  const asks = [11, 12, 13, 14, 15, 16, 17];

  it('gives the same winners for the same seed, whatever order the asks come in', () => {
    const winners = drawWinners('a1b2', asks, 2);
    expect(winners).toHaveLength(2);
    expect(drawWinners('a1b2', [...asks].reverse(), 2)).toEqual(winners);
  });

  it('draws by the lowest hashes, which anyone can check with the seed', () => {
    const [winner] = drawWinners('a1b2', asks, 1);
    const hashes = asks.map((id) => createHash('sha256').update(`a1b2:${id}`).digest('hex'));
    const lowest = asks[hashes.indexOf([...hashes].sort()[0] ?? '')];
    expect(winner).toBe(lowest);
    expect(drawNumber('a1b2', lowest ?? 0)).toBe([...hashes].sort()[0]?.slice(0, 8));
  });

  it('gives other winners for another seed, and no more than there are asks', () => {
    const seeds = ['one', 'two', 'three', 'four'].map((seed) => drawWinners(seed, asks, 1)[0]);
    expect(new Set(seeds).size).toBeGreaterThan(1);
    expect(drawWinners('a1b2', [11, 12], 5)).toHaveLength(2);
    expect(drawWinners('a1b2', asks, 0)).toEqual([]);
  });
});
