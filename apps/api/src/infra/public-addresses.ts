import { AsyncLocalStorage } from 'node:async_hooks';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Config } from '../config';

/**
 * Where people reach the web app and the API. With PUBLIC_WEB_URL and PUBLIC_API_URL set (a real
 * deployment) those addresses are the only ones. Without them (the out-of-the-box install) the
 * site works at whatever address it is opened at, on this machine or its network
 * (localhost, 127.0.0.1, a LAN address): the web app on PORT at any host may call the API, the
 * page is told the API is on API_PORT of the host it was opened at, and photo URLs name the
 * host the API was reached at. Secrets never depend on it: reset links are always built from
 * PUBLIC_WEB_URL (docs/security.md).
 */
export type PublicAddresses = Pick<
  Config,
  'port' | 'apiPort' | 'publicWebUrl' | 'publicApiUrl' | 'webUrlFixed' | 'apiUrlFixed'
>;

/** A host name as a browser sends it in Host or Origin: a name, an IPv4 or a bracketed IPv6. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** Whether a browser page of `origin` may call the API and open its sockets. */
export function webOriginAllowed(addresses: PublicAddresses, origin: string): boolean {
  const url = parsedUrl(origin);
  if (!url) return false;
  if (addresses.webUrlFixed) return url.origin === new URL(addresses.publicWebUrl).origin;
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    HOST_NAME.test(url.hostname) &&
    url.port === String(addresses.port)
  );
}

/** The scheme and host a request says it was sent to, when they are a plain host and port. */
function requestHost(request: Pick<FastifyRequest, 'protocol' | 'host'>): URL | undefined {
  const url = parsedUrl(`${request.protocol}://${request.host}`);
  return url && HOST_NAME.test(url.hostname) && url.pathname === '/' ? url : undefined;
}

/** The API's address for a page the web host serves to `request`. */
export function apiUrlForPage(
  addresses: PublicAddresses,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  const page = addresses.apiUrlFixed ? undefined : requestHost(request);
  return page ? `${page.protocol}//${page.hostname}:${addresses.apiPort}` : addresses.publicApiUrl;
}

/**
 * The web app's own address for absolute links in a page the web host serves to `request`
 * (canonical and alternate links, og:url, the sitemap): the configured one, or the address the
 * page was opened at.
 */
export function webUrlForPage(
  addresses: PublicAddresses,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  const page = addresses.webUrlFixed ? undefined : requestHost(request);
  return page ? page.origin : addresses.publicWebUrl;
}

const apiOriginOfRequest = new AsyncLocalStorage<string>();

/** The API's address as the request being handled reached it, or the configured one. */
export function currentApiUrl(addresses: PublicAddresses): string {
  return (
    (addresses.apiUrlFixed ? undefined : apiOriginOfRequest.getStore()) ?? addresses.publicApiUrl
  );
}

/**
 * Without PUBLIC_API_URL, each request's handler runs knowing the address the request reached
 * the API at (currentApiUrl), so the photo URLs of its reply name it. Set before the handler,
 * once the body is read: the hook's `done` runs the rest of the request inside it.
 */
export function rememberApiAddressOfRequests(app: FastifyInstance, addresses: PublicAddresses) {
  if (addresses.apiUrlFixed) return;
  app.addHook('preHandler', (request, _reply, done) => {
    const reached = requestHost(request);
    if (reached) apiOriginOfRequest.run(reached.origin, done);
    else done();
  });
}
