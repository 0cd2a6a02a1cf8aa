import type { ServerOptions } from 'node:http';

/**
 * How long a request may take, from its first byte to its reply (docs/operations.md). A request
 * held open is a request whose session may end meanwhile, and a connection kept from others.
 */
export interface RequestTimeLimits {
  /** the request line and headers */
  headersMs: number;
  /** a request with a JSON body or none: its body arriving, its handler and its reply */
  requestMs: number;
  /** the same for an upload (a post's or an event's photos from a phone on a slow network) */
  uploadMs: number;
}

export const REQUEST_TIME_LIMITS: RequestTimeLimits = {
  headersMs: 10_000,
  requestMs: 20_000,
  uploadMs: 120_000,
};

/** How often Node looks for connections past their time: the limits hold to about this. */
const TIMEOUT_CHECK_EVERY_MS = 1_000;

/**
 * The server's side of the limits. The route's own (Fastify's handlerTimeout) answers first, in
 * JSON: 408 when the body had not all arrived, 503 when the handler took too long
 * (infra/http-errors.ts). Node's own, a little longer, closes a connection whose request never
 * reached a route (headers too slow, or a body past every route's limit).
 */
export function serverTimeOptions(limits: RequestTimeLimits): {
  handlerTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    handlerTimeout: limits.requestMs,
    requestTimeout: limits.uploadMs + 5_000,
    http: {
      headersTimeout: limits.headersMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_EVERY_MS,
    },
  };
}
