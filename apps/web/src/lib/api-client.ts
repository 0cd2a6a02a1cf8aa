import { NEXT_CURSOR_HEADER } from '@tabarru/contract/constants';
import type { ErrorCode, ErrorReply } from '@tabarru/contract/errors';

import { apiUrl } from './runtime-config';
import { getSession, refuseAdminArea, rejectToken, tokenReplaced } from './session';

/** Any reply other than 2xx. `status` 0 means the API could not be reached at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** From the Retry-After header of a 429: how many seconds to wait. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    reply: Pick<ErrorReply, 'code' | 'message' | 'field'>,
    retryAfterSeconds?: number,
  ) {
    super(reply.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = reply.code;
    this.field = reply.field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK';

/** The ApiError of a request that never reached the API. */
export function networkError(): ApiError {
  return new ApiError(0, { code: NETWORK_ERROR_CODE, message: 'The server could not be reached.' });
}

export const OFFLINE_ERROR_CODE = 'OFFLINE';

/**
 * The ApiError of a write refused before it was sent because the device is offline: it is
 * never queued, so nothing is sent later without the member knowing.
 */
export function offlineError(): ApiError {
  return new ApiError(0, { code: OFFLINE_ERROR_CODE, message: 'The device is offline.' });
}

/** Whether the browser knows it has no network at all (it cannot know the API is reachable). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** the request that replaces the session's token (replacingToken), which the others wait for */
  replacesToken?: boolean;
}

/**
 * For replies without our JSON body (a proxy's error page, say): the code their status implies.
 * The codes are spelled out, checked by their type, so every page does not load the whole table
 * of ERROR_CODES with this module.
 */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'MALFORMED_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  413: 'REQUEST_TOO_LARGE',
  415: 'UNSUPPORTED_CONTENT_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};
const INTERNAL: ErrorCode = 'INTERNAL';
const TWO_FACTOR_REQUIRED: ErrorCode = 'TWO_FACTOR_REQUIRED';

function isErrorReply(value: unknown): value is ErrorReply {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).message === 'string' &&
    typeof (value as Record<string, unknown>).code === 'string'
  );
}

/** Seconds from a Retry-After header (seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Calls the API at the runtime-configured URL with JSON in and out, with the session's token
 * when there is one. A 401 to a call that carried a token ends that session.
 */
export async function apiRequest<Reply>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<Reply> {
  return (await send<Reply>(path, options)).reply;
}

/** A page of a list and the cursor of the next one, null on the last page. */
export interface ApiPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/**
 * A page of a list whose body is the bare array the earlier product's web client reads: the
 * cursor of the next page comes in the X-Next-Cursor header (the admin lists).
 */
export async function apiRequestPage<Row>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiPage<Row>> {
  const { reply, headers } = await send<Row[]>(path, options);
  return { rows: reply, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** The API's response to a call, with the session's token; a network failure is an ApiError. */
async function fetchApi(
  path: string,
  { method = 'GET', body, signal, replacesToken = false }: ApiRequestOptions,
  accept: string,
): Promise<{ response: Response; token: string | null }> {
  // Reads may still be answered from the saved copies of the service worker; writes may not.
  if (method !== 'GET' && isOffline()) throw offlineError();
  // A call made while the token is being replaced goes with the new one, not the one it ends.
  const replacing = replacesToken ? undefined : tokenReplaced();
  if (replacing) await replacing;
  const { token } = getSession();
  try {
    const response = await fetch(`${apiUrl()}${path}`, {
      method,
      headers: {
        Accept: accept,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { response, token };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
}

/**
 * The refusal of a reply that is not 2xx. A 401 to a call that carried a token ends its session;
 * a 403 for want of the second sign-in step keeps that session out of the admin area.
 */
async function refusalOf(response: Response, token: string | null): Promise<ApiError> {
  const reply: unknown = await response.json().catch(() => undefined);
  if (response.status === 401 && token !== null) rejectToken(token);
  const error = errorOfReply(response.status, reply, response.headers.get('Retry-After'));
  if (error.code === TWO_FACTOR_REQUIRED && token !== null) refuseAdminArea(token);
  return error;
}

async function send<Reply>(
  path: string,
  options: ApiRequestOptions,
): Promise<{ reply: Reply; headers: Headers }> {
  const { response, token } = await fetchApi(path, options, 'application/json');
  if (!response.ok) throw await refusalOf(response, token);
  const reply: unknown = await response.json().catch(() => undefined);
  return { reply: reply as Reply, headers: response.headers };
}

/** A file the API sends as an attachment, and the name its Content-Disposition gives it. */
export interface ApiFile {
  blob: Blob;
  fileName: string | undefined;
}

/** The file name of a Content-Disposition header (`attachment; filename="…"`), if it has one. */
export function attachmentName(header: string | null): string | undefined {
  const name = /filename="?([^";]+)"?/i.exec(header ?? '')?.[1]?.trim();
  return name === '' ? undefined : name;
}

/** Downloads a file the API answers (a member's data), with the session's token. */
export async function apiDownload(path: string, options: ApiRequestOptions = {}): Promise<ApiFile> {
  const { response, token } = await fetchApi(path, options, '*/*');
  if (!response.ok) throw await refusalOf(response, token);
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')),
  };
}

/** The ApiError of a non-2xx reply, whatever its body. */
export function errorOfReply(status: number, reply: unknown, retryAfter: string | null): ApiError {
  const wait = retryAfterSeconds(retryAfter);
  if (isErrorReply(reply)) return new ApiError(status, reply, wait);
  return new ApiError(
    status,
    {
      code: CODE_OF_STATUS[status] ?? INTERNAL,
      message: typeof reply === 'string' ? reply : `HTTP ${status}`,
    },
    wait,
  );
}
