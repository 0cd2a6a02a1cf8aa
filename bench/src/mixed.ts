import { readFile } from 'node:fs/promises';

import autocannon from 'autocannon';

import { multipartBody, postFields } from '../../apps/api/test/support/posts';
import { SERVER_STATE_PATH, type BenchServerInfo, type ServerState } from './protocol';

/**
 * The mixed scenario: 200 connections at once, split between reading the feed, opening post
 * pages, signing in (argon2) and creating posts with a photo (sharp, a disk write, a database
 * write), each part by its own autocannon so each is reported apart. It shows how the API
 * holds when the slow work competes with the fast: errors (no reply within 10 s, a reset
 * connection), non-2xx replies (a 503 of a full queue) and the p99 of creates.
 */

export interface MixedPart {
  name: string;
  connections: number;
  method: 'GET' | 'POST';
  path: string;
  /** a path per request, for a part that walks through several */
  pickPath?: () => string;
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

/** How the server's memory went during a run: the slope is fitted past its first fifth. */
export interface MemoryTrend {
  samples: { seconds: number; rssMb: number; heapUsedMb: number }[];
  heapSlopeMbPerMinute: number;
  rssSlopeMbPerMinute: number;
}

export interface MixedResult {
  photo: string;
  connections: number;
  durationSeconds: number;
  errors: number;
  non2xx: number;
  createP99Ms: number;
  /** creates whose photos the server processed, and those it refused with 503 for the wait */
  creates: { processed: number; refused: number };
  /** the image queue's waits, over its last 1,024 tasks */
  imageWaitMs: { p50: number; p99: number; max: number };
  memory: MemoryTrend;
  parts: MixedPartResult[];
}

/** No reply within this long counts as an error, as a client giving up would. */
const TIMEOUT_SECONDS = 10;
const CREATE = 'POST /create_post with a photo';
const MB = 1024 * 1024;

export async function mixedParts(server: BenchServerInfo, photoPath: string): Promise<MixedPart[]> {
  const session = { authorization: `Bearer ${server.token}` };
  const form = multipartBody(postFields(), [
    { name: 'photo.jpg', type: 'image/jpeg', content: await readFile(photoPath) },
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

export async function serverState(server: BenchServerInfo): Promise<ServerState> {
  const reply = await fetch(`${server.baseUrl}${SERVER_STATE_PATH}`);
  return (await reply.json()) as ServerState;
}

/** The least-squares slope of `values` over `seconds`, per minute. */
export function slopePerMinute(seconds: readonly number[], values: readonly number[]): number {
  const count = seconds.length;
  if (count < 2) return 0;
  const meanX = seconds.reduce((sum, x) => sum + x, 0) / count;
  const meanY = values.reduce((sum, y) => sum + y, 0) / count;
  let covariance = 0;
  let variance = 0;
  for (let index = 0; index < count; index += 1) {
    const dx = (seconds[index] ?? 0) - meanX;
    covariance += dx * ((values[index] ?? 0) - meanY);
    variance += dx * dx;
  }
  return variance === 0 ? 0 : (covariance / variance) * 60;
}

/** Samples the server's memory every `everySeconds` until stopped. */
function sampleMemory(server: BenchServerInfo, everySeconds: number) {
  const started = performance.now();
  const samples: MemoryTrend['samples'] = [];
  const sample = async () => {
    const { memory } = await serverState(server);
    samples.push({
      seconds: Math.round((performance.now() - started) / 1000),
      rssMb: Math.round(memory.rss / MB),
      heapUsedMb: Math.round(memory.heapUsed / MB),
    });
  };
  const timer = setInterval(() => void sample(), everySeconds * 1000);
  return async (): Promise<MemoryTrend> => {
    clearInterval(timer);
    await sample();
    const fitted = samples.filter((point) => point.seconds >= (samples.at(-1)?.seconds ?? 0) / 5);
    const seconds = fitted.map((point) => point.seconds);
    return {
      samples,
      heapSlopeMbPerMinute: Number(
        slopePerMinute(
          seconds,
          fitted.map((point) => point.heapUsedMb),
        ).toFixed(2),
      ),
      rssSlopeMbPerMinute: Number(
        slopePerMinute(
          seconds,
          fitted.map((point) => point.rssMb),
        ).toFixed(2),
      ),
    };
  };
}

/** The mixed load once per phone photo the server wrote (BENCH_MIXED_PHOTOS picks by name). */
export async function runMixed(
  server: BenchServerInfo,
  durationSeconds: number,
): Promise<MixedResult[]> {
  const picked = process.env.BENCH_MIXED_PHOTOS?.split(',');
  const runs = [];
  for (const photo of server.photos) {
    if (picked && !picked.some((name) => photo.name.includes(name))) continue;
    process.stdout.write(`the mixed load with a ${photo.name} photo, ${durationSeconds} s...\n`);
    runs.push(await runMixedWith(server, photo, durationSeconds));
  }
  return runs;
}

async function runMixedWith(
  server: BenchServerInfo,
  photo: { name: string; path: string },
  durationSeconds: number,
): Promise<MixedResult> {
  const parts = await mixedParts(server, photo.path);
  const before = (await serverState(server)).queues.images;
  const memory = sampleMemory(server, Math.max(1, Math.min(30, durationSeconds / 20)));
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
  const after = (await serverState(server)).queues.images;
  return {
    photo: photo.name,
    connections: parts.reduce((sum, part) => sum + part.connections, 0),
    durationSeconds,
    errors: partResults.reduce((sum, part) => sum + part.errors, 0),
    non2xx: partResults.reduce((sum, part) => sum + part.non2xx, 0),
    createP99Ms: partResults.find((part) => part.part === CREATE)?.p99Ms ?? 0,
    creates: {
      processed: after.started - before.started,
      refused: after.refused - before.refused,
    },
    imageWaitMs: after.waitMs,
    memory: await memory(),
    parts: partResults,
  };
}
