import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * canSeePost (modules/posts/policy.ts) as a condition on the post of the table `alias`, for queries that
 * keep only what `viewer` may see: a visible post, or any post to its owner and administrators.
 */
export function postSeenBy(
  viewer: { id: number; is_admin: number },
  alias: string,
): RawBuilder<SqlBool> {
  if (viewer.is_admin === 1) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${sql.ref(`${alias}.moderation_status`)} = 'visible'
    or ${sql.ref(`${alias}.user_id`)} = ${viewer.id})`;
}
