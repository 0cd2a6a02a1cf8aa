import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { ApiError, apiRequest } from './api-client';
import { apiUrl } from './runtime-config';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('runtime config', () => {
  afterEach(() => {
    delete window.__TABARRU_CONFIG__;
  });

  it('reads the API URL the host wrote into the page', () => {
    window.__TABARRU_CONFIG__ = { apiUrl: 'https://api.tabarru.jo/' };
    expect(apiUrl()).toBe('https://api.tabarru.jo');
  });

  it('falls back to the local API', () => {
    expect(apiUrl()).toBe('http://localhost:3001');
    window.__TABARRU_CONFIG__ = {};
    expect(apiUrl()).toBe('http://localhost:3001');
  });
});

describe('apiRequest', () => {
  it('sends JSON and returns the JSON reply', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: 1,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:3001/things',
      expect.objectContaining({
        method: 'POST',
        body: '{"a":1}',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      }),
    );
  });

  it('turns an error reply into an ApiError with its code and field', async () => {
    stubFetch(
      new Response(
        JSON.stringify({ message: 'Bad email', code: 'EMAIL_INVALID', field: 'email' }),
        {
          status: 400,
        },
      ),
    );
    const error = await apiRequest('/contact').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'EMAIL_INVALID',
      field: 'email',
      message: 'Bad email',
    });
  });

  it('names the failure by status when the reply is not ours', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 429, statusText: 'Too Many' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    stubFetch(new Response('', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('reports an unreachable API as status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('refuses a write while the device is offline without sending it, and still reads', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => onLine.mockRestore());
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(
      apiRequest('/messages', { method: 'POST', body: { content: 'hello' } }),
    ).rejects.toMatchObject({ status: 0, code: 'OFFLINE' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/posts')).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
