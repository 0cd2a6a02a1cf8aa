import type { FastifyBaseLogger } from 'fastify';

import type { ModuleContext } from '../../context';
import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { everyInterval, type IntervalJob } from '../../infra/interval-job';
import { announceNotifications, recordNotifications } from '../notifications/service';
import { questionDueBy, questionsDue } from './policy';
import { dueExpiries, dueQuestions, expireOffer, markAsked } from './queries';

type FreshnessContext = Pick<ModuleContext, 'db' | 'dialect' | 'now'>;

/**
 * Takes one offer off the feed and tells its donor, in one transaction; of two instances
 * reaching it at once, one does (a conditional update).
 */
async function expireOne(trx: Db, post: { id: number; user_id: number }, at: string) {
  if (!(await expireOffer(trx, post.id, at))) return [];
  return recordNotifications(
    trx,
    [{ userId: post.user_id, kind: 'offer_expired', actorId: null, postId: post.id }],
    at,
  );
}

async function askOne(
  trx: Db,
  post: { id: number; user_id: number; expires_at: string | null },
  asked: number,
  now: number,
) {
  if (post.expires_at === null) return [];
  const questions = questionsDue(Date.parse(post.expires_at), now);
  if (questions <= asked) return [];
  const at = new Date(now).toISOString();
  if (!(await markAsked(trx, post.id, asked, questions, at))) return [];
  return recordNotifications(
    trx,
    [{ userId: post.user_id, kind: 'still_available', actorId: null, postId: post.id }],
    at,
  );
}

/**
 * One run of the freshness job by the context's clock: offers whose days ran out leave the feed
 * (their donors told), then donors of offers on their 7th or 21st day are asked "Still
 * available?". Returns the members told.
 */
export async function runFreshness(context: FreshnessContext): Promise<number[]> {
  const now = context.now();
  const at = new Date(now).toISOString();
  const told: number[] = [];
  for (const post of await dueExpiries(context.db, context.dialect, at)) {
    told.push(...(await inTransaction(context.db, (trx) => expireOne(trx, post, at))));
  }
  for (const asked of [1, 0]) {
    const endsBy = questionDueBy(asked, now);
    if (endsBy === null) continue;
    for (const post of await dueQuestions(context.db, context.dialect, asked, endsBy, at)) {
      told.push(...(await inTransaction(context.db, (trx) => askOne(trx, post, asked, now))));
    }
  }
  return told;
}

/**
 * Asks about and ends the offers that have come due, every `everyMs` (DUE_JOBS_EVERY_SECONDS,
 * docs/operations.md).
 */
export function startFreshnessJob(
  context: ModuleContext,
  log: FastifyBaseLogger,
  everyMs: number,
): IntervalJob {
  return everyInterval(
    async () => announceNotifications(context, await runFreshness(context)),
    everyMs,
    (error) => log.error({ err: error }, 'keeping offers fresh failed'),
  );
}
