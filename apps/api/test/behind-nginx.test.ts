import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACTION_LIMITS } from '../src/infra/rate-limits';
import { REDIS_CLIENT_OPTIONS } from '../src/infra/redis-fallback';
import { apiUrlForPage, webUrlForPage } from '../src/infra/public-addresses';
import { createPagePreviews } from '../src/modules/previews/service';
import { buildWebHost } from '../src/web-host';
import { lastCodeSentTo, uniquePhone } from './support/accounts';
import { freePort, nginxInstalled, startNginx, type RunningNginx } from './support/nginx';
import { jpegImage, multipartBody, postFields } from './support/posts';
import { connectSocket, until, type Received } from './support/sockets';
import { createSecondInstance, createTestApp, type TestApp } from './support/test-app';

/*
 * The setup of docs/operations.md, "Behind nginx": the repository's nginx configuration
 * (deploy/nginx/tabarru.conf) in front of one web host and two API instances on one PostgreSQL
 * database and one Redis. It runs where nginx is installed and both servers answer (CI
 * installs nginx).
 */

const redisUrl = process.env.TEST_REDIS_URL;
const runs = process.env.TEST_DIALECT === 'postgres' && redisUrl !== undefined && nginxInstalled();

/** A client of its own for each run, as nginx names it: rate limits are kept in the shared Redis. */
const clientAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Tabarru</title>
    <script id="runtime-config">window.__TABARRU_CONFIG__={"apiUrl":"http://localhost:3001"}</script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

interface Reply {
  status: number;
  body: string;
}

