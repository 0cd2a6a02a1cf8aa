import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';
import { mixedParts, serverState, slopePerMinute, type MixedPart } from './mixed';
import type { BenchServerInfo } from './protocol';
import { connect, type BenchSocket } from './realtime';

/**
 * The soak: the mixed load (feed, search, post pages, sign-ins, creates with a photo: 200
 * connections) and members connected by socket messaging each other, held for minutes, with
 * everything counted per window of `windowSeconds`: requests, errors, 503s and p99 per kind,
 * messages sent and delivered, the server's memory and open handles. What it looks for is a
 * trend: a leak, a queue or a latency that grows while the load stays the same.
 */

export interface SoakOptions {
  durationSeconds: number;
  windowSeconds: number;
  /** messages a second, over all the connected members */
  messagesPerSecond: number;
}

export interface SoakWindow {
  endsAtSeconds: number;
  rssMb: number;
  heapUsedMb: number;
  /** the server's open handles and requests (process.getActiveResourcesInfo) */
  openHandles: number;
  parts: { part: string; requests: number; errors: number; status503: number; p99Ms: number }[];
  messages: { sent: number; failed: number; delivered: number; p99Ms: number };
}

export interface SoakResult {
  durationSeconds: number;
  connections: number;
  sockets: number;
  windows: SoakWindow[];
  totals: { requests: number; errors: number; status503: number; otherNon2xx: number };
  messages: {
    sent: number;
    failed: number;
    delivered: number;
    lost: number;
    /** the failed sends by the reply's status, or 'no reply' and why */
    failures: Record<string, number>;
  };
  /** least-squares slopes past the first fifth of the run, per minute */
  trend: {
    heapUsedMbPerMinute: number;
    rssMbPerMinute: number;
    openHandlesPerMinute: number;
    p99MsPerMinute: Record<string, number>;
  };
}

/** No reply within this long counts as an error, as a client giving up would. */
const TIMEOUT_SECONDS = 10;
const MB = 1024 * 1024;
const TICK_MS = 10;
const CONNECT_BATCH = 100;
const SEARCHES = ['table', 'grey sofa', 'school books', 'طاوله', 'الطاولة خشب', 'scratches'];

/** The mixed scenario's parts with 30 of the feed's connections searching instead. */
async function soakParts(server: BenchServerInfo): Promise<MixedPart[]> {
  const photo = server.photos.at(-1);
  if (!photo) throw new Error('the bench server wrote no photo');
  let search = 0;
  const searching: MixedPart = {
    name: 'GET /posts?q=',
    connections: 30,
    method: 'GET',
    path: '/posts?q=table',
    pickPath: () => `/posts?q=${encodeURIComponent(SEARCHES[search++ % SEARCHES.length] ?? '')}`,
  };
  return (await mixedParts(server, photo.path)).flatMap((part) =>
    part.path === '/posts' ? [{ ...part, connections: 50 }, searching] : [part],
  );
}

/** One kind's figures over the current window. */
class WindowCounts {
  requests = 0;
  errors = 0;
  status503 = 0;
  otherNon2xx = 0;
  latencies: number[] = [];

  record(statusCode: number, milliseconds: number) {
    this.requests += 1;
    this.latencies.push(milliseconds);
    if (statusCode === 503) this.status503 += 1;
    else if (statusCode < 200 || statusCode >= 300) this.otherNon2xx += 1;
  }
}

