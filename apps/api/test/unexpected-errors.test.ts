import { afterEach, describe, expect, it } from 'vitest';

import { get } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

/** What a reply may never show: a stack, a file of the server, SQL or the driver's words. */
const LEAKS = [/\bat \S+ \(/, /node_modules|\/src\//, /stack/i, /select|sqlite|kysely|driver/i];

describe('an unexpected failure', () => {
  it('answers a generic 500 in the error shape and logs the error with its stack', async () => {
    const lines: Record<string, unknown>[] = [];
    testApp = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    );
    // The database going away mid-life is the failure no handler expects.
    await testApp.database.destroy();

    const response = await get(testApp, '/api/stats/counts');

    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe('INTERNAL');
    expect(typeof body.message).toBe('string');
    for (const leak of LEAKS) expect(response.body).not.toMatch(leak);

    const errors = lines.filter((line) => (line.level as number) >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).toMatch(/"stack":/);
  });
});
