import type { FastifyRequest, RouteOptions } from 'fastify';
import { vi } from 'vitest';

import { storedFiles } from '../support/posts';
import { everyTable } from '../support/refusals';
import { createTestApp, type TestApp } from '../support/test-app';
import { TABLES } from '../support/test-database';
import { fuzzRoutes, type FuzzRoute } from './request-plans';

/** The header that asks the hold hook to keep a request waiting, naming the hold. */
export const HOLD_HEADER = 'x-fuzz-hold';

/**
 * How much slower the app's clock runs than the wall's: work the app does when it comes due (the
 * email about a message left unread, a notification held for the morning) stays away during a
 * run, so what changes between two snapshots is the request's doing.
 */
const CLOCK_SLOWDOWN = 100;

/** Every table, the stored photos and the outbox, each as text. */
export type Snapshot = Record<string, string>;

/** The parts of two snapshots that differ: table names, `uploads`, `outbox`. */
export function changedParts(before: Snapshot, after: Snapshot): string[] {
  const parts = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...parts].filter((part) => before[part] !== after[part]);
}

/** Long enough for what a reply sets going on the next turn (a file append) to finish. */
const AFTER_REPLY_MS = 20;

interface Hold {
  reached: () => void;
  released: Promise<void>;
}

export interface FuzzApp {
  testApp: TestApp;
  /** every route the app registered, one per method, as its route table has them */
  routes: FuzzRoute[];
  /** the log lines the app wrote (at error level and above) */
  logLines: string[];
  /** every table, the stored photos and the outbox: what a refused request must leave alone */
  snapshot(): Promise<Snapshot>;
  /** the app's clock */
  now(): number;
  /** resolves once what requests set going after their replies (emails, pushes) is done */
  settled(): Promise<void>;
  /**
   * Holds the request that carries HOLD_HEADER `id` once it has passed its route's session
   * hook, until `release` is called; `reached` resolves when it waits there.
   */
  hold(id: string): { reached: Promise<void>; release: () => void };
  /** closes the app and gives back the real `fetch`, for the next file in the same worker */
  close(): Promise<void>;
}

/**
 * A test app for the fuzzer: rate limits off (they would refuse most of a run), errors logged
 * where the fuzzer reads them, its routes collected from the route table as they are registered,
 * and no push ever leaving the machine (a fuzzed subscription names a real push service).
 */
export async function createFuzzApp(): Promise<FuzzApp> {
  vi.stubGlobal('fetch', async (url: unknown) => {
    throw new Error(`the fuzzer sends nothing off the machine: ${String(url)}`);
  });
  const registered: RouteOptions[] = [];
  const holds = new Map<string, Hold>();
  const waitIfHeld = async (request: FastifyRequest) => {
    const id = request.headers[HOLD_HEADER];
    const hold = typeof id === 'string' ? holds.get(id) : undefined;
    if (!hold) return;
    hold.reached();
    await hold.released;
  };
  const logLines: string[] = [];
  const start = Date.now();
  const now = () => start + Math.floor((Date.now() - start) / CLOCK_SLOWDOWN);
  const testApp = await createTestApp(
    { RATE_LIMITS: 'off', LOG_LEVEL: 'error' },
    {
      onRoute: (route) => {
        registered.push(route);
        // After the route's own session hook: who is asking is settled when it waits.
        route.onRequest = [route.onRequest ?? [], waitIfHeld].flat();
      },
      logStream: { write: (line: string) => logLines.push(line) },
      now,
    },
  );
  return {
    testApp,
    routes: fuzzRoutes(testApp.app, registered),
    logLines,
    now,
    async snapshot() {
      const tables = await everyTable(testApp);
      return {
        ...Object.fromEntries(TABLES.map((table, index) => [table, JSON.stringify(tables[index])])),
        uploads: JSON.stringify(await storedFiles(testApp)),
        outbox: JSON.stringify(await testApp.readOutbox()),
      };
    },
    async settled() {
      // A reply's follow-up work starts on the next turn of the event loop (setImmediate).
      await new Promise((resolve) => setTimeout(resolve, AFTER_REPLY_MS));
      await testApp.deliveriesSettled();
    },
    hold(id) {
      let reached = () => {};
      let release = () => {};
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(id, { reached, released });
      return {
        reached: reachedPromise,
        release: () => {
          holds.delete(id);
          release();
        },
      };
    },
    async close() {
      await testApp.close();
      vi.unstubAllGlobals();
    },
  };
}
