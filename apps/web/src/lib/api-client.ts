import { ERROR_CODES, type ErrorCode, type ErrorReply } from '@tabarru/contract/errors';

import { apiUrl } from './runtime-config';
import { getSession, rejectToken } from './session';

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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** For replies without our JSON body (a proxy's error page, say): the code their status implies. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: ERROR_CODES.malformedRequest,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.routeNotFound,
  413: ERROR_CODES.requestTooLarge,
  415: ERROR_CODES.unsupportedContentType,
  429: ERROR_CODES.rateLimited,
  503: ERROR_CODES.serviceUnavailable,
};

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
  const { method = 'GET', body, signal } = options;
  const { token } = getSession();
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, {
      code: NETWORK_ERROR_CODE,
      message: 'The server could not be reached.',
    });
  }
  const reply: unknown = await response.json().catch(() => undefined);
  if (response.ok) return reply as Reply;
  if (response.status === 401 && token !== null) rejectToken(token);
  throw errorOfReply(response.status, reply, response.headers.get('Retry-After'));
}

/** The ApiError of a non-2xx reply, whatever its body. */
function errorOfReply(status: number, reply: unknown, retryAfter: string | null): ApiError {
  const wait = retryAfterSeconds(retryAfter);
  if (isErrorReply(reply)) return new ApiError(status, reply, wait);
  return new ApiError(
    status,
    {
      code: CODE_OF_STATUS[status] ?? ERROR_CODES.internal,
      message: typeof reply === 'string' ? reply : `HTTP ${status}`,
    },
    wait,
  );
}

export interface UploadOptions {
  method: 'POST' | 'PUT';
  form: FormData;
  /** the share of the request sent so far, 0 to 100 */
  onProgress?: (percent: number) => void;
}

/**
 * Sends a multipart form (a post with its photos) and reports how much of it has gone, which
 * fetch cannot. Errors are the ApiErrors of apiRequest.
 */
export function uploadForm<Reply>(path: string, { method, form, onProgress }: UploadOptions) {
  const { token } = getSession();
  return new Promise<Reply>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${apiUrl()}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    });
    request.addEventListener('error', () =>
      reject(
        new ApiError(0, { code: NETWORK_ERROR_CODE, message: 'The server could not be reached.' }),
      ),
    );
    request.addEventListener('load', () => {
      let reply: unknown;
      try {
        reply = JSON.parse(request.responseText) as unknown;
      } catch {
        reply = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(reply as Reply);
        return;
      }
      if (request.status === 401 && token !== null) rejectToken(token);
      reject(errorOfReply(request.status, reply, request.getResponseHeader('Retry-After')));
    });
    request.send(form);
  });
}
