import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { createWorkQueue } from '../src/infra/bounded-queue';
import { registerMember } from './support/accounts';
import { until } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
});

/** An app logging at info into an array of parsed lines. */
async function appWithLogLines(passwords = createWorkQueue({ concurrency: 2, waiting: 64 })) {
  const lines: Record<string, unknown>[] = [];
  testApp = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
      workQueues: { passwords },
    },
  );
  return { app: testApp.app, lines };
}

describe('request log', () => {
  it('writes one line per request, with method, url, status and response time', async () => {
    const { app, lines } = await appWithLogLines();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);

    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/health',
      statusCode: 200,
    });
    expect(typeof requestLines[0]?.responseTime).toBe('number');
  });

  it('logs the status of a refused request and hides a token in the query', async () => {
    const { app, lines } = await appWithLogLines();
    await app.inject({ method: 'GET', url: '/no-such-route?token=secret-reset-token&lang=ar' });

    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      statusCode: 404,
      url: '/no-such-route?token=[redacted]&lang=ar',
    });
    expect(JSON.stringify(lines)).not.toContain('secret-reset-token');
  });

  it('writes no password, session token or cookie of a request into the log', async () => {
    const { app, lines } = await appWithLogLines();
    const member = testApp ? await registerMember(testApp) : undefined;
    const before = lines.length;
    await app.inject({
      method: 'POST',
      url: '/authentication/login',
      payload: { email: member?.email, password: member?.password },
    });
    await app.inject({
      method: 'GET',
      url: '/profile',
      headers: {
        authorization: `Bearer ${member?.token}`,
        jwt_token: `${member?.token}`,
        cookie: 'tabarru_lang=ar; session=cookie-secret',
      },
    });

    const written = JSON.stringify(lines.slice(before));
    expect(lines.slice(before).filter((line) => line.reqId !== undefined)).toHaveLength(2);
    for (const secret of [member?.password, member?.token, 'cookie-secret']) {
      expect(written).not.toContain(secret);
    }
  });

  it('keeps a request whose path carries quotes, braces and a line break on its one JSON line', async () => {
    const { app, lines } = await appWithLogLines();
    // Each write is parsed as one JSON document: a forged second line would throw here.
    await app.inject({ method: 'GET', url: '/nowhere?q=%0A%7B%22level%22%3A60%7D"}' });
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ level: 30, statusCode: 404 });
    expect(lines.some((line) => line.level === 60)).toBe(false);
  });

  it('writes the line of a request whose client hung up before the reply', async () => {
    const passwords = createWorkQueue({ concurrency: 1, waiting: 1 });
    const { app, lines } = await appWithLogLines(passwords);
    const member = testApp ? await registerMember(testApp) : undefined;
    let release!: () => void;
    void passwords.run(() => new Promise<void>((resolve) => (release = resolve)));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const client = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/authentication/login',
      headers: { 'content-type': 'application/json' },
    });
    client.on('error', () => undefined);
    client.end(JSON.stringify({ email: member?.email, password: member?.password }));
    await until(() => passwords.waiting === 1, 'the sign-in to wait in line');
    const before = lines.length;
    client.destroy();
    await until(() => lines.length > before, 'a line for the abandoned sign-in');
    release();

    expect(lines.slice(before)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/authentication/login',
        abandoned: true,
        msg: 'request',
      }),
    ]);
  });
});
