import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { POST_MESSAGES } from '@tabarru/contract/posts';

import {
  controlCharacterPath,
  controlCharactersRefusal,
  hasControlCharacters,
} from './control-characters';
import { badRequest, HttpError, invalidField, tooLarge, unsupportedMedia } from './http-errors';

/**
 * Multipart forms with photos (posts and events): the whole form is read into memory within
 * explicit limits before anything touches the disk or the database.
 */

export interface MultipartForm {
  fields: Record<string, string>;
  files: Buffer[];
  /** whether the client has hung up since: its photos are then not processed for nobody */
  clientGone: () => boolean;
}

export interface MultipartFormRules {
  maxFiles: number;
  /** the 413 text for one file too many */
  tooManyFiles: string;
  /** what the form is, for the 415 of a request that is not multipart */
  formName: string;
}

/** Limits set explicitly (docs/security.md): the plugin's defaults bound no request in total. */
export function multipartLimits(maxFiles: number) {
  return {
    fileSize: IMAGE_MAX_BYTES,
    files: maxFiles,
    fields: 20,
    fieldSize: 16_384,
    parts: maxFiles + 20,
    headerPairs: 100,
  } as const;
}

function multipartRefusal(
  code: string | undefined,
  rules: MultipartFormRules,
): HttpError | undefined {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(ERROR_CODES.imageTooLarge, POST_MESSAGES.imageTooLarge, 'images');
    case 'FST_FILES_LIMIT':
      return tooLarge(ERROR_CODES.tooManyImages, rules.tooManyFiles, 'images');
    case 'FST_PARTS_LIMIT':
      return tooLarge(ERROR_CODES.formTooLarge, 'The form has too many parts.');
    case 'FST_FIELDS_LIMIT':
      return tooLarge(ERROR_CODES.formTooLarge, 'The form has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return unsupportedMedia(
        ERROR_CODES.multipartRequired,
        `Send the ${rules.formName} as multipart/form-data.`,
      );
    case 'FST_PROTO_VIOLATION':
      return badRequest(ERROR_CODES.malformedRequest, 'Invalid field name.');
    default:
      return undefined;
  }
}

const malformedForm = () => badRequest(ERROR_CODES.malformedRequest, 'The form could not be read.');

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Whether a multipart request names a boundary of 1 to 70 characters (RFC 2046 §5.1.1): busboy
 * reads a body with an empty boundary as a form without parts instead of refusing it.
 */
function hasBoundary(request: FastifyRequest): boolean {
  const contentType = request.headers['content-type'] ?? '';
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const value = boundary?.[1] ?? boundary?.[2] ?? '';
  return value.length >= 1 && value.length <= 70;
}

/** Reads the text fields and every file (each at most 5 MB) of a multipart request. */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: MultipartFormRules,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  if (request.isMultipart() && !hasBoundary(request)) throw malformedForm();
  try {
    for await (const part of request.parts({ limits: multipartLimits(rules.maxFiles) })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // A file input left empty still sends a part, without a name or a byte.
        if (content.length > 0 || part.filename) files.push(content);
      } else if (part.valueTruncated) {
        throw tooLarge(ERROR_CODES.fieldTooLong, `${part.fieldname} is too long.`, part.fieldname);
      } else if (typeof part.value === 'string') {
        if (hasControlCharacters(part.fieldname)) throw controlCharactersRefusal([]);
        if (hasControlCharacters(part.value)) throw controlCharactersRefusal([part.fieldname]);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const refusal = multipartRefusal((error as { code?: string }).code, rules);
    if (refusal) throw refusal;
    // The framework's own refusals (a body cut off by the client, a JSON part that is not JSON).
    if (isClientError(error)) throw error;
    // Anything else that fails while the body is read is the body's fault: busboy throws plain
    // errors for a body that ends early or never shows its boundary.
    throw malformedForm();
  }
  // The request itself counts as destroyed once its body is read: the socket tells.
  return { fields, files, clientGone: () => request.raw.socket?.destroyed === true };
}

/** The text fields of a form checked by its contract schema: a 400 naming the first bad one. */
export function parseFormFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (result.success) {
    // A field may carry JSON (a post's features), whose escapes decode to any character.
    const path = controlCharacterPath(result.data);
    if (path) throw controlCharactersRefusal(path.slice(0, 1));
    return result.data;
  }
  const [issue] = result.error.issues;
  if (!issue) throw badRequest(ERROR_CODES.fieldInvalid, 'Invalid input');
  throw invalidField(issue, fields);
}
