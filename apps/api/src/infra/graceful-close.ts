import type { FastifyInstance } from 'fastify';

/**
 * Once closing starts, every response tells its client to hang up, so a keep-alive connection
 * that served a request in flight does not hold the shutdown open until its idle timeout.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
