import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import {
  ERROR_CODES,
  errorCodeOfIssue,
  valueAtPath,
  type ErrorCode,
  type ErrorReply,
  type IssueLike,
} from '@tabarru/contract/errors';

import { DATABASE_BUSY_RETRY_SECONDS, isDatabaseBusy, isDatabaseConnectionLost } from '../db/busy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * fields a route's failures carry beside {message, code}, in the earlier product's shape
     * (e.g. {success, error})
     */
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
export const unauthenticated = (
  message = 'Please sign in to continue.',
  code: ErrorCode = ERROR_CODES.unauthenticated,
) => new HttpError(401, code, message);
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
/** A member's allowance used up, answered as a 400 whose message clients show. */
export const allowanceUsedUp = (code: ErrorCode, message: string, retryAfterSeconds: number) =>
  new HttpError(400, code, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
/** A client too slow to send its request within the time limit; the connection is closed. */
export const requestTimedOut = () =>
  new HttpError(
    408,
    ERROR_CODES.requestTimeout,
    'The request took too long to arrive. Please check your connection and try again.',
  );
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

const busy = () =>
  serviceUnavailable(
    ERROR_CODES.serviceUnavailable,
    'The service is busy right now. Please try again in a moment.',
    DATABASE_BUSY_RETRY_SECONDS,
  );

/**
 * What a failure that is neither a refusal nor the request's fault answers, for a request and a
 * socket event alike: a database call out of time (db/busy.ts) is a 503 worth retrying in a
 * moment, logged, and so is one whose database connection was lost; anything else undefined (a
 * 500).
 */
export function busyRefusal(error: unknown, log: FastifyBaseLogger): HttpError | undefined {
  if (isDatabaseConnectionLost(error)) {
    log.warn({ err: error }, 'database connection lost');
    return busy();
  }
  if (!isDatabaseBusy(error)) return undefined;
  log.warn({ err: error }, 'database busy');
  return busy();
}

/** Whether the whole request has arrived: it has no body, or its body was read to its end. */
function bodyArrived(request: FastifyRequest): boolean {
  const { headers, raw } = request;
  const hasBody =
    headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  return !hasBody || raw.complete || raw.readableEnded;
}

/**
 * The route's time limit ran out (infra/request-time-limits.ts): a body that had not all arrived
 * is the client's slowness (408), a handler that took too long is ours (503).
 */
function timeLimitRefusal(error: FastifyError, request: FastifyRequest): HttpError | undefined {
  if (error.code !== 'FST_ERR_HANDLER_TIMEOUT') return undefined;
  if (!bodyArrived(request)) return requestTimedOut();
  request.log.warn({ url: request.routeOptions.url }, 'request over its time limit');
  return busy();
}

/** What each refusal of the router is: a path it cannot read never reaches a route or a hook. */
const ROUTER_REFUSALS: Record<string, () => HttpError> = {
  FST_ERR_BAD_URL: () => badRequest(ERROR_CODES.malformedRequest, 'The address could not be read.'),
  FST_ERR_MAX_PARAM_LENGTH: () =>
    new HttpError(414, ERROR_CODES.requestTooLarge, 'The address is too long.'),
};

/**
 * The router's refusals (Fastify's `frameworkErrors`) in the one error shape: an escape that is
 * not UTF-8 (`/api/users/%zz`) or a path parameter longer than any id. Fastify's own replies
 * would name its internal codes, which no client knows, and echo the path.
 */
export function answerRouterRefusal(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const refusal = ROUTER_REFUSALS[error.code];
  if (!refusal) {
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send({
      message: 'Something went wrong on our side. Please try again.',
      code: ERROR_CODES.internal,
    });
    return;
  }
  const { statusCode, message, code } = refusal();
  void reply.code(statusCode).send({ message, code });
}

/** Refusals about the request itself, which a session that ended meanwhile does not change. */
const REFUSALS_OF_THE_REQUEST = new Set([401, 408, 429]);

export interface ErrorHandlingOptions {
  /**
   * Whether the request was identified by a session that has ended since
   * (modules/sessions/request-session.ts); false for a visitor's request.
   */
  sessionEnded(request: FastifyRequest): Promise<boolean>;
  /** told of every 401 and 403 the handler answers, for the security log */
  accessRefused(request: FastifyRequest, refusal: HttpError & { statusCode: 401 | 403 }): void;
}

/** The refusal of an error, or undefined for an unexpected one. */
function refusalOf(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  retryAfterHeader: unknown,
): HttpError | undefined {
  if (error instanceof HttpError) return error;
  return (
    schemaRefusal(error, request) ??
    timeLimitRefusal(error, request) ??
    (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
      ? frameworkRefusal(error, retryAfterHeader)
      : busyRefusal(error, request.log))
  );
}

/**
 * One reply shape for every error: {message, code, field?}. Schema failures name the field and
 * the rule; framework refusals get their own codes; a database out of time is a 503 to retry;
 * anything unexpected is logged and answered without internals. A request whose session ended
 * while it ran (its post went with the account, its role with a demotion) is answered as the
 * session's end: 401, whatever else failed.
 */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler<FastifyError | HttpError>(async (error, request, reply) => {
    let refusal = refusalOf(error, request, reply.getHeader('retry-after'));
    if (
      !REFUSALS_OF_THE_REQUEST.has(refusal?.statusCode ?? 500) &&
      (await options.sessionEnded(request).catch(() => false))
    ) {
      if (!refusal) request.log.warn({ err: error }, 'request failed after its session ended');
      refusal = unauthenticated();
    }
    if (refusal) {
      if (refusal.statusCode === 401 || refusal.statusCode === 403) {
        options.accessRefused(request, refusal as HttpError & { statusCode: 401 | 403 });
      }
      const extra = request.routeOptions.config.failureFields?.(refusal.message) ?? {};
      const body: ErrorReply = { ...extra, message: refusal.message, code: refusal.code };
      if (refusal.field) body.field = refusal.field;
      if (refusal.retryAfter !== undefined) reply.header('Retry-After', String(refusal.retryAfter));
      // The rest of a body that came too slowly is not read: the connection cannot carry another request.
      if (refusal.statusCode === 408) reply.header('Connection', 'close');
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
