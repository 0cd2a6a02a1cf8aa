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
}

export const CEILING_PATH = '/bench/ceiling';
