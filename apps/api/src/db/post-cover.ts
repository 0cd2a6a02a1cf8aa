import type { Nullable, SelectQueryBuilder } from 'kysely';

import type { Database } from './schema';

/** The columns of a post's cover, as a left join gives them: null for a post without photos. */
type Cover = Nullable<Database['post_images']>;

/**
 * The rows of `query`, whose table `posts` is a post, each with that post's cover as `cover`
 * (none for a post without photos). Galleries are numbered from 0 (renumberImages), so the
 * cover is one index lookup.
 */
export function withCover<DB extends { posts: unknown }, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB | 'posts', O>,
): SelectQueryBuilder<DB & { cover: Cover }, TB | 'posts' | 'cover', O> {
  // Typed on the tables the join names: a query's own aliases stay in its DB.
  const joined = (query as unknown as SelectQueryBuilder<Database, 'posts', O>).leftJoin(
    'post_images as cover',
    (join) => join.onRef('cover.post_id', '=', 'posts.id').on('cover.position', '=', 0),
  );
  return joined as unknown as SelectQueryBuilder<DB & { cover: Cover }, TB | 'posts' | 'cover', O>;
}

/** Each post of `source` with its poster (`users`) and its cover (`cover`, if it has one). */
export function withPosterAndCover(source: SelectQueryBuilder<Database, 'posts', object>) {
  return withCover(source.innerJoin('users', 'users.id', 'posts.user_id'));
}
