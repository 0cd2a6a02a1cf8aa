import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_EDGE,
  IMAGE_MAX_PIXELS,
  isImageFormat,
  THUMBNAIL_MAX_EDGE,
} from '@tabarru/contract/constants';

/**
 * WebP at quality 80 with encoder effort 2 of 6: the encoder is most of a photo's time, and
 * effort 2 halves it against the default 4 for files a few per cent larger (docs/performance.md,
 * "Photos").
 */
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

export type ImageRejection = 'too-large' | 'not-an-image' | 'too-many-pixels' | 'unreadable';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  /** content hash of the full WebP: the stored files' name */
  hash: string;
  width: number;
  height: number;
  full: Buffer;
  thumbnail: Buffer;
}

/**
 * Checks an upload by its content and re-encodes it: EXIF orientation applied, every metadata
 * block (GPS included) dropped, at most 1600 px WebP plus a 480 px thumbnail. A picture whose
 * header claims more than 40 megapixels is refused before it is decoded (decompression bombs).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw new ImageRejectedError('too-large');
  let format: string | undefined;
  let pixels: number;
  try {
    // Only the header is read here, so sharp's own pixel limit (about 268 megapixels) is lifted:
    // with it, a bomb claiming more failed as unreadable and was answered as not an image.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new ImageRejectedError('not-an-image');
  }
  // Only the formats of the contract, judged by the content (docs/api.md), never by name or type.
  if (!isImageFormat(format)) throw new ImageRejectedError('not-an-image');
  if (pixels > IMAGE_MAX_PIXELS) throw new ImageRejectedError('too-many-pixels');

  try {
    // Decoded, turned upright and made smaller once; both sizes are encoded from those pixels.
    const { data, info } = await sharp(input, {
      limitInputPixels: IMAGE_MAX_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(IMAGE_MAX_EDGE, IMAGE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [full, thumbnail] = await Promise.all([
      pixels().webp(WEBP_OPTIONS).toBuffer(),
      pixels()
        .resize(THUMBNAIL_MAX_EDGE, THUMBNAIL_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp(WEBP_OPTIONS)
        .toBuffer(),
    ]);
    const hash = createHash('sha256').update(full).digest('hex');
    return { hash, width: info.width, height: info.height, full, thumbnail };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError('unreadable');
  }
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The names of the stored files, a photo's and its thumbnail's, holding the photo's hash. */
export const STORED_IMAGE_NAME = /^([0-9a-f]{64})(?:-480)?\.webp$/;

export function fullImageName(hash: string): string {
  return `${hash}.webp`;
}

export function thumbnailName(hash: string): string {
  return `${hash}-480.webp`;
}

/** Content-addressed files under DATA_DIR/uploads, written atomically. */
export interface ImageStore {
  directory: string;
  /** Writes whichever of the two files is not on the disk (a name always holds the same bytes). */
  save(image: ProcessedImage): Promise<void>;
  remove(hash: string): Promise<void>;
  urlOf(hash: string): string;
  thumbnailUrlOf(hash: string): string;
  /** The address photo URLs start with in the reply being made: replies that hold URLs are kept per address. */
  address(): string;
}

export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Written with the synchronous calls on purpose: a save and a removal run inside a transaction
 * (modules/images/service.ts), which on SQLite holds the one connection every query waits for.
 * Each asynchronous file call would give up the thread for a turn of the event loop, hundreds of
 * milliseconds when it is busy; a photo's two files take well under a millisecond to write.
 */
function writeAtomically(file: string, data: Buffer): void {
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

export type PhotoUrls = Pick<ImageStore, 'urlOf' | 'thumbnailUrlOf'>;

/** Where the API at `apiUrl` serves a stored photo and its thumbnail. */
export function photoUrlsAt(apiUrl: string): PhotoUrls {
  const base = `${apiUrl.replace(/\/$/, '')}${UPLOADS_URL_PREFIX}`;
  return {
    urlOf: (hash) => `${base}${fullImageName(hash)}`,
    thumbnailUrlOf: (hash) => `${base}${thumbnailName(hash)}`,
  };
}

/**
 * The store of DATA_DIR/uploads. Photo URLs start with `apiUrl`: a fixed address, or the one
 * the request being answered reached the API at (infra/public-addresses.ts).
 */
export function createImageStore(dataDir: string, apiUrl: string | (() => string)): ImageStore {
  const directory = uploadsDirectory(dataDir);
  const address = typeof apiUrl === 'string' ? () => apiUrl : apiUrl;
  // The address is the same for nearly every request: its URL makers are made once for each.
  let made: { at: string; urls: PhotoUrls } | undefined;
  const urls = () => {
    const at = address();
    if (made?.at !== at) made = { at, urls: photoUrlsAt(at) };
    return made.urls;
  };
  let madeDirectory = false;
  return {
    directory,
    async save(image) {
      if (!madeDirectory) mkdirSync(directory, { recursive: true });
      madeDirectory = true;
      for (const [name, bytes] of [
        [thumbnailName(image.hash), image.thumbnail],
        [fullImageName(image.hash), image.full],
      ] as const) {
        const file = path.join(directory, name);
        if (!existsSync(file)) writeAtomically(file, bytes);
      }
    },
    async remove(hash) {
      for (const name of [fullImageName(hash), thumbnailName(hash)]) {
        rmSync(path.join(directory, name), { force: true });
      }
    },
    urlOf: (hash) => urls().urlOf(hash),
    thumbnailUrlOf: (hash) => urls().thumbnailUrlOf(hash),
    address,
  };
}
