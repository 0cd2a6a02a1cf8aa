import { THUMBNAIL_MAX_EDGE } from './constants';
import type { PhotoFiles } from './posts';

/**
 * A stored photo's files by their widths, the thumbnail's worked out from THUMBNAIL_MAX_EDGE,
 * for the browser to pick what the screen needs: the photo alone when it is no larger.
 */
export function photoSrcSet({ url, thumbnail_url, width, height }: PhotoFiles): string {
  const thumbnailWidth = Math.round(
    width * Math.min(1, THUMBNAIL_MAX_EDGE / Math.max(width, height)),
  );
  if (thumbnailWidth >= width) return `${url} ${width}w`;
  return `${thumbnail_url} ${thumbnailWidth}w, ${url} ${width}w`;
}

/**
 * How wide a post's or an event's gallery shows: the page's width on a phone, half of it from
 * 768 px, 7 of 12 columns from 1024 px, of a page at most 1280 px wide. The web host preloads
 * the first photo with the same sizes, so the browser picks the same file for both.
 */
export const GALLERY_SIZES =
  '(min-width: 1280px) 700px, (min-width: 1024px) 58vw, (min-width: 768px) 50vw, 100vw';