describe.skipIf(!runs)('two API instances and the web host behind nginx', () => {
  const redisClients: Redis[] = [];
  const sockets: Received[] = [];
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  let webHost: Awaited<ReturnType<typeof buildWebHost>>;
  let distDir: string;
  let nginx: RunningNginx;
  let firstUrl: string;
  let secondUrl: string;
  let secondClosed = false;

  function redis(): Redis {
    const client = new Redis(redisUrl ?? '', REDIS_CLIENT_OPTIONS);
    redisClients.push(client);
    return client;
  }

  /** A request to `base`, as the client `from` through nginx. */
  async function send(
    base: string,
    route: string,
    init: { method?: string; body?: unknown; token?: string; from: string },
  ): Promise<Reply> {
    const form = init.body instanceof Buffer;
    const response = await fetch(`${base}${route}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-forwarded-for': init.from,
        ...(init.token && { authorization: `Bearer ${init.token}` }),
        ...(init.body !== undefined && !form && { 'content-type': 'application/json' }),
      },
      ...(init.body !== undefined && {
        body: form ? (init.body as Buffer) : JSON.stringify(init.body),
      }),
    });
    return { status: response.status, body: await response.text() };
  }

  /** Registers a member through nginx, as the web app does: a code, its check, the form. */
  async function register(from: string): Promise<{ id: number; token: string }> {
    const phone = uniquePhone();
    const name = `proxied${randomBytes(4).toString('hex')}`;
    expect(
      (await send(nginx.apiUrl, '/api/verify/send', { method: 'POST', body: { phone }, from }))
        .status,
    ).toBe(200);
    const checked = await send(nginx.apiUrl, '/api/verify/check', {
      method: 'POST',
      body: { phone, code: await lastCodeSentTo(first, phone) },
      from,
    });
    expect(checked.status, checked.body).toBe(200);
    const { verificationToken } = JSON.parse(checked.body) as { verificationToken: string };
    const registered = await send(nginx.apiUrl, '/authentication/registration', {
      method: 'POST',
      body: {
        username: name,
        email: `${name}@example.jo`,
        password: 'olive trees in Ajloun',
        phone_number: phone,
        verificationToken,
      },
      from,
    });
    expect(registered.status, registered.body).toBe(201);
    const { jwtToken } = JSON.parse(registered.body) as { jwtToken: string };
    const user = await first.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
    return { id: user.id, token: jwtToken };
  }

  beforeAll(async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    const redisChannel = `tabarru-test:${randomBytes(6).toString('hex')}`;
    first = await createTestApp(
      {
        PUBLIC_WEB_URL: `http://127.0.0.1:${webPort}`,
        PUBLIC_API_URL: `http://127.0.0.1:${apiPort}`,
        TRUST_PROXY: 'loopback',
      },
      { redis: redis(), redisChannel },
    );
    second = await createSecondInstance(first, { redis: redis(), redisChannel });
    firstUrl = await first.app.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
    distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    webHost = await buildWebHost({
      distDir,
      apiUrlFor: (request) => apiUrlForPage(first.config, request),
      webUrlFor: (request) => webUrlForPage(first.config, request),
      previews: createPagePreviews(first.database.db),
      logLevel: 'silent',
    });
    const webHostUrl = await webHost.listen({ port: 0, host: '127.0.0.1' });
    nginx = await startNginx({
      web: webPort,
      api: apiPort,
      webHost: Number(new URL(webHostUrl).port),
      apiInstances: [firstUrl, secondUrl].map((url) => Number(new URL(url).port)),
    });
  });

  afterAll(async () => {
    for (const received of sockets.splice(0)) received.socket.close();
    await nginx?.stop();
    await webHost?.close();
    if (!secondClosed) await second?.close();
    await first?.close();
    if (distDir) await rm(distDir, { recursive: true, force: true });
    for (const client of redisClients.splice(0)) client.disconnect();
  });

  it('serves the site and tells its pages the API at the proxy', async () => {
    const page = await send(nginx.webUrl, '/ar/feed', { from: clientAddress() });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`"apiUrl":"${nginx.apiUrl}"`);
  });

  it('registers through the proxy, posts a photo through one instance and reads it through the other', async () => {
    const from = clientAddress();
    const donor = await register(from);
    const form = multipartBody(postFields({ title: 'Lamp behind the proxy' }), [
      await jpegImage(140),
    ]);
    const created = await fetch(`${firstUrl}/create_post`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${donor.token}` },
      body: form.payload,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { post_id: postId } = (await created.json()) as { post_id: number };

    const read = await send(secondUrl, `/Posting/posts/${postId}`, { token: donor.token, from });
    expect(read.status, read.body).toBe(200);
    const post = JSON.parse(read.body) as { title: string; primary_photo: string };
    expect(post.title).toBe('Lamp behind the proxy');
    // The photo's address is the proxy's, and both instances serve it from the one store.
    expect(post.primary_photo.startsWith(`${nginx.apiUrl}/uploads/`)).toBe(true);
    for (let request = 0; request < 2; request += 1) {
      const photo = await fetch(post.primary_photo, { headers: { 'x-forwarded-for': from } });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('carries messages between members whose sockets reached different instances', async () => {
    const from = clientAddress();
    const [sara, omar] = [await register(from), await register(from)];
    // nginx hands new connections to the instances in turn: Omar's two sockets, opened one
    // after the other, land on both, so one of them is on the instance the message did not
    // reach first.
    const saraSocket = await connectSocket(nginx.apiUrl, sara.token);
    const omarSockets = [
      await connectSocket(nginx.apiUrl, omar.token),
      await connectSocket(nginx.apiUrl, omar.token),
    ];
    sockets.push(saraSocket, ...omarSockets);

    const sent = await send(nginx.apiUrl, '/messages', {
      method: 'POST',
      body: { receiver_id: omar.id, content: 'Through nginx' },
      token: sara.token,
      from,
    });
    expect(sent.status, sent.body).toBe(201);
    for (const omarSocket of omarSockets) {
      await until(() => omarSocket.of('private_message').length === 1, 'the message on each');
    }
    await until(
      () => saraSocket.of('message_status_update').length === 1,
      'its delivered status back',
    );
  });

  it('shares each limit between the instances', async () => {
    const from = clientAddress();
    const { max } = ACTION_LIMITS.phoneChecksPerIp;
    const asked = [];
    for (let check = 0; check <= max; check += 1) {
      asked.push(
        (
          await send(nginx.apiUrl, '/api/users/check-phone', {
            method: 'POST',
            body: { phone: uniquePhone() },
            from,
          })
        ).status,
      );
    }
    // The limit a client, wherever each request went; another client has its own.
    expect(asked).toEqual([...Array<number>(max).fill(200), 429]);
    const other = await send(nginx.apiUrl, '/api/users/check-phone', {
      method: 'POST',
      body: { phone: uniquePhone() },
      from: clientAddress(),
    });
    expect(other.status).toBe(200);
  });

  it('keeps answering while one instance stops mid-load', async () => {
    const from = clientAddress();
    const reader = await register(from);
    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    const load = Array.from({ length: 8 }, async () => {
      while (loading) {
        const reply = await send(nginx.apiUrl, '/posts', { token: reader.token, from }).catch(
          (error: unknown) => ({ status: 0, body: String(error) }),
        );
        if (reply.status === 200) answered += 1;
        else failures.push(`${reply.status} ${reply.body.slice(0, 120)}`);
      }
    });
    await until(() => answered >= 40, 'the load under way');
    // What SIGTERM does (main.ts): stop accepting, finish what is in flight, close.
    await second.close();
    secondClosed = true;
    const afterStop = answered;
    await until(() => answered >= afterStop + 80, 'the load on the one instance left');
    loading = false;
    await Promise.all(load);
    expect(failures).toEqual([]);
  });
});
