/** The feed's events carousel moves on by one event every 3 s. */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** Where a row of slides is and how far one slide goes, in pixels from its start. */
export interface RowPosition {
  /** How far the row is scrolled from its start (0 at the first slide, in either direction). */
  offset: number;
  /** How far it can be scrolled at most: the row's scroll width less its visible width. */
  end: number;
  /** One slide's width and the gap after it. */
  slide: number;
}

/**
 * Where the row goes for Next (`1`) or Previous (`-1`): one slide on, rewinding past either
 * end, so autoplay goes back to the first event after the last.
 */
export function nextOffset({ offset, end, slide }: RowPosition, step: 1 | -1): number {
  // Scroll positions are fractional on zoomed pages: a pixel short of an end is at it.
  if (step === 1) return offset >= end - 1 ? 0 : Math.min(offset + slide, end);
  return offset <= 1 ? end : Math.max(offset - slide, 0);
}
