import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whether either member blocked the other, as a condition on two member ids (columns, such as
 * `sql.ref('c.user_a_id')`, or values): messages are refused both ways, so a pair is blocked
 * whoever blocked whom. Both sides are lookups of the primary key.
 */
export function eitherBlocked(
  one: number | Expression<number>,
  other: number | Expression<number>,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from member_blocks
    where (member_blocks.blocker_id = ${one} and member_blocks.blocked_id = ${other})
       or (member_blocks.blocker_id = ${other} and member_blocks.blocked_id = ${one}))`;
}
