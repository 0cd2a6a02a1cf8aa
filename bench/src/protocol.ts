/** What the bench server tells the load generator, as one JSON line on stdout. */
export interface BenchServerInfo {
  baseUrl: string;
  database: string;
  posts: number;
  seedSeconds: number;
  deepCursor: string;
  token: string;
  postId: number;
  /** a member whose password is real, for the sign-in part of the mixed scenario */
  signIn: { email: string; password: string };
  /** a JPEG photo for the creates of the mixed scenario */
  photoPath: string;
  /** the server's DATA_DIR, where another instance finds the same SQLite file and photos */
  dataDir: string;
}

/** What another instance on the same database tells the load generator (BENCH_ATTACH_TO). */
export interface AttachedServerInfo {
  baseUrl: string;
}

export const CEILING_PATH = '/bench/ceiling';

/** What an API instance of the realtime scenario tells the load generator, as one JSON line. */
export interface RealtimeServerInfo {
  baseUrl: string;
  database: string;
  /** the seeded members with a session token each (the seeding instance only) */
  members: { id: number; token: string }[];
}

/** Where an instance of the realtime scenario says how much memory it holds. */
export const REALTIME_MEMORY_PATH = '/bench/memory';
