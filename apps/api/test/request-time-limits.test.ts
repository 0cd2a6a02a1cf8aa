import { afterEach, describe, expect, it } from 'vitest';

import type { ImageStore } from '../src/infra/media';
import { createMember, type Member } from './support/accounts';
import { jpegImage, multipartBody, postFields, storedFiles } from './support/posts';
import { holdHeaders, holdRequest } from './support/raw-http';
import { everyTable } from './support/refusals';
import { until } from './support/sockets';
import { createTestApp, type TestApp, type TestServices } from './support/test-app';

/*
 * A request cannot stay open for minutes (docs/operations.md, Time limits): short limits here,
 * so each runs out within a second or two.
 */
const LIMITS = { headersMs: 400, requestMs: 600, uploadMs: 1200 };

let testApp: TestApp;

async function start(services: TestServices = {}): Promise<{ port: number; member: Member }> {
  testApp = await createTestApp({ RATE_LIMITS: 'off' }, { timeLimits: LIMITS, ...services });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, member: await createMember(testApp) };
}

afterEach(async () => {
  await testApp.close();
});

async function everything() {
  return { tables: await everyTable(testApp), photos: await storedFiles(testApp) };
}

describe('time limits of a request', () => {
  it('closes a connection whose headers do not arrive in time', async () => {
    const { port } = await start();
    const held = await holdHeaders(port, 'POST /messages HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const started = Date.now();
    await held.closed;
    expect(Date.now() - started).toBeLessThan(LIMITS.headersMs + 2500);
    await expect(held.reply).resolves.toMatchObject({ status: 408 });
  });

  it('answers 408 to a body that stalls, closes the connection and writes nothing', async () => {
    const { port, member } = await start();
    const other = await createMember(testApp);
    const before = await everything();
    const body = Buffer.from(JSON.stringify({ receiver_id: other.id, content: 'Still there?' }));
    const held = await holdRequest(port, {
      method: 'POST',
      path: '/messages',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
      body,
    });
    const reply = await held.reply;
    expect(reply.status).toBe(408);
    expect(reply.headers.connection).toBe('close');
    expect(JSON.parse(reply.body)).toMatchObject({ code: 'REQUEST_TIMEOUT' });
    await held.closed;
    expect(await everything()).toEqual(before);
  });

  it('gives an upload its longer limit, then answers 408 and stores no photo', async () => {
    const { port, member } = await start();
    const before = await everything();
    const form = multipartBody(postFields(), [await jpegImage(7)]);
    const started = Date.now();
    const held = await holdRequest(
      port,
      {
        method: 'POST',
        path: '/create_post',
        headers: { ...form.headers, Authorization: `Bearer ${member.token}` },
        body: form.payload,
      },
      form.payload.length - 10,
    );
    const reply = await held.reply;
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMITS.uploadMs - 50);
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 'REQUEST_TIMEOUT' });
    held.destroy();
    expect(await everything()).toEqual(before);
  });

  it('answers 503 to a handler over its time, and what it does later writes nothing', async () => {
    let release: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let saving = false;
    let removed = false;
    const { member } = await start({
      wrapImages: (store: ImageStore): ImageStore => ({
        ...store,
        async save(image) {
          saving = true;
          await paused;
          await store.save(image);
        },
        async remove(hash) {
          await store.remove(hash);
          removed = true;
        },
      }),
    });
    const before = await everything();
    const form = multipartBody(postFields(), [await jpegImage(8)]);
    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/create_post',
      headers: { ...form.headers, authorization: `Bearer ${member.token}` },
      payload: form.payload,
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBeDefined();
    expect(saving).toBe(true);
    release();
    // The handler goes on after the reply: it stores the photo, finds its time gone, and
    // removes the photo again.
    await until(() => removed, 'the photo removed');
    expect(await everything()).toEqual(before);
  });
});
