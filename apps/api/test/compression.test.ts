import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createMember } from './support/accounts';
import { createdPostId } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeEach(async () => {
  testApp = await createTestApp();
  const member = await createMember(testApp);
  // Enough cards for a page well above the compression threshold.
  for (let index = 0; index < 3; index += 1) await createdPostId(testApp, member.token);
});

afterEach(async () => {
  await testApp.close();
});

function feedWith(acceptEncoding?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/posts',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('compressed replies', () => {
  it('sends a feed page in brotli to a client that accepts it, decoding to the same JSON', async () => {
    const plain = await feedWith();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await feedWith('gzip, br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const plain = await feedWith();
    const compressed = await feedWith('gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a small reply as it is', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
