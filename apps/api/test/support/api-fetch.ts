import type { multipartBody } from './posts';

/** What a test sends to a listening API: a method, and a JSON body or a multipart form. */
export interface ApiRequest {
  method?: string;
  json?: object;
  form?: ReturnType<typeof multipartBody>;
}

/**
 * Sends `init` to `route` of the API listening at `apiUrl`, as a member with `token` when given,
 * and reads the whole reply; `signal` ends a request that takes too long.
 */
export async function fetchApi(
  apiUrl: string,
  route: string,
  init: ApiRequest = {},
  token?: string,
  signal?: AbortSignal,
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${apiUrl}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(init.json && { 'content-type': 'application/json' }),
      ...init.form?.headers,
    },
    ...(init.json && { body: JSON.stringify(init.json) }),
    ...(init.form && { body: init.form.payload }),
    ...(signal && { signal }),
  });
  return { status: response.status, body: await response.text() };
}
