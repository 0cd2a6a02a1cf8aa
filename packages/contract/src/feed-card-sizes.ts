/**
 * How wide a card's photo shows in the feed's grid: two columns on a phone, four from 768 px, of
 * a page at most 1280 px wide, less its padding and the gaps, less the card's own padding and
 * border. The web host preloads the first card's photo with the same sizes, so the browser picks
 * the same file for both. A module of its own: only the feed's chunk carries it.
 */
export const FEED_CARD_SIZES =
  '(min-width: 1280px) 275px, (min-width: 768px) calc(25vw - 42px), (min-width: 640px) calc(50vw - 50px), calc(50vw - 36px)';
