import type { FastifyRequest } from 'fastify';

import type { ClientInfo } from './service';

/** Who is signing in, as the request shows it: its user agent and its client's address. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}
