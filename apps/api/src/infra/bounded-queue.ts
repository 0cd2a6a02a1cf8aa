import { availableParallelism } from 'node:os';

import { ERROR_CODES } from '@tabarru/contract/errors';

import { serviceUnavailable } from './http-errors';

export interface BoundedQueueOptions {
  /** tasks running at once */
  concurrency: number;
  /** tasks waiting for a turn; one more is refused at once */
  waiting: number;
  /** the error a task gets when the line is full (a 503 in the app) */
  whenFull: () => Error;
  /** the error a task gets when its caller has gone by the time its turn comes */
  whenAbandoned: () => Error;
}

export interface QueuedTaskOptions {
  /** whether whoever asked for the task has gone (a client that hung up): checked at its turn */
  abandoned?: () => boolean;
}

/**
 * Runs CPU-heavy work a few tasks at a time with a short, bounded line: past the line a task is
 * refused at once instead of waiting for as long as the load lasts, and a task whose caller has
 * gone is dropped when its turn comes instead of being done for nobody.
 */
export class BoundedQueue {
  #running = 0;
  readonly #line: (() => void)[] = [];

  constructor(private readonly options: BoundedQueueOptions) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#line.length;
  }

  async run<T>(task: () => Promise<T>, { abandoned }: QueuedTaskOptions = {}): Promise<T> {
    await this.#turn();
    try {
      if (abandoned?.()) throw this.options.whenAbandoned();
      return await task();
    } finally {
      this.#handOver();
    }
  }

  #turn(): Promise<void> {
    if (this.#running < this.options.concurrency) {
      this.#running += 1;
      return Promise.resolve();
    }
    if (this.#line.length >= this.options.waiting) return Promise.reject(this.options.whenFull());
    return new Promise((start) => this.#line.push(start));
  }

  /** The finished task's place goes to the next in line, if any. */
  #handOver(): void {
    const next = this.#line.shift();
    if (next) next();
    else this.#running -= 1;
  }
}

/** The sizes of the app's two queues of CPU-heavy work. */
export interface WorkQueueSizes {
  concurrency: number;
  waiting: number;
}

/**
 * Sizes for this machine: image work (sharp, which uses several threads per image) runs on
 * at most half the cores with a line of eight per place; password hashing (argon2 on libuv's
 * pool) on every core with a line of 32 per place, since a hash is short.
 */
export function defaultWorkQueueSizes(cores = availableParallelism()): {
  images: WorkQueueSizes;
  passwords: WorkQueueSizes;
} {
  const imageConcurrency = Math.max(1, Math.floor(cores / 2));
  const passwordConcurrency = Math.max(2, cores);
  return {
    images: { concurrency: imageConcurrency, waiting: 8 * imageConcurrency },
    passwords: { concurrency: passwordConcurrency, waiting: 32 * passwordConcurrency },
  };
}

/** Seconds a refused client is asked to wait: about what a full line takes to move on. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The refusal of work whose client has gone: nobody reads it, the log learns why nothing was done. */
export const clientGone = () =>
  serviceUnavailable(
    ERROR_CODES.serviceUnavailable,
    'The client closed the request before its work was done.',
  );

/** A queue of the app's: a full line answers 503 with Retry-After. */
export function createWorkQueue(sizes: WorkQueueSizes): BoundedQueue {
  return new BoundedQueue({
    ...sizes,
    whenFull: () =>
      serviceUnavailable(
        ERROR_CODES.serviceUnavailable,
        'The service is busy right now. Please try again in a moment.',
        BUSY_RETRY_AFTER_SECONDS,
      ),
    whenAbandoned: clientGone,
  });
}
