import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { io, type Socket } from 'socket.io-client';

import type { ClientToServerEvents, ServerToClientEvents } from '@tabarru/contract/realtime';

import { REALTIME_MEMORY_PATH, type RealtimeServerInfo } from './protocol';

/**
 * The realtime scenario: a thousand members connected by socket (websocket, the token in the
 * handshake), each to one of the API instances, sending each other messages the way the web
 * app does (POST /messages at the sender's instance) at a steady rate; a message counts as
 * delivered when the receiver's socket gets it. Everything runs in this process, apart from
 * the API instances, so one clock times a message from its request to its arrival.
 */

export interface RealtimeOptions {
  instances: 1 | 2;
  members: number;
  /** messages a second, over all members */
  rate: number;
  durationSeconds: number;
  /** seconds of sending first that are not measured, while the instances warm up */
  warmupSeconds: number;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
}

export interface RealtimeResult {
  instances: number;
  database: string;
  members: number;
  connected: number;
  /** accepted by the API (201) */
  sent: number;
  /** refused or without a reply */
  failed: number;
  /** the failures by status, or by the error of a request without a reply */
  failures: Record<string, number>;
  delivered: number;
  lost: number;
  doubled: number;
  messagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** memory (heap and external) the instances hold per connected socket, in KB */
  memoryPerConnectionKb: number;
}

export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SERVER = fileURLToPath(new URL('./realtime-server.ts', import.meta.url));
const TICK_MS = 10;
const CONNECT_BATCH = 100;
/** After the last message is sent, how long the stragglers have to arrive. */
const DRAIN_MS = 10_000;

function startInstance(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; info: RealtimeServerInfo }> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', SERVER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a realtime bench server exited with ${code}`)));
    lines.once('line', (line) => resolve({ child, info: JSON.parse(line) as RealtimeServerInfo }));
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The JavaScript heap and the memory outside it (socket buffers) an instance holds. */
async function memoryOf(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}${REALTIME_MEMORY_PATH}`);
  const { heapUsed, external } = (await response.json()) as { heapUsed: number; external: number };
  return heapUsed + external;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A member's socket as the web app opens it: websocket, the token in the handshake. */
export function connect(baseUrl: string, token: string): Promise<BenchSocket> {
  const socket: BenchSocket = io(baseUrl, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function runRealtime(options: RealtimeOptions): Promise<RealtimeResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-bench-realtime-'));
  const shared = {
    BENCH_DATA_DIR: dataDir,
    BENCH_MEMBERS: String(options.members),
    BENCH_DATABASE_URL: options.databaseUrl ?? '',
    BENCH_REDIS_URL: options.instances > 1 ? (options.redisUrl ?? '') : '',
    BENCH_REDIS_CHANNEL: `tabarru-bench:${randomBytes(6).toString('hex')}`,
    BENCH_PG_SCHEMA: `bench_realtime_${randomBytes(6).toString('hex')}`,
  };
  const children: ChildProcess[] = [];
  const sockets: BenchSocket[] = [];
  try {
    const first = await startInstance({ ...shared, BENCH_SEED: '1' });
    children.push(first.child);
    const bases = [first.info.baseUrl];
    if (options.instances > 1) {
      const second = await startInstance(shared);
      children.push(second.child);
      bases.push(second.info.baseUrl);
    }
    const members = first.info.members;
    const instanceOf = (index: number) => bases[index % bases.length] ?? first.info.baseUrl;
    const before = await Promise.all(bases.map(memoryOf));

    const sentAt = new Map<number, number>();
    const arrived = new Set<number>();
    /** the last message of the warm-up: those up to it are not measured */
    let lastWarmup = Number.POSITIVE_INFINITY;
    const latencies: number[] = [];
    let doubled = 0;
    for (let start = 0; start < members.length; start += CONNECT_BATCH) {
      const batch = members.slice(start, start + CONNECT_BATCH);
      const connected = await Promise.all(
        batch.map((member, offset) => connect(instanceOf(start + offset), member.token)),
      );
      for (const socket of connected) {
        socket.on('private_message', (message, ack) => {
          const sequence = Number(message.message.slice('bench '.length));
          const at = sentAt.get(sequence);
          if (arrived.has(sequence)) doubled += 1;
          else if (at !== undefined && sequence > lastWarmup)
            latencies.push(performance.now() - at);
          arrived.add(sequence);
          sentAt.delete(sequence);
          ack(true);
        });
      }
      sockets.push(...connected);
    }
    const after = await Promise.all(bases.map(memoryOf));

    let sent = 0;
    let failed = 0;
    let failures: Record<string, number> = {};
    const fail = (number: number, reason: string) => {
      failed += 1;
      failures[reason] = (failures[reason] ?? 0) + 1;
      sentAt.delete(number);
    };
    let sequence = 0;
    let owed = 0;
    const inFlight = new Set<Promise<void>>();
    const sendOne = () => {
      const from = Math.floor(Math.random() * members.length);
      let to = Math.floor(Math.random() * (members.length - 1));
      if (to >= from) to += 1;
      sequence += 1;
      const number = sequence;
      const sender = members[from];
      const receiver = members[to];
      if (!sender || !receiver) return;
      sentAt.set(number, performance.now());
      const request = fetch(`${instanceOf(from)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ receiver_id: receiver.id, content: `bench ${number}` }),
      })
        .then(async (response) => {
          const body = await response.text();
          if (response.status === 201) sent += 1;
          else fail(number, `${response.status} ${body.slice(0, 120)}`);
        })
        .catch((error: unknown) => fail(number, String(error)))
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    };
    const sendFor = (seconds: number) =>
      new Promise<void>((resolve) => {
        const from = performance.now();
        const timer = setInterval(() => {
          if (performance.now() - from >= seconds * 1000) {
            clearInterval(timer);
            resolve();
            return;
          }
          owed += (options.rate * TICK_MS) / 1000;
          for (; owed >= 1; owed -= 1) sendOne();
        }, TICK_MS);
      });
    await sendFor(options.warmupSeconds);
    lastWarmup = sequence;
    await Promise.all(inFlight);
    const [sentInWarmup, failedInWarmup] = [sent, failed];
    failures = {};
    const started = performance.now();
    await sendFor(options.durationSeconds);
    await Promise.all(inFlight);
    const drainUntil = performance.now() + DRAIN_MS;
    while (sentAt.size > 0 && performance.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const elapsedSeconds = (performance.now() - started) / 1000;

    latencies.sort((one, other) => one - other);
    const connections = sockets.length;
    const held = after.reduce((sum, memory, index) => sum + memory - (before[index] ?? 0), 0);
    return {
      instances: options.instances,
      database: first.info.database,
      members: members.length,
      connected: connections,
      sent: sent - sentInWarmup,
      failed: failed - failedInWarmup,
      failures,
      delivered: latencies.length,
      lost: sentAt.size,
      doubled,
      messagesPerSecond: Math.round(
        latencies.length / Math.min(elapsedSeconds, options.durationSeconds),
      ),
      p50Ms: round(percentile(latencies, 0.5)),
      p99Ms: round(percentile(latencies, 0.99)),
      maxMs: round(latencies.at(-1) ?? 0),
      memoryPerConnectionKb: round(held / connections / 1024),
    };
  } finally {
    for (const socket of sockets) socket.close();
    // The seeding instance goes last: on PostgreSQL it drops the scenario's schema.
    for (const child of children.slice(1)) await stopped(child);
    if (children[0]) await stopped(children[0]);
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}
