/**
 * How many places apart the remembered page starts of a feed are. A page asked for by number
 * walks fewer index entries than this from the nearest one, whatever its depth; a feed of n
 * posts keeps n / 200 ids.
 */
export const PAGE_START_SPACING = 200;

/** How to reach a place of the feed: after a remembered post (or from the start), `skip` on. */
export interface FeedSeek {
  afterId?: number;
  skip: number;
}

/**
 * The way to the post at `place` (from 0) from the remembered starts, the ids at places
 * spacing-1, 2·spacing-1, … in feed order; null when the place lies past the end of the feed
 * the starts were read from. Places before the first start need none.
 */
export function seekTo(
  place: number,
  starts: readonly number[],
  spacing = PAGE_START_SPACING,
): FeedSeek | null {
  const block = Math.floor(place / spacing);
  if (block === 0) return { skip: place };
  const afterId = starts[block - 1];
  if (afterId === undefined) return null;
  return { afterId, skip: place - block * spacing };
}

/** Whether reaching `place` needs the remembered starts. */
export function needsStarts(place: number, spacing = PAGE_START_SPACING): boolean {
  return place >= spacing;
}
