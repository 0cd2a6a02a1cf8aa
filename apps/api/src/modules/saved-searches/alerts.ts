import type { FastifyBaseLogger } from 'fastify';

import { eventToday } from '@tabarru/contract/event-time';

import type { ModuleContext, NewPostMatching } from '../../context';
import type { Db } from '../../db/schema';
import { planEachRun } from '../../db/planner';
import { inTransaction } from '../../db/transaction';
import { everyInterval, type IntervalJob } from '../../infra/interval-job';
import {
  announceNotifications,
  deleteFolded,
  recordNotificationBatch,
  type FoldableNotification,
} from '../notifications/service';
import { searchFoldKey } from './fold-key';
import {
  alertOf,
  conceptsOfQuery,
  keysOfPost,
  matchableOf,
  searchMatches,
  storedStems,
} from './matching';
import {
  candidateSearches,
  countMatches,
  dueMatchings,
  postToMatch,
  takeDueMatching,
  type CandidateSearch,
  type PostToMatch,
} from './queries';

/*
 * Alerts of saved searches (docs/decisions.md, "Saved searches"). Creating a post records, in
 * its transaction, that its matching is due (post_matching); the matcher then takes it in one
 * transaction that marks it done and writes every notification it causes, so a post is matched
 * once whichever instance, retry or timer gets there, and no notification exists without it.
 */

type MatchingContext = Pick<ModuleContext, 'db' | 'dialect' | 'now'>;

/**
 * The notifications of one post's matches: one per member even when several of their searches
 * match it (`wanted_match` when one of them is their wanted post, else `search_match`), counted
 * against each search's day; told on its own while one of those searches is under the day's
 * cap, else counted in the day's folded notification of the first of them.
 * Answers the members written to.
 */
async function recordSearchAlerts(
  trx: Db,
  post: { id: number; user_id: number },
  matched: readonly CandidateSearch[],
  day: string,
  at: string,
): Promise<number[]> {
  const counts = await countMatches(
    trx,
    matched.map((search) => search.id),
    day,
  );
  const byMember = new Map<number, CandidateSearch[]>();
  for (const search of [...matched].sort((one, other) => one.id - other.id)) {
    byMember.set(search.user_id, [...(byMember.get(search.user_id) ?? []), search]);
  }
  const notifications: FoldableNotification[] = [];
  const folded: { userId: number; key: string }[] = [];
  for (const [userId, searches] of byMember) {
    const alerts = searches.map((search) => ({
      search,
      alert: alertOf(counts.get(search.id) ?? 1),
    }));
    // A wanted post of the member that the new post matches says so rather than a search.
    const kind = searches.some((search) => search.wanted_post_id !== null)
      ? ('wanted_match' as const)
      : ('search_match' as const);
    const base = { userId, kind, actorId: post.user_id, postId: post.id };
    const [first] = alerts;
    if (!first) continue;
    if (alerts.some(({ alert }) => !alert.folded)) {
      notifications.push(base);
      continue;
    }
    const key = searchFoldKey(first.search.id, day);
    folded.push({ userId, key });
    notifications.push({
      ...base,
      fold: { key, count: first.alert.folded ? first.alert.count : 1 },
    });
  }
  await deleteFolded(trx, folded);
  // Each goes by push or email as its member chose, planned in this same transaction.
  await recordNotificationBatch(trx, notifications, at);
  return [...byMember.keys()];
}

/**
 * The saved searches a post matches: one indexed read of its candidates (not the author's, not
 * across a block), each confirmed by the feed's own rules.
 */
export async function matchesOf(
  db: Db,
  dialect: ModuleContext['dialect'],
  post: PostToMatch,
  at: string,
): Promise<CandidateSearch[]> {
  const matchable = matchableOf(post);
  const candidates = await candidateSearches(db, dialect, keysOfPost(matchable), post.user_id, at);
  // Many members save the same words: what they name is read once per post.
  const named = new Map<string, ReturnType<typeof conceptsOfQuery>>();
  const conceptsOf = (query: string) => {
    const known = named.get(query) ?? conceptsOfQuery(query);
    named.set(query, known);
    return known;
  };
  return candidates.filter((search) =>
    searchMatches(
      {
        stems: storedStems(search.stems),
        category: search.category,
        region: search.region,
        place: search.place_id,
        withinKm: search.within_km,
      },
      matchable,
      conceptsOf(search.query),
    ),
  );
}

/**
 * Matches a new post against every saved search, once: answers the members it told (none when
 * it was matched already, is gone or is hidden for review), whom the caller announces to once
 * it returns.
 */
export async function matchNewPost(context: MatchingContext, postId: number): Promise<number[]> {
  const now = new Date(context.now());
  const at = now.toISOString();
  return inTransaction(context.db, async (trx) => {
    await planEachRun(trx, context.dialect);
    if (!(await takeDueMatching(trx, postId, at))) return [];
    const post = await postToMatch(trx, postId);
    if (!post) return [];
    const matched = await matchesOf(trx, context.dialect, post, at);
    return recordSearchAlerts(trx, post, matched, eventToday(now), at);
  });
}

/** Posts one pass reads; a pass goes on while it finds as many. */
const DUE_BATCH = 50;

/** Matches every post whose matching is due, the oldest first. Answers how many were taken. */
export async function matchDuePosts(
  context: ModuleContext,
  log: FastifyBaseLogger,
): Promise<number> {
  let taken = 0;
  for (;;) {
    const due = await dueMatchings(context.db, DUE_BATCH);
    for (const postId of due) {
      try {
        announceNotifications(context, await matchNewPost(context, postId));
        taken += 1;
      } catch (error) {
        // Left due: the next pass of the timer tries it again.
        log.error({ err: error, postId }, 'matching a new post against saved searches failed');
        return taken;
      }
    }
    if (due.length < DUE_BATCH) return taken;
  }
}

/** How often each instance looks for due matchings that failed or that a restart left. */
export const POST_MATCHING_EVERY_MS = 30_000;

/**
 * The matcher of this instance. A request that made a post's matching due matches it once its
 * transaction has committed (`match`), so the reply comes when the members have heard of it; a
 * timer, and a pass at start, take what a failure or a restart left due.
 */
export class PostMatching implements NewPostMatching {
  private context: ModuleContext | undefined;
  private log: FastifyBaseLogger | undefined;

  /** Matches the post now; a failure is logged and leaves it due for the timer. */
  async match(postId: number): Promise<void> {
    const { context, log } = this;
    if (!context || !log) return;
    try {
      announceNotifications(context, await matchNewPost(context, postId));
    } catch (error) {
      log.error({ err: error, postId }, 'matching a new post against saved searches failed');
    }
  }

  start(context: ModuleContext, log: FastifyBaseLogger): IntervalJob {
    this.context = context;
    this.log = log;
    const pass = () => matchDuePosts(context, log);
    let first: Promise<unknown> | undefined = pass().catch((error: unknown) => {
      log.error({ err: error }, 'matching new posts against saved searches failed');
    });
    const timer = everyInterval(pass, POST_MATCHING_EVERY_MS, (error) =>
      log.error({ err: error }, 'matching new posts against saved searches failed'),
    );
    return {
      stop: async () => {
        await timer.stop();
        await first;
        first = undefined;
      },
    };
  }
}
