import { describe, expect, it } from 'vitest';

import { needsStarts, seekTo } from './feed-page-seek';

describe('seekTo', () => {
  // A feed of 10 posts with ids 100, 99, …, 91 (newest first), a start every 3 places.
  const ids = Array.from({ length: 10 }, (_, index) => 100 - index);
  const starts = [ids[2], ids[5], ids[8]] as number[];

  it('reaches every place of the feed from the nearest start before it', () => {
    for (const [place, id] of ids.entries()) {
      const seek = seekTo(place, starts, 3);
      expect(seek).not.toBeNull();
      const from = seek?.afterId === undefined ? 0 : ids.indexOf(seek.afterId) + 1;
      expect(ids[from + (seek?.skip ?? 0)]).toBe(id);
      expect(seek?.skip).toBeLessThan(3);
    }
  });

  it('starts from the beginning before the first start, without any starts', () => {
    expect(seekTo(2, [], 3)).toEqual({ skip: 2 });
    expect(needsStarts(2, 3)).toBe(false);
    expect(needsStarts(3, 3)).toBe(true);
  });

  it('answers null past the last block the starts describe', () => {
    expect(seekTo(11, starts, 3)).toEqual({ afterId: 92, skip: 2 });
    expect(seekTo(12, starts, 3)).toBeNull();
    expect(seekTo(5_000_000, starts, 3)).toBeNull();
  });
});
