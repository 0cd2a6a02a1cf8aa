import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';

import { EXIF_SEARCH_BYTES, exifOrientation } from './exif-orientation';
import {
  PREPARED_QUALITIES,
  PREPARED_TYPE,
  fittedSize,
  needsReencoding,
  type Size,
} from './photo-plan';

/**
 * What became of a chosen photo: it goes as it is, or as the smaller JPEG made of it; or it
 * does not open as a picture, or is still over the upload limit once made smaller.
 */
export type Preparation =
  | { kind: 'unchanged' }
  | { kind: 'encoded'; blob: Blob }
  | { kind: 'unreadable' }
  | { kind: 'tooLarge' };

/** A message to the preparation worker, and its answer. */
export interface PreparationRequest {
  id: number;
  file: File;
}
export interface PreparationReply {
  id: number;
  preparation: Preparation;
}

interface Decoded extends Size {
  picture: CanvasImageSource;
  close: () => void;
}

/** Opens a picture upright, as its EXIF orientation says; null when it is not one. */
async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        picture: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      return null;
    }
  }
  // Only a page without createImageBitmap gets here; browsers draw an <img> upright too.
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return {
      picture: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

type Drawing = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'fillRect' | 'drawImage' | 'imageSmoothingEnabled' | 'imageSmoothingQuality'
>;

/** A canvas of `size` and how to write it as JPEG: off screen where the platform has one. */
function makeCanvas({ width, height }: Size): {
  context: Drawing | null;
  write: (quality: number) => Promise<Blob | null>;
} {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext('2d'),
      write: (quality) => canvas.convertToBlob({ type: PREPARED_TYPE, quality }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    write: (quality) => new Promise((resolve) => canvas.toBlob(resolve, PREPARED_TYPE, quality)),
  };
}

/**
 * Draws the picture at `size` and writes it as JPEG at the first quality that fits the upload
 * limit; null when none does.
 */
async function encode(picture: CanvasImageSource, size: Size): Promise<Blob | null> {
  const { context, write } = makeCanvas(size);
  if (!context) throw new Error('no 2d canvas');
  // JPEG has no transparency: what a PNG leaves clear becomes white, like the page.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, 0, 0, size.width, size.height);
  for (const quality of PREPARED_QUALITIES) {
    const blob = await write(quality);
    if (blob && blob.size <= IMAGE_MAX_BYTES) return blob;
  }
  return null;
}

/**
 * Prepares a chosen photo for upload where it runs (the worker, or the page without one): it
 * is opened upright, and unless it can go as it is (`needsReencoding`), drawn again at most
 * 1600 px on its longest side and written as JPEG. Never throws.
 */
export async function preparePhotoHere(file: File): Promise<Preparation> {
  const decoded = await decode(file);
  if (!decoded) return { kind: 'unreadable' };
  try {
    const facts = {
      width: decoded.width,
      height: decoded.height,
      bytes: file.size,
      orientation: exifOrientation(await file.slice(0, EXIF_SEARCH_BYTES).arrayBuffer()),
    };
    if (!needsReencoding(facts)) return { kind: 'unchanged' };
    const blob = await encode(decoded.picture, fittedSize(decoded));
    return blob ? { kind: 'encoded', blob } : { kind: 'tooLarge' };
  } catch {
    return { kind: 'unreadable' };
  } finally {
    decoded.close();
  }
}
