import { readFile } from 'node:fs/promises';

import autocannon from 'autocannon';

import { multipartBody, postFields } from '../../apps/api/test/support/posts';
import type { BenchServerInfo } from './protocol';

/**
 * The mixed scenario: 200 connections at once, split between reading the feed, opening post
 * pages, signing in (argon2) and creating posts with a photo (sharp, a disk write, a database
 * write), each part by its own autocannon so each is reported apart. It shows how the API
 * holds when the slow work competes with the fast: errors (no reply within 10 s, a reset
 * connection), non-2xx replies (a 503 of a full queue) and the p99 of creates.
 */

interface MixedPart {
  name: string;
  connections: number;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface MixedPartResult {
  part: string;
  connections: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface MixedResult {
  connections: number;
  durationSeconds: number;
  errors: number;
  non2xx: number;
  createP99Ms: number;
  parts: MixedPartResult[];
}

/** No reply within this long counts as an error, as a client giving up would. */
const TIMEOUT_SECONDS = 10;
const CREATE = 'POST /create_post with a photo';

async function mixedParts(server: BenchServerInfo): Promise<MixedPart[]> {
  const session = { authorization: `Bearer ${server.token}` };
  const form = multipartBody(postFields(), [
    { name: 'photo.jpg', type: 'image/jpeg', content: await readFile(server.photoPath) },
  ]);
  return [
    { name: 'GET /posts', connections: 80, method: 'GET', path: '/posts' },
    {
      name: 'GET /Posting/posts/:id',
      connections: 60,
      method: 'GET',
      path: `/Posting/posts/${server.postId}`,
      headers: session,
    },
    {
      name: 'POST /authentication/login',
      connections: 30,
      method: 'POST',
      path: '/authentication/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.signIn),
    },
    {
      name: CREATE,
      connections: 30,
      method: 'POST',
      path: '/create_post',
      headers: { ...session, ...form.headers },
      body: form.payload,
    },
  ];
}

export async function runMixed(
  server: BenchServerInfo,
  durationSeconds: number,
): Promise<MixedResult> {
  const parts = await mixedParts(server);
  const results = await Promise.all(
    parts.map((part) =>
      autocannon({
        url: `${server.baseUrl}${part.path}`,
        method: part.method,
        headers: part.headers,
        body: part.body,
        connections: part.connections,
        duration: durationSeconds,
        timeout: TIMEOUT_SECONDS,
      }),
    ),
  );
  const partResults = parts.map((part, index) => {
    const result = results[index] as autocannon.Result;
    return {
      part: part.name,
      connections: part.connections,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
  });
  return {
    connections: parts.reduce((sum, part) => sum + part.connections, 0),
    durationSeconds,
    errors: partResults.reduce((sum, part) => sum + part.errors, 0),
    non2xx: partResults.reduce((sum, part) => sum + part.non2xx, 0),
    createP99Ms: partResults.find((part) => part.part === CREATE)?.p99Ms ?? 0,
    parts: partResults,
  };
}
