import type { StatsCountsReply } from '@tabarru/contract/stats';

import type { Db } from '../../db/schema';

/**
 * The home page's three counts in one round trip: the posts the feed shows (neither flagged nor
 * removed; read from the feed index), every account, and every event ever created, past ones
 * included.
 */
export async function countStats(db: Db): Promise<StatsCountsReply> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('posts')
        .select((sub) => sub.fn.countAll<string | number>().as('count'))
        .where('moderation_status', '=', 'visible')
        .where('kind', '=', 'give')
        .as('posts'),
      eb
        .selectFrom('users')
        .select((sub) => sub.fn.countAll<string | number>().as('count'))
        .as('users'),
      eb
        .selectFrom('events')
        .select((sub) => sub.fn.countAll<string | number>().as('count'))
        .as('events'),
    ])
    .executeTakeFirstOrThrow();
  return {
    posts: Number(row.posts),
    users: Number(row.users),
    totalEventsHosted: Number(row.events),
  };
}
