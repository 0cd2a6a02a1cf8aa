import { availableParallelism } from 'node:os';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { ERROR_CODES } from '@tabarru/contract/errors';

import { serviceUnavailable } from './http-errors';

export interface BoundedQueueOptions {
  /** tasks running at once */
  concurrency: number;
  /** tasks waiting for a turn at most, however short their wait: what the line may hold in memory */
  waiting: number;
  /**
   * The longest a task may be expected to wait for its turn: one expected to wait longer is
   * refused at once. Unset, only `waiting` bounds the line.
   */
  maxWaitMs?: number;
  /** what a task of cost 1 is taken to last until tasks have been timed */
  initialTaskMs?: number;
  /** the error a task gets when it would wait too long (a 503 in the app), given that wait */
  whenFull: (expectedWaitMs: number) => Error;
  /** the error a task gets when its caller has gone by the time its turn comes */
  whenAbandoned: () => Error;
}

export interface QueuedTaskOptions {
  /** whether whoever asked for the task has gone (a client that hung up): checked at its turn */
  abandoned?: () => boolean;
  /** the task's size in units of like work, e.g. the photos of a form; 1 unless said */
  cost?: number;
}

/** What a queue has done since it was made: the figures a benchmark or an operator reads. */
export interface BoundedQueueStats {
  started: number;
  refused: number;
  abandoned: number;
  /** the waits of the last tasks started (up to WAITS_KEPT), in milliseconds */
  waitMs: { p50: number; p99: number; max: number };
  /** what a task of cost 1 lasts, as the queue now expects */
  taskMs: number;
}

/** How many recent waits the stats are taken from. */
const WAITS_KEPT = 1024;
/** The weight of the latest task in the expected duration of a task (a moving average). */
const TASK_TIME_WEIGHT = 0.2;
const DEFAULT_INITIAL_TASK_MS = 100;

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

interface Waiting {
  start: () => void;
  cost: number;
}

/**
 * Runs CPU-heavy work a few tasks at a time with a line bounded by the time it takes to move:
 * a task expected to wait longer than `maxWaitMs` (from the cost ahead of it and how long tasks
 * have lasted lately) is refused at once instead of waiting for as long as the load lasts, and
 * one whose caller has gone is dropped when its turn comes instead of being done for nobody.
 * While the work keeps up, nothing is refused; when it cannot, callers learn at once, with the
 * wait they would have had.
 */
export class BoundedQueue {
  #running = 0;
  #runningCost = 0;
  #waitingCost = 0;
  #taskMs: number;
  readonly #line: Waiting[] = [];
  readonly #waits: number[] = [];
  #counts = { started: 0, refused: 0, abandoned: 0 };

  constructor(
    private readonly options: BoundedQueueOptions,
    private readonly now: () => number = performance.now.bind(performance),
  ) {
    this.#taskMs = options.initialTaskMs ?? DEFAULT_INITIAL_TASK_MS;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#line.length;
  }

  /** How long a task arriving now would wait for its turn, as far as the queue can tell. */
  expectedWaitMs(): number {
    return this.#waitBehind(0);
  }

  /** The expected wait of a task behind the line and `before` more tasks of cost 1. */
  #waitBehind(before: number): number {
    if (this.#running + this.#line.length + before < this.options.concurrency) return 0;
    // The running tasks are taken to be half done.
    const costAhead = this.#waitingCost + this.#runningCost / 2 + before;
    return (costAhead * this.#taskMs) / this.options.concurrency;
  }

  stats(): BoundedQueueStats {
    const sorted = [...this.#waits].sort((a, b) => a - b);
    return {
      ...this.#counts,
      waitMs: {
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
      },
      taskMs: this.#taskMs,
    };
  }

  async run<T>(
    task: () => Promise<T>,
    { abandoned, cost = 1 }: QueuedTaskOptions = {},
  ): Promise<T> {
    const queuedAt = this.now();
    await this.#turn(cost);
    this.#recordWait(this.now() - queuedAt);
    const startedAt = this.now();
    try {
      if (abandoned?.()) {
        this.#counts.abandoned += 1;
        throw this.options.whenAbandoned();
      }
      const result = await task();
      this.#recordTask((this.now() - startedAt) / Math.max(cost, 1e-3));
      return result;
    } finally {
      this.#handOver(cost);
    }
  }

  /**
   * The refusal a task would get now, counted as one, or undefined when it would be taken.
   * `before` counts tasks of cost 1 already promised a place but not yet in line (requests whose
   * uploads are still arriving): they will be ahead of it.
   */
  refusal(before = 0): Error | undefined {
    const expectedWait = this.#waitBehind(before);
    const full =
      this.#line.length >= this.options.waiting && this.#running >= this.options.concurrency;
    if (!full && expectedWait <= (this.options.maxWaitMs ?? Infinity)) return undefined;
    this.#counts.refused += 1;
    return this.options.whenFull(expectedWait);
  }

  #turn(cost: number): Promise<void> {
    if (this.#running < this.options.concurrency) {
      this.#begin(cost);
      return Promise.resolve();
    }
    const refusal = this.refusal();
    if (refusal) return Promise.reject(refusal);
    this.#waitingCost += cost;
    return new Promise((start) => this.#line.push({ start, cost }));
  }

  #begin(cost: number): void {
    this.#running += 1;
    this.#runningCost += cost;
    this.#counts.started += 1;
  }

  /** The finished task's place goes to the next in line, if any. */
  #handOver(cost: number): void {
    this.#running -= 1;
    this.#runningCost -= cost;
    const next = this.#line.shift();
    if (!next) return;
    this.#waitingCost -= next.cost;
    this.#begin(next.cost);
    next.start();
  }

