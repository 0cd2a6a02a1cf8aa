import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import {
  ERROR_CODES,
  errorCodeOfIssue,
  valueAtPath,
  type ErrorCode,
  type ErrorReply,
  type IssueLike,
} from '@tabarru/contract/errors';

import { DATABASE_BUSY_RETRY_SECONDS, isDatabaseBusy } from '../db/busy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** fields a route's specified failures carry beside {message, code} (e.g. {success, error}) */
    failureFields?: (message: string) => Record<string, unknown>;
  }
}

/** An outcome the API refuses, with the status and code the client gets. */
export class HttpError extends Error {
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

/*
 * The one set of factories every refusal is built with: the status follows from the kind of
 * refusal, and the code and message from what was refused.
 */

export const badRequest = (code: ErrorCode, message: string, field?: string) =>
  new HttpError(400, code, message, field);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new HttpError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (code: ErrorCode, message: string) => new HttpError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);
export const conflict = (code: ErrorCode, message: string, field?: string) =>
  new HttpError(409, code, message, field);
export const tooLarge = (code: ErrorCode, message: string, field?: string) =>
  new HttpError(413, code, message, field);
export const unsupportedMedia = (code: ErrorCode, message: string, field?: string) =>
  new HttpError(415, code, message, field);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests. Please try again later.',
  code: ErrorCode = ERROR_CODES.rateLimited,
) => new HttpError(429, code, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
/** A member's allowance used up, answered as a 400 whose message clients show (spec 001 §7). */
export const allowanceUsedUp = (code: ErrorCode, message: string, retryAfterSeconds: number) =>
  new HttpError(400, code, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
export const serviceUnavailable = (code: ErrorCode, message: string, retryAfterSeconds?: number) =>
  new HttpError(
    503,
    code,
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds)),
  );

/** zod's own words for a value of the wrong type, which say nothing to a person. */
const GENERIC_TYPE_MESSAGE = /^Invalid input/;

/**
 * The 400 of a failed schema rule on `input`, alike for JSON bodies, query strings, path
 * parameters and multipart fields: the rule's code, the field it names (dotted), and the
 * rule's message, or '<field> is required' for a field not sent to a rule without words of its own.
 */
export function invalidField(issue: IssueLike & { message: string }, input: unknown): HttpError {
  const path = issue.path ?? [];
  const field = path.map(String).join('.') || undefined;
  const code = errorCodeOfIssue(issue, input);
  const missing = field !== undefined && valueAtPath(input, path) === undefined;
  const message =
    missing && GENERIC_TYPE_MESSAGE.test(issue.message) ? `${field} is required` : issue.message;
  return badRequest(code, message, field);
}

/** What each framework refusal is, by Fastify's error code. */
const FRAMEWORK_REFUSALS: Record<string, () => HttpError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    tooLarge(ERROR_CODES.requestTooLarge, 'The request is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    unsupportedMedia(ERROR_CODES.unsupportedContentType, 'This content type is not supported.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    badRequest(ERROR_CODES.malformedRequest, 'The request could not be read.'),
};

function frameworkRefusal(error: FastifyError, retryAfterHeader: unknown): HttpError {
  const known = FRAMEWORK_REFUSALS[error.code];
  if (known) return known();
  switch (error.statusCode) {
    case 413:
      return tooLarge(ERROR_CODES.requestTooLarge, 'The request is too large.');
    case 415:
      return unsupportedMedia(
        ERROR_CODES.unsupportedContentType,
        'This content type is not supported.',
      );
    case 429:
      return tooManyRequests(Number(retryAfterHeader) || 60);
    default:
      return badRequest(ERROR_CODES.malformedRequest, 'The request could not be read.');
  }
}

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  const inputs: Record<ValidationContext, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  return inputs[(context ?? 'body') as ValidationContext];
}

/** The failed rule of a route schema, as the zod type provider reports it. */
function schemaRefusal(
  error: FastifyError & { validationContext?: string },
  request: FastifyRequest,
): HttpError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const [first] = error.validation;
  if (!first) return badRequest(ERROR_CODES.fieldInvalid, 'Invalid input');
  const issue: IssueLike & { message: string } = {
    ...(first.params as Omit<IssueLike, 'code' | 'path'>),
    code: first.keyword,
    path: first.instancePath.split('/').filter(Boolean),
    message: first.message ?? 'Invalid input',
  };
  return invalidField(issue, validatedInput(request, error.validationContext));
}

/** A database call that ran out of time (db/busy.ts): logged, and worth retrying in a moment. */
function databaseBusyRefusal(error: unknown, request: FastifyRequest): HttpError | undefined {
  if (!isDatabaseBusy(error)) return undefined;
  request.log.warn({ err: error }, 'database busy');
  return serviceUnavailable(
    ERROR_CODES.serviceUnavailable,
    'The service is busy right now. Please try again in a moment.',
    DATABASE_BUSY_RETRY_SECONDS,
  );
}

/**
 * One reply shape for every error: {message, code, field?}. Schema failures name the field and
 * the rule; framework refusals get their own codes; a database out of time is a 503 to retry;
 * anything unexpected is logged and answered without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    const refusal =
      error instanceof HttpError
        ? error
        : (schemaRefusal(error, request) ??
          (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
            ? frameworkRefusal(error, reply.getHeader('retry-after'))
            : databaseBusyRefusal(error, request)));
    if (refusal) {
      const extra = request.routeOptions.config.failureFields?.(refusal.message) ?? {};
      const body: ErrorReply = { ...extra, message: refusal.message, code: refusal.code };
      if (refusal.field) body.field = refusal.field;
      if (refusal.retryAfter !== undefined) reply.header('Retry-After', String(refusal.retryAfter));
      return reply.code(refusal.statusCode).send(body);
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
      code: ERROR_CODES.routeNotFound,
    });
  });
}
