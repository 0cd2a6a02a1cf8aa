import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export type StubHandler = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

/** What the page shell asks on every page, answered unless a test says otherwise: no banner. */
const SHELL_HANDLERS: Record<string, StubHandler> = {
  'GET /banner': { body: { banner: null } },
  // The bell of a signed-in member's header.
  'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
};

/**
 * Stubs the network edge with answers per "METHOD /path" (the path after the API base URL).
 * A call nobody answers fails the test's expectations with a 599, and every call is recorded.
 */
export function stubApi(handlers: Record<string, StubHandler>) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const request: StubRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(request);
    const key = `${request.method} ${request.path}`;
    const handler = handlers[key] ?? SHELL_HANDLERS[key];
    const reply =
      handler === undefined
        ? { status: 599, body: { message: 'not stubbed', code: 'INTERNAL' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    /** The calls of the page under test: all but the shell's own (the banner). */
    pageCalls: () => calls.filter((call) => !(`${call.method} ${call.path}` in SHELL_HANDLERS)),
  };
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned token with these claims; the browser never checks signatures, the API does. */
export function makeToken(claims: Record<string, unknown>): string {
  const payload = {
    userId: 7,
    username: 'sara',
    isAdmin: false,
    tv: 0,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** Stores a token as a previous visit would have, for the next renderRoute. */
export function storeToken(token: string): void {
  localStorage.setItem('token', token);
}

export interface StubUpload {
  method: string;
  path: string;
  form: FormData;
  /** tells the page that `loaded` of the body's `total` bytes have gone */
  progress: (loaded: number, total: number) => void;
}

/**
 * Stubs the uploads (multipart forms go through XMLHttpRequest, for their progress) with an
 * answer per "METHOD /path", which may wait (a promise) while a test plays the upload's
 * progress; every upload is recorded with its form.
 */
export function stubUploads(
  handlers: Record<string, StubReply | ((upload: StubUpload) => StubReply | Promise<StubReply>)>,
) {
  const uploads: StubUpload[] = [];
  class FakeRequest {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private readonly events = new EventTarget();
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    addEventListener(type: string, listener: () => void) {
      this.events.addEventListener(type, listener);
    }

    getResponseHeader(name: string) {
      return this.headers[name] ?? null;
    }

    send(form: FormData) {
      const upload: StubUpload = {
        method: this.method,
        path: new URL(this.url).pathname,
        form,
        progress: (loaded, total) =>
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          ),
      };
      uploads.push(upload);
      const handler = handlers[`${upload.method} ${upload.path}`];
      const answer =
        handler === undefined
          ? { status: 599, body: { message: 'not stubbed', code: 'INTERNAL' } }
          : typeof handler === 'function'
            ? handler(upload)
            : handler;
      void Promise.resolve(answer).then((reply) =>
        setTimeout(() => {
          this.status = reply.status ?? 200;
          this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
          this.headers = reply.headers ?? {};
          this.events.dispatchEvent(new Event('load'));
        }, 0),
      );
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return { uploads };
}
