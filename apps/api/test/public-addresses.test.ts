import { afterEach, describe, expect, it } from 'vitest';

import { createMember } from './support/accounts';
import { createPost } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Out of the box (no PUBLIC_WEB_URL, no PUBLIC_API_URL) the site works at whatever address it is
 * opened at; a deployment's explicit addresses stay the only ones (infra/public-addresses.ts).
 */

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

const OUT_OF_THE_BOX = { PUBLIC_WEB_URL: '', PUBLIC_API_URL: '' };

function preflight(origin: string) {
  return testApp.app.inject({
    method: 'OPTIONS',
    url: '/posts',
    headers: { origin, 'access-control-request-method': 'GET' },
  });
}

async function feedImagesAt(host: string): Promise<string[]> {
  const reply = await testApp.app.inject({ method: 'GET', url: '/posts', headers: { host } });
  return reply
    .json<{ posts: { attached_photo_url: string }[] }>()
    .posts.map((card) => card.attached_photo_url);
}

describe('the addresses of the site', () => {
  it('out of the box, answers pages of the web port at any address, and names photos by the address reached', async () => {
    testApp = await createTestApp(OUT_OF_THE_BOX);
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.2:3000',
      'http://192.168.1.20:3000',
    ]) {
      const reply = await preflight(origin);
      expect(reply.headers['access-control-allow-origin'], origin).toBe(origin);
    }
    expect((await preflight('http://evil.example')).headers['access-control-allow-origin']).toBe(
      undefined,
    );

    const member = await createMember(testApp);
    expect((await createPost(testApp, member.token)).statusCode).toBe(201);
    const [fromPhone] = await feedImagesAt('192.168.1.20:3001');
    expect(fromPhone).toMatch(/^http:\/\/192\.168\.1\.20:3001\/uploads\/[0-9a-f]{64}-480\.webp$/);
    const [fromHere] = await feedImagesAt('127.0.0.1:3001');
    expect(fromHere).toMatch(/^http:\/\/127\.0\.0\.1:3001\/uploads\//);
    // A Host that is not a plain host and port names nothing: the default address is used.
    const [odd] = await feedImagesAt('evil.example/x');
    expect(odd).toMatch(/^http:\/\/localhost:3001\/uploads\//);
  });

  it('with PUBLIC_WEB_URL and PUBLIC_API_URL set, keeps to them whatever a request says', async () => {
    testApp = await createTestApp({
      PUBLIC_WEB_URL: 'https://tabarru.example.jo',
      PUBLIC_API_URL: 'https://api.tabarru.example.jo',
    });
    expect(
      (await preflight('https://tabarru.example.jo')).headers['access-control-allow-origin'],
    ).toBe('https://tabarru.example.jo');
    expect(
      (await preflight('http://127.0.0.1:3000')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const member = await createMember(testApp);
    expect((await createPost(testApp, member.token)).statusCode).toBe(201);
    const [image] = await feedImagesAt('192.168.1.20:3001');
    expect(image).toMatch(/^https:\/\/api\.tabarru\.example\.jo\/uploads\//);
  });
});
