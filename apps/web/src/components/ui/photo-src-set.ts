import { THUMBNAIL_MAX_EDGE } from '@tabarru/contract/constants';
import type { PhotoFiles } from '@tabarru/contract/posts';

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
