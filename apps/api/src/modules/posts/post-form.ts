import type { FastifyRequest } from 'fastify';

import { ERROR_CODES } from '@tabarru/contract/errors';
import { POST_IMAGES_MAX, POST_MESSAGES } from '@tabarru/contract/posts';

import { HttpError } from '../../infra/http-errors';

export interface PostForm {
  fields: Record<string, string>;
  files: Buffer[];
}

/** Limits set explicitly (DESIGN §7): the plugin's defaults bound no request in total. */
export const POST_FORM_LIMITS = {
  fileSize: 5_242_880,
  files: POST_IMAGES_MAX,
  fields: 20,
  fieldSize: 16_384,
  parts: POST_IMAGES_MAX + 20,
  headerPairs: 100,
} as const;

const MULTIPART_REFUSALS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () =>
    new HttpError(413, ERROR_CODES.tooLarge, POST_MESSAGES.imageTooLarge, 'images'),
  FST_FILES_LIMIT: () =>
    new HttpError(413, ERROR_CODES.tooLarge, POST_MESSAGES.tooManyImages, 'images'),
  FST_PARTS_LIMIT: () => new HttpError(413, ERROR_CODES.tooLarge, 'The form has too many parts.'),
  FST_FIELDS_LIMIT: () => new HttpError(413, ERROR_CODES.tooLarge, 'The form has too many fields.'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    new HttpError(415, ERROR_CODES.unsupportedMedia, 'Send the post as multipart/form-data.'),
  FST_PROTO_VIOLATION: () => new HttpError(400, ERROR_CODES.invalidInput, 'Invalid field name.'),
};

/**
 * Reads a post form: its text fields and every file, into memory (each at most 5 MB, at most
 * 10), so nothing touches the disk before the whole request is known to be acceptable.
 */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: POST_FORM_LIMITS })) {
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
    const code = (error as { code?: string }).code;
    const refusal = code ? MULTIPART_REFUSALS[code] : undefined;
    if (refusal) throw refusal();
    throw error;
  }
  return { fields, files };
}
