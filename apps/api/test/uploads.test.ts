import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember, get } from './support/accounts';
import { createdPostId } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The stored photos, served as static files under /uploads/: only a stored photo's own name
 * finds a file, and every other address is a 404 in the error shape, never a file of DATA_DIR.
 */

const OUTSIDE = 'a file of DATA_DIR, outside the uploads folder';
const HIDDEN = 'a dotfile inside the uploads folder';
const IN_FLIGHT = 'a photo still being written';

let testApp: TestApp;
let photoName: string;

interface Reply {
  status: number;
  type: string | undefined;
  body: string;
}

/** Sends the path as written, over HTTP: a client library would resolve its `..` first. */
function sendAsWritten(method: 'GET' | 'HEAD', pathAsWritten: string): Promise<Reply> {
  const { port } = testApp.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path: pathAsWritten }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  const member = await createMember(testApp);
  const postId = await createdPostId(testApp, member.token);
  const post = (await get(testApp, `/Posting/posts/${postId}`, member.token)).json<{
    images: { url: string }[];
  }>();
  photoName = path.basename(new URL(post.images[0]?.url ?? '').pathname);
  const uploads = path.join(testApp.config.dataDir, 'uploads');
  await writeFile(path.join(testApp.config.dataDir, 'outside.txt'), OUTSIDE);
  await writeFile(path.join(uploads, '.hidden'), HIDDEN);
  await writeFile(path.join(uploads, `${photoName}.0f3c.tmp`), IN_FLIGHT);
  await mkdir(path.join(uploads, 'folder'));
  await writeFile(path.join(uploads, 'folder', 'inside.webp'), IN_FLIGHT);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /uploads/', () => {
  it('serves a stored photo by its name', async () => {
    const photo = await sendAsWritten('GET', `/uploads/${photoName}`);
    expect(photo.status).toBe(200);
    expect(photo.type).toBe('image/webp');
  });

  it('answers 404 in the error shape where no photo is, and never a file outside the folder', async () => {
    // Every file DATA_DIR holds beside the folder (the database, the secrets), besides ours.
    const besides = (await readdir(testApp.config.dataDir)).filter((name) => name !== 'uploads');
    expect(besides).toContain('outside.txt');
    const climbs = besides.flatMap((name) => [
      `/uploads/..%2f${name}`,
      `/uploads/..%2F${name}`,
      `/uploads/%2e%2e%2f${name}`,
      `/uploads/%2E%2E/${name}`,
      `/uploads/.%2e/${name}`,
      `/uploads/../${name}`,
      `/uploads/./../${name}`,
      `/uploads/..%5c${name}`,
      `/uploads/..\\${name}`,
      `/uploads/%252e%252e%252f${name}`,
      `/uploads/....//${name}`,
      `/uploads/folder/..%2f..%2f${name}`,
      `/uploads/${encodeURIComponent(path.join(testApp.config.dataDir, name))}`,
    ]);
    for (const url of [
      '/uploads/',
      '/uploads',
      '/uploads/.hidden',
      '/uploads/..%2f',
      '/uploads/..',
      '/uploads/%2e%2e',
      '/uploads/.',
      '/uploads//',
      '/uploads/folder',
      '/uploads/folder/',
      '/uploads/folder/inside.webp',
      '/uploads/%2fetc%2fpasswd',
      '/uploads//etc/passwd',
      `/uploads/${photoName}.0f3c.tmp`,
      `/uploads/${photoName}/`,
      `/uploads/${'0'.repeat(64)}.webp`,
      ...climbs,
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const reply = await sendAsWritten(method, url);
        expect(reply.status, `${method} ${url}`).toBe(404);
        expect(reply.type, `${method} ${url}`).toMatch(/^application\/json/);
        if (method === 'HEAD') continue;
        expect(JSON.parse(reply.body), url).toEqual({
          message: expect.any(String),
          code: 'ROUTE_NOT_FOUND',
        });
        for (const planted of [OUTSIDE, HIDDEN, IN_FLIGHT]) {
          expect(reply.body, url).not.toContain(planted);
        }
      }
    }
  });
});
