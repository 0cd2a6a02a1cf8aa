import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { HttpError } from './http-errors';
import { addressOf, type ActionLimiter, type ActionLimitName } from './rate-limits';

/**
 * The one way a route limits an action: it lists its limits in its options
 * (`config: { limits: [limitBy('signInPerIp', byIp)] }`) and one hook counts them after the
 * session and the body are read, before the handler runs. The per-IP ceiling over every route
 * is @fastify/rate-limit's, registered in app.ts.
 */
export interface RouteLimit {
  name: ActionLimitName;
  /** what the limit counts by; undefined skips it (e.g. no session) */
  key: (request: FastifyRequest) => string | undefined;
  /** the refusal this route answers instead of the plain 429, given the seconds to wait */
  refusal?: (retryAfterSeconds: number) => HttpError;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** this route's action limits, counted in order */
    limits?: readonly RouteLimit[];
  }
}

export const byIp = addressOf;

/** The signed-in member (routes with an authentication hook). */
export const byMember = (request: FastifyRequest) =>
  request.member ? String(request.member.id) : undefined;

/** A text field of the validated JSON body, lower-cased (an email, a phone). */
export const byBodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
};

export function limitBy(
  name: ActionLimitName,
  key: RouteLimit['key'],
  refusal?: RouteLimit['refusal'],
): RouteLimit {
  return refusal ? { name, key, refusal } : { name, key };
}

export const routeLimits = fp<{ limit: ActionLimiter }>(
  async (app: FastifyInstance, { limit }) => {
    app.addHook('preHandler', async (request) => {
      for (const routeLimit of request.routeOptions.config.limits ?? []) {
        const key = routeLimit.key(request);
        if (key === undefined) continue;
        try {
          await limit(routeLimit.name, key);
        } catch (error) {
          if (routeLimit.refusal && error instanceof HttpError && error.statusCode === 429) {
            throw routeLimit.refusal(error.retryAfter ?? 60);
          }
          throw error;
        }
      }
    });
  },
  { name: 'route-limits' },
);
