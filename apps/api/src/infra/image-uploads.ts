import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { POST_MESSAGES } from '@tabarru/contract/posts';

import { HttpError } from './http-errors';
import { ImageRejectedError, processImage, type ImageStore, type ProcessedImage } from './media';

/**
 * Multipart forms with photos (posts and events): read the whole form into memory within
 * explicit limits, check and re-encode every photo, then store the files and write the rows,
 * removing the new files again when the write fails.
 */

export interface ImageForm {
  fields: Record<string, string>;
  files: Buffer[];
}

export interface ImageFormRules {
  maxFiles: number;
  /** the 413 text for one file too many */
  tooManyImages: string;
  /** what the form is, for the 415 of a request that is not multipart */
  formName: string;
}

/** Limits set explicitly (DESIGN §7): the plugin's defaults bound no request in total. */
export function imageFormLimits(maxFiles: number) {
  return {
    fileSize: IMAGE_MAX_BYTES,
    files: maxFiles,
    fields: 20,
    fieldSize: 16_384,
    parts: maxFiles + 20,
    headerPairs: 100,
  } as const;
}

function multipartRefusal(code: string | undefined, rules: ImageFormRules): HttpError | undefined {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, ERROR_CODES.tooLarge, POST_MESSAGES.imageTooLarge, 'images');
    case 'FST_FILES_LIMIT':
      return new HttpError(413, ERROR_CODES.tooLarge, rules.tooManyImages, 'images');
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, ERROR_CODES.tooLarge, 'The form has too many parts.');
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, ERROR_CODES.tooLarge, 'The form has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(
        415,
        ERROR_CODES.unsupportedMedia,
        `Send the ${rules.formName} as multipart/form-data.`,
      );
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, ERROR_CODES.invalidInput, 'Invalid field name.');
    default:
      return undefined;
  }
}

/** Reads the text fields and every file (each at most 5 MB) before anything touches the disk. */
export async function readImageForm(
  request: FastifyRequest,
  rules: ImageFormRules,
): Promise<ImageForm> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: imageFormLimits(rules.maxFiles) })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // A file input left empty still sends a part, without a name or a byte.
        if (content.length > 0 || part.filename) files.push(content);
      } else if (part.valueTruncated) {
        throw new HttpError(
          413,
          ERROR_CODES.tooLarge,
          `${part.fieldname} is too long.`,
          part.fieldname,
        );
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const refusal = multipartRefusal((error as { code?: string }).code, rules);
    if (refusal) throw refusal;
    throw error;
  }
  return { fields, files };
}

const IMAGE_REJECTIONS = {
  'too-large': () =>
    new HttpError(413, ERROR_CODES.tooLarge, POST_MESSAGES.imageTooLarge, 'images'),
  'not-an-image': () =>
    new HttpError(415, ERROR_CODES.unsupportedMedia, POST_MESSAGES.notAnImage, 'images'),
  'too-many-pixels': () =>
    new HttpError(413, ERROR_CODES.tooLarge, POST_MESSAGES.imageTooManyPixels, 'images'),
  unreadable: () =>
    new HttpError(415, ERROR_CODES.unsupportedMedia, POST_MESSAGES.imageUnreadable, 'images'),
} as const;

/** Every photo is checked and re-encoded before anything is stored; one bad photo refuses all. */
export async function processUploads(files: Buffer[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    try {
      processed.push(await processImage(file));
    } catch (error) {
      if (error instanceof ImageRejectedError) throw IMAGE_REJECTIONS[error.reason]();
      throw error;
    }
  }
  return processed;
}

/** Whether any post or event still shows the stored file named by `hash`. */
export type ImageInUse = (hash: string) => Promise<boolean>;

/**
 * Stores the files, then runs the database write; when the write fails, the files this request
 * added are removed again, so a failure leaves no row and no file behind (DESIGN §5).
 */
export async function withStoredImages<T>(
  store: ImageStore,
  inUse: ImageInUse,
  images: ProcessedImage[],
  write: () => Promise<T>,
): Promise<T> {
  const added: string[] = [];
  try {
    for (const image of images) {
      if (await store.save(image)) added.push(image.hash);
    }
    return await write();
  } catch (error) {
    for (const hash of added) {
      if (!(await inUse(hash))) await store.remove(hash);
    }
    throw error;
  }
}

/** Deletes the files no post or event uses any more; a failure is logged, never thrown. */
export async function removeUnusedFiles(
  store: ImageStore,
  inUse: ImageInUse,
  hashes: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const hash of new Set(hashes)) {
    try {
      if (!(await inUse(hash))) await store.remove(hash);
    } catch (error) {
      log.warn({ err: error, hash }, 'an unused image file was not removed');
    }
  }
}
