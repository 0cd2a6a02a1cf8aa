import type { BoundedQueueStats } from '../../apps/api/src/infra/bounded-queue';
import type { KeptCounts } from '../../apps/api/src/infra/promise-cache';

/** What the bench server tells the load generator, as one JSON line on stdout. */
export interface BenchServerInfo {
  baseUrl: string;
  /** a bare node:http server sending the ceiling's bytes: what the machine does without the stack */
  floorUrl: string;
  database: string;
  posts: number;
  seedSeconds: number;
  deepCursor: string;
  token: string;
  postId: number;
  /** the newest seeded post's id: the ids run from 1 to it */
  newestId: number;
  /** a member whose password is real, for the sign-in part of the mixed scenario */
  signIn: { email: string; password: string };
  /** the JPEG photos of the mixed scenario's creates, one run each (photo-pipeline.ts) */
  photos: { name: string; path: string }[];
  /** the server's DATA_DIR, where another instance finds the same SQLite file and photos */
  dataDir: string;
  /** on PostgreSQL, the schema of the seeded posts, where another instance finds them */
  pgSchema: string;
  /** seeded members with a session token each, for the soak's sockets (BENCH_SOCKET_MEMBERS) */
  members?: { id: number; token: string }[];
}

/** What another instance on the same database tells the load generator (BENCH_ATTACH_TO). */
export interface AttachedServerInfo {
  baseUrl: string;
}

export const CEILING_PATH = '/bench/ceiling';

/** Where the bench server says how much memory it holds and what its work queues did. */
export const SERVER_STATE_PATH = '/bench/state';

export interface ServerState {
  memory: { rss: number; heapUsed: number; external: number };
  /** handles and requests keeping the event loop alive (process.getActiveResourcesInfo) */
  openHandles: number;
  queues: { images: BoundedQueueStats; passwords: BoundedQueueStats };
  /** how often the feed's shared pages and the posts' pages were found kept, since the start */
  kept: { pages: KeptCounts; posts: KeptCounts };
}

/** What an API instance of the realtime scenario tells the load generator, as one JSON line. */
export interface RealtimeServerInfo {
  baseUrl: string;
  database: string;
  /** the seeded members with a session token each (the seeding instance only) */
  members: { id: number; token: string }[];
}

/** Where an instance of the realtime scenario says how much memory it holds. */
export const REALTIME_MEMORY_PATH = '/bench/memory';
