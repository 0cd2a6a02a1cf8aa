import { IMAGE_MAX_BYTES, IMAGE_MAX_EDGE } from '@tabarru/contract/constants';

export interface Size {
  width: number;
  height: number;
}

/** What the browser knows of a chosen photo once it has opened it (its size drawn upright). */
export interface PhotoFacts extends Size {
  /** the size of the file */
  bytes: number;
  /** the EXIF orientation, 1 (upright) to 8 */
  orientation: number;
}

/** What a photo made smaller in the browser becomes: JPEG, which every browser writes. */
export const PREPARED_TYPE = 'image/jpeg';

/**
 * The JPEG qualities tried in turn until the photo fits under the upload limit. The first
 * already fits any picture of at most 1600 px (pure noise, the worst case, makes under 2 MB):
 * the others are a safeguard.
 */
export const PREPARED_QUALITIES = [0.85, 0.7, 0.5] as const;

/** The size of a picture scaled down, never up, so its longest side is at most `maxEdge`. */
export function fittedSize({ width, height }: Size, maxEdge = IMAGE_MAX_EDGE): Size {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Whether a photo must be drawn again before it is sent: larger than the API keeps, over the
 * upload limit, or stored sideways (drawing it upright drops the orientation with the rest of
 * the metadata). Any other photo goes as it was chosen.
 */
export function needsReencoding({ width, height, bytes, orientation }: PhotoFacts): boolean {
  return Math.max(width, height) > IMAGE_MAX_EDGE || bytes > IMAGE_MAX_BYTES || orientation !== 1;
}

/** The name of a photo made smaller: the chosen name with the extension of what it now is. */
export function preparedFileName(name: string): string {
  const stem = name.replace(/\.[^./\\]*$/, '');
  return `${stem === '' ? 'photo' : stem}.jpg`;
}
