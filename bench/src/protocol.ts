/** What the bench server tells the load generator, as one JSON line on stdout. */
export interface BenchServerInfo {
  baseUrl: string;
  database: string;
  posts: number;
  seedSeconds: number;
  deepCursor: string;
  token: string;
  postId: number;
}

export const CEILING_PATH = '/bench/ceiling';
