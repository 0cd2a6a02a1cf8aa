import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** Query parameters whose values are secrets (a mailed reset link carries ?token=). */
const SECRET_PARAMETERS = /token|code|password|secret|key/i;

/** The request's path and query, with the value of every secret-looking parameter hidden. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((parameter) => {
      const name = parameter.split('=', 1)[0] ?? '';
      return SECRET_PARAMETERS.test(name) ? `${name}=[redacted]` : parameter;
    });
  return parameters.length > 0 ? `${path}?${parameters.join('&')}` : path;
}

/**
 * One line per request, written when the reply has gone, in place of Fastify's two ('incoming
 * request' and 'request completed', plus 'route not found' for a 404): at the default level the
 * pair cost about a third of the requests the API serves in memory. Fastify's other lines (errors
 * of the framework, a closing server) are kept.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/**
 * The line of a request whose client hung up before its reply, which Fastify never completes
 * (nor, with its body read, counts as aborted): under overload, the requests clients gave up on.
 */
export function logAbandonedRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', () => {
      if (reply.sent) return;
      request.log.info(
        {
          method: request.method,
          url: loggableUrl(request.url),
          abandoned: true,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });
    done();
  });
}
