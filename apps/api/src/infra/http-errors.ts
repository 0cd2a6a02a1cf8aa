import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { ERROR_CODES, type ErrorCode, type ErrorReply } from '@tabarru/contract/errors';

/** An outcome a service refuses, with the status and code the client gets. */
export class HttpError extends Error {
  /** fields some specified replies carry beside {message, code} (e.g. {success, error}) */
  extra: Record<string, unknown> = {};

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** seconds, sent as Retry-After */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, ERROR_CODES.invalidInput, message, field);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new HttpError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found.') =>
  new HttpError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, ERROR_CODES.conflict, message, field);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests. Please try again later.',
  code: ErrorCode = ERROR_CODES.rateLimited,
) => new HttpError(429, code, message, undefined, Math.max(1, retryAfterSeconds));

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ERROR_CODES.invalidInput,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  415: ERROR_CODES.unsupportedMedia,
  429: ERROR_CODES.rateLimited,
};

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please try again later.',
};

/**
 * One reply shape for every error: {message, code, field?}. Validation failures name the
 * field; anything unexpected is logged and answered without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorReply = { ...error.extra, message: error.message, code: error.code };
      if (error.field) body.field = error.field;
      if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [first] = error.validation;
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const missing =
        first?.keyword === 'invalid_type' &&
        (first.params as { input?: unknown }).input === undefined;
      const message =
        missing && field ? `${field} is required` : (first?.message ?? 'Invalid input');
      const body: ErrorReply = { message, code: ERROR_CODES.invalidInput };
      if (field) body.field = field;
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? ERROR_CODES.invalidInput;
      if (status === 429) {
        return reply.code(429).send({ message: FRAMEWORK_MESSAGES[429], code });
      }
      return reply
        .code(status)
        .send({ message: FRAMEWORK_MESSAGES[status] ?? error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      message: 'Something went wrong on our side. Please try again.',
      code: ERROR_CODES.internal,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: ERROR_CODES.notFound,
    });
  });
}
