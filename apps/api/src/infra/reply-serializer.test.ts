import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { replySerializerCompiler, sendSerializedOnce } from './reply-serializer';

const pageSchema = z.object({ title: z.string(), count: z.number() });

let app: ReturnType<typeof Fastify> | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A route that sends the one kept `page` object, as the feed sends a shared page. */
function appSending(page: object) {
  const server = Fastify();
  server.setSerializerCompiler(replySerializerCompiler);
  server.get('/page', { schema: { response: { 200: pageSchema } } }, async (_request, reply) =>
    sendSerializedOnce(reply, page),
  );
  app = server;
  return server;
}

describe('sendSerializedOnce', () => {
  it('writes the route’s reply as its schema does: JSON, only the named properties', async () => {
    const page = { title: 'طاولة خشب', count: 3, secret: 'not in the contract' };
    const response = await appSending(page).inject({ url: '/page' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ title: 'طاولة خشب', count: 3 });
  });

  it('serializes a kept reply once: the same object sends the same bytes again', async () => {
    const page = { title: 'Wooden table', count: 3 };
    const server = appSending(page);
    const first = await server.inject({ url: '/page' });
    page.count = 4;
    const second = await server.inject({ url: '/page' });
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual({ title: 'Wooden table', count: 3 });
  });
});