export function percentile(values: number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((one, other) => one - other);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Why a fetch got no reply: the socket's error code (ECONNRESET…) or the error's name (TimeoutError). */
function noReplyReason(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : String(error);
}

/** The members' sockets, and REST messages between them at a steady rate, counted per window. */
async function messaging(server: BenchServerInfo, messagesPerSecond: number) {
  const members = server.members ?? [];
  const sockets: BenchSocket[] = [];
  const sentAt = new Map<number, number>();
  let window = { sent: 0, failed: 0, delivered: 0, latencies: [] as number[] };
  const totals = { sent: 0, failed: 0, delivered: 0 };
  /** why sends failed: the reply's status, or 'no reply' and why */
  const failures: Record<string, number> = {};
  for (let start = 0; start < members.length; start += CONNECT_BATCH) {
    const batch = members.slice(start, start + CONNECT_BATCH);
    const connected = await Promise.all(
      batch.map((member) => connect(server.baseUrl, member.token)),
    );
    for (const socket of connected) {
      socket.on('private_message', (message, ack) => {
        const sequence = Number(message.message.slice('soak '.length));
        const at = sentAt.get(sequence);
        if (at !== undefined) {
          window.delivered += 1;
          totals.delivered += 1;
          window.latencies.push(performance.now() - at);
          sentAt.delete(sequence);
        }
        ack(true);
      });
    }
    sockets.push(...connected);
  }

  let sequence = 0;
  let owed = 0;
  const failed = (number: number, why: string) => {
    failures[why] = (failures[why] ?? 0) + 1;
    window.failed += 1;
    totals.failed += 1;
    sentAt.delete(number);
  };
  const sendOne = () => {
    const from = Math.floor(Math.random() * members.length);
    let to = Math.floor(Math.random() * (members.length - 1));
    if (to >= from) to += 1;
    const sender = members[from];
    const receiver = members[to];
    if (!sender || !receiver) return;
    sequence += 1;
    const number = sequence;
    sentAt.set(number, performance.now());
    fetch(`${server.baseUrl}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ receiver_id: receiver.id, content: `soak ${number}` }),
      signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 201) return failed(number, String(response.status));
        window.sent += 1;
        totals.sent += 1;
      })
      .catch((error: unknown) => failed(number, `no reply: ${noReplyReason(error)}`));
  };
  const timer = setInterval(() => {
    owed += (messagesPerSecond * TICK_MS) / 1000;
    for (; owed >= 1; owed -= 1) sendOne();
  }, TICK_MS);

  return {
    sockets: sockets.length,
    takeWindow() {
      const taken = window;
      window = { sent: 0, failed: 0, delivered: 0, latencies: [] };
      return {
        sent: taken.sent,
        failed: taken.failed,
        delivered: taken.delivered,
        p99Ms: Math.round(percentile(taken.latencies, 0.99)),
      };
    },
    async stop() {
      clearInterval(timer);
      // What is still on its way gets a moment to arrive before it counts as lost.
      const until = performance.now() + 5000;
      while (sentAt.size > 0 && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const socket of sockets) socket.close();
      return { ...totals, lost: sentAt.size, failures: { ...failures } };
    },
  };
}

export async function runSoak(server: BenchServerInfo, options: SoakOptions): Promise<SoakResult> {
  const parts = await soakParts(server);
  const counts = new Map(parts.map((part) => [part.name, new WindowCounts()]));
  const totals = { requests: 0, errors: 0, status503: 0, otherNon2xx: 0 };
  const messages = await messaging(server, options.messagesPerSecond);

  const runs = parts.map(
    (part) =>
      new Promise<void>((resolve, reject) => {
        const instance = autocannon(
          {
            url: `${server.baseUrl}${part.path}`,
            method: part.method,
            headers: part.headers,
            body: part.body,
            connections: part.connections,
            duration: options.durationSeconds,
            timeout: TIMEOUT_SECONDS,
            ...(part.pickPath && {
              requests: [{ setupRequest: (request) => ({ ...request, path: part.pickPath?.() }) }],
            }),
          },
          (error) => (error ? reject(error as Error) : resolve()),
        );
        instance.on('response', (_client, statusCode, _bytes, milliseconds) =>
          counts.get(part.name)?.record(statusCode, milliseconds),
        );
        instance.on('reqError', () => {
          const partCounts = counts.get(part.name);
          if (partCounts) partCounts.errors += 1;
        });
      }),
  );

  const started = performance.now();
  const windows: SoakWindow[] = [];
  const closeWindow = async () => {
    const state = await serverState(server);
    const window: SoakWindow = {
      endsAtSeconds: Math.round((performance.now() - started) / 1000),
      rssMb: Math.round(state.memory.rss / MB),
      heapUsedMb: Math.round(state.memory.heapUsed / MB),
      openHandles: state.openHandles,
      parts: parts.map((part) => {
        const partCounts = counts.get(part.name) ?? new WindowCounts();
        counts.set(part.name, new WindowCounts());
        totals.requests += partCounts.requests;
        totals.errors += partCounts.errors;
        totals.status503 += partCounts.status503;
        totals.otherNon2xx += partCounts.otherNon2xx;
        return {
          part: part.name,
          requests: partCounts.requests,
          errors: partCounts.errors,
          status503: partCounts.status503,
          p99Ms: Math.round(percentile(partCounts.latencies, 0.99)),
        };
      }),
      messages: messages.takeWindow(),
    };
    windows.push(window);
    process.stdout.write(
      `${window.endsAtSeconds} s: rss ${window.rssMb} MB, heap ${window.heapUsedMb} MB, ${window.openHandles} handles, ` +
        window.parts
          .map(
            (part) => `${part.part} p99 ${part.p99Ms} ms (${part.errors + part.status503} failed)`,
          )
          .join(', ') +
        `, messages p99 ${window.messages.p99Ms} ms (${window.messages.delivered} delivered)\n`,
    );
  };
  const sampler = setInterval(() => void closeWindow(), options.windowSeconds * 1000);
  await Promise.all(runs);
  clearInterval(sampler);
  const messageTotals = await messages.stop();
  await closeWindow();

  const fitted = windows.filter(
    (window) => window.endsAtSeconds >= options.durationSeconds / 5 && window.parts[0]?.requests,
  );
  const seconds = fitted.map((window) => window.endsAtSeconds);
  const slope = (values: number[]) => Number(slopePerMinute(seconds, values).toFixed(2));
  return {
    durationSeconds: options.durationSeconds,
    connections: parts.reduce((sum, part) => sum + part.connections, 0),
    sockets: messages.sockets,
    windows,
    totals,
    messages: messageTotals,
    trend: {
      heapUsedMbPerMinute: slope(fitted.map((window) => window.heapUsedMb)),
      rssMbPerMinute: slope(fitted.map((window) => window.rssMb)),
      openHandlesPerMinute: slope(fitted.map((window) => window.openHandles)),
      p99MsPerMinute: Object.fromEntries(
        [...parts.map((part) => part.name), 'messages'].map((name) => [
          name,
          slope(
            fitted.map((window) =>
              name === 'messages'
                ? window.messages.p99Ms
                : (window.parts.find((part) => part.part === name)?.p99Ms ?? 0),
            ),
          ),
        ]),
      ),
    },
  };
}
