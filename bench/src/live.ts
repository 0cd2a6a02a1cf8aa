import { readFile } from 'node:fs/promises';

import autocannon from 'autocannon';

import { multipartBody, postFields } from '../../apps/api/test/support/posts';
import { serverState } from './mixed';
import type { BenchServerInfo } from './protocol';
import type { Scenario } from './scenarios';

/**
 * The live scenario: the cold reads (searches as people search, filters, cursors at any depth,
 * post pages by any id) drawn in turn on 50 connections while members write at a plausible
 * rate: a new post with a photo every second, a claim every second and five messages a second.
 * Each write clears what the feed keeps, as it will, so the reads find fewer kept pages than
 * in their own cold scenarios. It reports the reads as the other scenarios are reported, with
 * the share a kept page answered, and each kind of write with its count, failures and p99.
 */

export interface LiveWrites {
  kind: string;
  perSecond: number;
  sent: number;
  failed: number;
  /** the failures by status ('error' for no reply) */
  failures: Record<string, number>;
  p99Ms: number;
}

export interface LiveResult {
  reads: autocannon.Result;
  /** the share of the reads a kept page answered */
  kept: number;
  writes: LiveWrites[];
}

const CONNECTIONS = 50;

/** The 99th percentile of `values` (ms), rounded. */
function p99(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0);
}

/** Sends `write` every `everyMs` until stopped, timing each and counting those refused. */
function steadyWrites(kind: string, everyMs: number, write: () => Promise<Response>) {
  const times: number[] = [];
  let sent = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const fail = (why: string) => {
    failed += 1;
    failures[why] = (failures[why] ?? 0) + 1;
  };
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    sent += 1;
    const done = write()
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) fail(String(response.status));
      })
      .catch(() => fail('error'))
      .finally(() => {
        times.push(performance.now() - started);
        inFlight.delete(done);
      });
    inFlight.add(done);
  }, everyMs);
  return {
    async stop(): Promise<LiveWrites> {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { kind, perSecond: 1000 / everyMs, sent, failed, failures, p99Ms: p99(times) };
    },
  };
}

export async function runLive(
  server: BenchServerInfo,
  coldReads: readonly Scenario[],
  durationSeconds: number,
): Promise<LiveResult> {
  const [author, other, ...claimants] = server.members ?? [];
  if (!author || !other || claimants.length === 0) {
    throw new Error('the live scenario needs members with a session (BENCH_SOCKET_MEMBERS)');
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const photo = server.photos.at(-1);
  if (!photo) throw new Error('no photo for the live scenario');
  const form = multipartBody(postFields(), [
    { name: 'photo.jpg', type: 'image/jpeg', content: await readFile(photo.path) },
  ]);
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let turn = 0;
  let claims = 0;
  const writes = [
    steadyWrites('a post with a photo', 1000, () =>
      fetch(`${server.baseUrl}/create_post`, {
        method: 'POST',
        headers: { ...bearer(author.token), ...form.headers },
        body: form.payload,
      }),
    ),
    // Claimants in turn: a member may have 5 claims waiting for their donors at once.
    steadyWrites('a claim', 1000, () => {
      claims += 1;
      const claimant = claimants[claims % claimants.length] ?? other;
      return post('/api/donations/claims', claimant.token, {
        post_id: 1 + Math.floor(Math.random() * server.newestId),
      });
    }),
    steadyWrites('a message', 200, () => {
      turn += 1;
      const [from, to] = turn % 2 === 0 ? [author, other] : [other, author];
      return post('/messages', from.token, { receiver_id: to.id, content: `Still there? ${turn}` });
    }),
  ];

  const keptBefore = await serverState(server);
  const reads = await autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: durationSeconds,
    requests: [
      {
        setupRequest: (request) => {
          const scenario = coldReads[Math.floor(Math.random() * coldReads.length)];
          return {
            ...request,
            path: scenario?.pickPath?.() ?? scenario?.path ?? '/posts',
            headers: { ...request.headers, ...scenario?.headers },
          };
        },
      },
    ],
  });
  const written = await Promise.all(writes.map((write) => write.stop()));
  const keptAfter = await serverState(server);
  const kept =
    keptAfter.kept.pages.kept +
    keptAfter.kept.posts.kept -
    keptBefore.kept.pages.kept -
    keptBefore.kept.posts.kept;
  return {
    reads,
    kept: reads.requests.total === 0 ? 0 : Math.min(1, kept / reads.requests.total),
    writes: written,
  };
}
