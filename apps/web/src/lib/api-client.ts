import type { ErrorReply } from '@tabarru/contract/errors';

import { apiUrl } from './runtime-config';

/** A reply other than 2xx; `status` 0 means the API could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiRequest<Reply>(
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<Reply> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}${path}`, {
      method: options.method ?? 'GET',
      headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  }
  const reply: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (reply ?? {}) as Partial<ErrorReply>;
    throw new ApiError(
      response.status,
      error.code ?? 'UNKNOWN',
      error.message ?? response.statusText,
      error.field,
    );
  }
  return reply as Reply;
}
