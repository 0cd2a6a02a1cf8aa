import type { FastifyBaseLogger } from 'fastify';

import { RECEIVED_ITEMS_DAYS, RECEIVED_ITEMS_MAX } from '@tabarru/contract/pickups';

import type { ModuleContext } from '../../context';
import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { everyInterval, type IntervalJob } from '../../infra/interval-job';
import { announceNotifications, recordNotifications } from '../notifications/service';
import { lockPost } from '../posts/service';
import { drawWinners } from './draw';
import {
  countItemsReceivedSince,
  countPromised,
  dueDraws,
  takeDraw,
  waitingAskersOf,
  waitingAsksBefore,
} from './queries';
import { promiseForTimesLater } from './service';

/** Draws one run does at most; the next run takes the rest. */
const DRAW_BATCH = 50;

type DrawContext = Pick<ModuleContext, 'db' | 'dialect' | 'now'>;

/**
 * The draw of one post whose deadline came, in one transaction with the post locked and the
 * draw taken by a conditional update first, so of two instances reaching it at once one draws.
 * Those who asked before the deadline and are still waiting take part, but for members who
 * received their share lately; the winners (as many as are left unpromised) are promised it
 * without times yet, and told; the donor is told to offer times; the others still waiting are
 * told kindly. A draw nobody took part in is done too, and the item stays available.
 */
async function drawPost(trx: Db, context: DrawContext, postId: number): Promise<number[]> {
  const at = new Date(context.now()).toISOString();
  const post = await lockPost(trx, context.dialect, postId);
  if (!post || post.deadline_at === null || post.draw_seed === null) return [];
  if (!(await takeDraw(trx, postId, at))) return [];
  if (post.moderation_status !== 'visible' || post.availability === 'donated') return [];
  const since = new Date(context.now() - RECEIVED_ITEMS_DAYS * 24 * 60 * 60_000).toISOString();
  const eligible: number[] = [];
  const askerOf = new Map<number, number>();
  for (const ask of await waitingAsksBefore(trx, postId, post.deadline_at)) {
    if ((await countItemsReceivedSince(trx, ask.asker_id, since)) >= RECEIVED_ITEMS_MAX) continue;
    eligible.push(ask.id);
    askerOf.set(ask.id, ask.asker_id);
  }
  const places = post.quantity_left - (await countPromised(trx, postId));
  const winners: number[] = [];
  for (const askId of drawWinners(post.draw_seed, eligible, places)) {
    if (await promiseForTimesLater(trx, askId, post, at)) winners.push(askOf(askerOf, askId));
  }
  const others = (await waitingAskersOf(trx, postId)).map((ask) => ask.asker_id);
  const notice = (userId: number, kind: 'draw_won' | 'draw_done' | 'ask_elsewhere') => ({
    userId,
    kind,
    actorId: kind === 'draw_done' ? null : post.user_id,
    postId,
  });
  return recordNotifications(
    trx,
    [
      ...winners.map((userId) => notice(userId, 'draw_won')),
      ...(winners.length > 0 ? [notice(post.user_id, 'draw_done')] : []),
      ...(winners.length > 0 ? others.map((userId) => notice(userId, 'ask_elsewhere')) : []),
    ],
    at,
  );
}

function askOf(askerOf: ReadonlyMap<number, number>, askId: number): number {
  const askerId = askerOf.get(askId);
  if (askerId === undefined) throw new Error(`no asker of ask ${askId}`);
  return askerId;
}

/** Does the draws whose deadline came by the context's clock; returns the members told. */
export async function runDueDraws(context: DrawContext): Promise<number[]> {
  const now = new Date(context.now()).toISOString();
  const told: number[] = [];
  for (const { id } of await dueDraws(context.db, now, DRAW_BATCH)) {
    told.push(...(await inTransaction(context.db, (trx) => drawPost(trx, context, id))));
  }
  return told;
}

/**
 * Draws the items whose deadline came, every `everyMs` (DUE_JOBS_EVERY_SECONDS,
 * docs/operations.md).
 */
export function startDrawJob(
  context: ModuleContext,
  log: FastifyBaseLogger,
  everyMs: number,
): IntervalJob {
  return everyInterval(
    async () => announceNotifications(context, await runDueDraws(context)),
    everyMs,
    (error) => log.error({ err: error }, 'draws failed'),
  );
}