  #recordWait(waitMs: number): void {
    if (this.#waits.length === WAITS_KEPT) this.#waits.shift();
    this.#waits.push(waitMs);
  }

  #recordTask(msPerCost: number): void {
    this.#taskMs = (1 - TASK_TIME_WEIGHT) * this.#taskMs + TASK_TIME_WEIGHT * msPerCost;
  }
}

/** The sizes of the app's queues of CPU-heavy work. */
export type WorkQueueSizes = Pick<
  BoundedQueueOptions,
  'concurrency' | 'waiting' | 'maxWaitMs' | 'initialTaskMs'
>;

/**
 * The longest a photo or a password may be expected to wait for its turn: a create or a sign-in
 * then answers within about 1.5 s under load, or at once with 503 (docs/performance.md, "Photos
 * under load").
 */
export const WORK_MAX_WAIT_MS = 750;

/**
 * Sizes for this machine: image work (sharp, which uses several threads per image) runs on
 * at most half the cores; password hashing (argon2 on libuv's pool) on every core. Either line
 * is bounded by its expected wait, and by a count that keeps the uploads it holds in memory
 * (16 forms per place) and the hashes (32 per place) few.
 */
export function defaultWorkQueueSizes(cores = availableParallelism()): {
  images: WorkQueueSizes;
  passwords: WorkQueueSizes;
} {
  const imageConcurrency = Math.max(1, Math.floor(cores / 2));
  const passwordConcurrency = Math.max(2, cores);
  return {
    images: {
      concurrency: imageConcurrency,
      waiting: 16 * imageConcurrency,
      maxWaitMs: WORK_MAX_WAIT_MS,
      // The 1600 px photo the web app sends, alone on 2 cores, until photos have been timed
      // (docs/performance.md, "Photos").
      initialTaskMs: 50,
    },
    passwords: {
      concurrency: passwordConcurrency,
      waiting: 32 * passwordConcurrency,
      maxWaitMs: WORK_MAX_WAIT_MS,
    },
  };
}

/** The refusal of work whose client has gone: nobody reads it, the log learns why nothing was done. */
export const clientGone = () =>
  serviceUnavailable(
    ERROR_CODES.serviceUnavailable,
    'The client closed the request before its work was done.',
  );

/**
 * A route's onRequest hook that answers 503 before the body is read when its task would wait too
 * long, counting the requests it let in whose uploads are still arriving (once one has arrived,
 * its task is in the line, which counts it): a burst of uploads is not all let in because none
 * has reached the line yet, and a busy server spends nothing on uploads it cannot take.
 */
export function refuseWhenBusy(queue: BoundedQueue) {
  let uploading = 0;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = queue.refusal(uploading);
    if (refusal) throw refusal;
    uploading += 1;
    let arrived = false;
    const upload = () => {
      if (arrived) return;
      arrived = true;
      uploading -= 1;
    };
    request.raw.once('end', upload);
    reply.raw.once('close', upload);
  };
}

/** A queue of the app's: a task that would wait too long answers 503, Retry-After its wait. */
export function createWorkQueue(sizes: WorkQueueSizes): BoundedQueue {
  return new BoundedQueue({
    ...sizes,
    whenFull: (expectedWaitMs) =>
      serviceUnavailable(
        ERROR_CODES.serviceUnavailable,
        'The service is busy right now. Please try again in a moment.',
        expectedWaitMs / 1000,
      ),
    whenAbandoned: clientGone,
  });
}
