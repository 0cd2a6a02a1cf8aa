import { afterEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
});

/** An app logging at info into an array of parsed lines. */
async function appWithLogLines() {
  const lines: Record<string, unknown>[] = [];
  testApp = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => lines.push(JSON.parse(line)) } },
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
});
