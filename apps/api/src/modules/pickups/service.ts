import { randomInt, timingSafeEqual } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import type { Language, ShareMode } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import type { NotificationKind } from '@tabarru/contract/notifications';
import { placeById } from '@tabarru/contract/place-search';
import {
  ASK_EVENT_TEXTS,
  COLLECTOR_CODE_DIGITS,
  COLLECTOR_CODE_TRIES,
  PICKUP_MESSAGES,
  PICKUP_REMINDER_LEAD_MINUTES,
  RECEIVED_ITEMS_DAYS,
  type Ask,
  type AskEvent,
  type MyAsksReply,
  type PickupOutcome,
  type PickupWindowInput,
  type PostAsksReply,
} from '@tabarru/contract/pickups';
import { POST_MESSAGES } from '@tabarru/contract/posts';
import { WEB_PATHS } from '@tabarru/contract/web-paths';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import type { Db } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { badRequest, conflict, forbidden, notFound, type HttpError } from '../../infra/http-errors';
import { webLink } from '../../infra/web-links';
import { recordHandover } from '../handovers/service';
import { deliverPickupMessage, writePickupMessage, type SentMessageRow } from '../messages/service';
import { announceNotifications, recordNotifications } from '../notifications/service';
import { canSeePost, isPostOwner, type Viewer } from '../posts/policy';
import { writeAs, type Session } from '../sessions/service';
import { lockPost, type LockedPost } from '../posts/service';
import { isEitherBlocked } from '../blocks/service';
import { calendarFile } from './calendar-file';
import { windowInstants } from './pickup-times';
import {
  askActionRefusal,
  askRefusal,
  asksWaitingReached,
  receivedItemsReached,
  usualReplyHours,
  type AskAction,
  type AskActionRefusal,
  type AskRefusal,
} from './policy';
import { presentAsk } from './presenter';
import {
  agreeOn,
  askAnotherTime,
  askCountsOf,
  askOfMember,
  asksOfMember,
  asksOfPost,
  askWithAsker,
  countCodeTry,
  countItemsReceivedSince,
  countMissedPickup,
  countWaitingAsksOf,
  endPromise,
  findAsk,
  countPromised,
  insertAsk,
  lockAsker,
  metBefore,
  moveAvailability,
  offerWindows,
  postForPickup,
  postOfAsk,
  promiseAsk,
  reopenAsk,
  replyDelaysOf,
  useCode,
  windowOf,
  windowsOf,
  withdrawWaitingAsk,
  postToAsk,
  usernameOf,
  type AskRow,
  type AskWithAsker,
} from './queries';

/** A member's reply time is shown once this many of their replies are known. */
const REPLY_TIMES_FEWEST = 3;
/** Their latest replies it is taken from. */
const REPLY_TIMES_LATEST = 20;
/** The member's own asks listed at once. */
const MY_ASKS_SHOWN = 50;

const postNotFound = () => notFound(ERROR_CODES.postNotFound, 'Post not found');

const ASK_REFUSALS: Record<AskRefusal, () => HttpError> = {
  'not-found': postNotFound,
  'own-post': () => badRequest(ERROR_CODES.askOwnPost, PICKUP_MESSAGES.ownPost),
  blocked: () => forbidden(ERROR_CODES.askMemberBlocked, PICKUP_MESSAGES.memberBlocked),
  wanted: () => badRequest(ERROR_CODES.askWantedPost, PICKUP_MESSAGES.wantedPost),
  'not-available': () => conflict(ERROR_CODES.askNotAvailable, PICKUP_MESSAGES.notAvailable),
  ended: () => conflict(ERROR_CODES.offerEnded, POST_MESSAGES.offerEnded),
};

/**
 * A refused action on an ask: a member who is neither its donor nor its asker is told it does
 * not exist; an ask whose state moved on is a conflict with what is stored (409).
 */
const ACTION_REFUSALS: Record<AskActionRefusal, () => HttpError> = {
  'not-found': () => notFound(ERROR_CODES.askNotFound, PICKUP_MESSAGES.askNotFound),
  'not-donor': () => forbidden(ERROR_CODES.notAskDonor, PICKUP_MESSAGES.notDonor),
  'not-asker': () => forbidden(ERROR_CODES.notAsker, PICKUP_MESSAGES.notAsker),
  'not-waiting': () => conflict(ERROR_CODES.askNotWaiting, PICKUP_MESSAGES.notWaiting),
  'not-promised': () => conflict(ERROR_CODES.askNotPromised, PICKUP_MESSAGES.notPromised),
  'not-agreed': () => conflict(ERROR_CODES.pickupNotAgreed, PICKUP_MESSAGES.notAgreed),
  'too-early': () => conflict(ERROR_CODES.pickupTooEarly, PICKUP_MESSAGES.tooEarly),
  'missed-by-donor': () =>
    forbidden(ERROR_CODES.pickupMissedByDonor, PICKUP_MESSAGES.missedByDonor),
  'no-code': () => badRequest(ERROR_CODES.noCollectorCode, PICKUP_MESSAGES.noCollectorCode),
  'code-used': () => conflict(ERROR_CODES.collectorCodeUsed, PICKUP_MESSAGES.codeUsed),
  'code-locked': () => forbidden(ERROR_CODES.collectorCodeLocked, PICKUP_MESSAGES.codeLocked),
};

const alreadyAsked = () => badRequest(ERROR_CODES.askAlreadySent, PICKUP_MESSAGES.alreadyAsked);
const alreadyPromised = () =>
  conflict(ERROR_CODES.askAlreadyPromised, PICKUP_MESSAGES.alreadyPromised);

const WINDOW_REFUSALS = {
  'in-past': () =>
    badRequest(ERROR_CODES.pickupWindowInPast, PICKUP_MESSAGES.windowInPast, 'windows'),
  'too-far': () =>
    badRequest(ERROR_CODES.pickupWindowTooFar, PICKUP_MESSAGES.windowTooFar, 'windows'),
} as const;

/** The offered times as stored instants, or the 400 that says why one cannot be offered. */
function storedWindows(windows: readonly PickupWindowInput[], now: number) {
  const instants = windowInstants(windows, now);
  if (typeof instants === 'string') throw WINDOW_REFUSALS[instants]();
  return instants.map((window) => ({
    startsAt: new Date(window.startsAt).toISOString(),
    endsAt: new Date(window.endsAt).toISOString(),
  }));
}

/** Whether the member received RECEIVED_ITEMS_MAX items in the last RECEIVED_ITEMS_DAYS days. */
async function receivedLately(context: ModuleContext, trx: Db, memberId: number) {
  const since = new Date(context.now() - RECEIVED_ITEMS_DAYS * 24 * 60 * 60_000).toISOString();
  return receivedItemsReached(await countItemsReceivedSince(trx, memberId, since));
}

/** A one-time code of COLLECTOR_CODE_DIGITS digits, from the system's random source. */
function newCollectorCode(): string {
  return String(randomInt(0, 10 ** COLLECTOR_CODE_DIGITS)).padStart(COLLECTOR_CODE_DIGITS, '0');
}

const isoAt = (context: ModuleContext) => new Date(context.now()).toISOString();

/** Who acts, through which app, and where delivery failures are logged. */
export interface PickupCall {
  context: ModuleContext;
  session: Session;
  log: FastifyBaseLogger;
}

interface Notice {
  userId: number;
  kind: NotificationKind;
  actorId: number;
  postId: number;
}

/** What presenting a post's asks needs of it. */
interface PostOfAsks {
  location: string;
  place_id: string | null;
  share_mode: ShareMode;
  draw_seed: string | null;
  deadline_at: string | null;
}

/** The asks presented for `viewer`, with what each needs read beside it. */
async function presentAsks(
  context: ModuleContext,
  viewer: Viewer,
  rows: readonly AskWithAsker[],
  post: PostOfAsks,
): Promise<Ask[]> {
  const windows = await windowsOf(
    context.db,
    rows.filter((row) => row.status === 'promised').map((row) => row.id),
  );
  const now = context.now();
  return Promise.all(
    rows.map(async (row) => {
      const isDonor = viewer.id === row.donor_id;
      const [firstMeeting, delays] = await Promise.all([
        row.status === 'promised'
          ? metBefore(context.db, row.id, row.asker_id, row.donor_id).then((met) => !met)
          : Promise.resolve(false),
        isDonor ? replyDelaysOf(context.db, row.asker_id, REPLY_TIMES_LATEST) : Promise.resolve([]),
      ]);
      return presentAsk(row, {
        viewerId: viewer.id,
        windows: windows.filter((window) => window.ask_id === row.id),
        area: post.location,
        placeId: post.place_id,
        firstMeeting,
        replyHours: usualReplyHours(delays, REPLY_TIMES_FEWEST),
        draw:
          post.share_mode === 'draw' && post.draw_seed !== null && post.deadline_at !== null
            ? { seed: post.draw_seed, deadlineAt: post.deadline_at }
            : null,
        now,
      });
    }),
  );
}

/** One ask as `viewer` sees it, read after a write. */
async function askAsSeenBy(context: ModuleContext, viewer: Viewer, askId: number): Promise<Ask> {
  const row = await askWithAsker(context.db, askId);
  const post = row && (await postForPickup(context.db, row.post_id));
  if (!row || !post) throw ACTION_REFUSALS['not-found']();
  const [ask] = await presentAsks(context, viewer, [row], post);
  if (!ask) throw ACTION_REFUSALS['not-found']();
  return ask;
}

/**
 * The asks of a post: every ask to its donor, in the order they came; their own to anyone
 * else (none to a visitor). Everyone who may see the post learns whether it is promised and
 * how many asks are open.
 */
export async function postAsks(
  context: ModuleContext,
  viewer: Viewer | null,
  postId: number,
): Promise<PostAsksReply> {
  const post = await postToAsk(context.db, postId);
  if (!post || !canSeePost(viewer, post)) throw postNotFound();
  const counts = await askCountsOf(context.db, postId);
  const left = post.availability === 'donated' ? 0 : post.quantity_left;
  let asks: Ask[] = [];
  if (viewer) {
    const rows = await asksOfPost(
      context.db,
      postId,
      isPostOwner(viewer, post) ? undefined : viewer.id,
    );
    asks = await presentAsks(context, viewer, rows, post);
  }
  return { promised: left > 0 && counts.promised >= left, asks_open: counts.open, asks };
}

/**
 * "I'd like this": a waiting ask at the end of the line, with an optional note. The post is
 * locked while it is checked, and the asker's row while their waiting asks are counted, so two
 * asks at the quota count one after the other. An ask withdrawn or ended before is asked again.
 * Tells the donor.
 */
export async function createAsk(
  call: PickupCall,
  postId: number,
  note: string | undefined,
): Promise<Ask> {
  const { context, session } = call;
  let created: { askId: number; notified: number[]; message: SentMessageRow };
  try {
    created = await writeAs(context, session, async (trx, member) => {
      const post = await lockPost(trx, context.dialect, postId);
      const blocked = post ? await isEitherBlocked(trx, member.id, post.user_id) : false;
      const refusal = askRefusal(member, post, blocked);
      if (refusal || !post) throw ASK_REFUSALS[refusal ?? 'not-found']();
      const earlier = await askOfMember(trx, post.id, member.id);
      if (earlier && ['waiting', 'promised', 'collected'].includes(earlier.status)) {
        throw alreadyAsked();
      }
      await lockAsker(trx, context.dialect, member.id);
      if (asksWaitingReached(await countWaitingAsksOf(trx, member.id))) {
        throw badRequest(ERROR_CODES.asksWaitingReached, PICKUP_MESSAGES.asksWaitingReached);
      }
      if (await receivedLately(context, trx, member.id)) {
        throw badRequest(ERROR_CODES.receivedItemsReached, PICKUP_MESSAGES.receivedItemsReached);
      }
      const at = isoAt(context);
      const ask = {
        postId: post.id,
        askerId: member.id,
        donorId: post.user_id,
        note: note ?? null,
      };
      let askId: number;
      if (earlier) {
        await reopenAsk(trx, earlier.id, ask, at);
        askId = earlier.id;
      } else {
        askId = await insertAsk(trx, ask, at);
      }
      const message = await writePickupMessage(context, trx, {
        senderId: member.id,
        receiverId: post.user_id,
        post,
        ask: { id: askId, event: 'asked' },
        content: note ?? ASK_EVENT_TEXTS.asked,
      });
      // "First to ask": promised at once while some are left unpromised; the donor offers times.
      const promisedNow =
        post.share_mode === 'first' &&
        (await countPromised(trx, post.id)) < post.quantity_left &&
        (await promiseForTimesLater(trx, askId, post, at));
      const notified = await recordNotifications(
        trx,
        [
          { userId: post.user_id, kind: 'ask_received', actorId: member.id, postId: post.id },
          ...(promisedNow
            ? [
                {
                  userId: member.id,
                  kind: 'ask_promised' as const,
                  actorId: post.user_id,
                  postId: post.id,
                },
              ]
            : []),
        ],
        at,
      );
      return { askId, notified, message };
    });
  } catch (error) {
    // Lost a race the locks do not cover: the post was deleted, or the same ask won.
    const violation = constraintViolation(error);
    if (violation === 'unique') throw alreadyAsked();
    if (violation === 'foreign-key') throw postNotFound();
    throw error;
  }
  afterStep(context, call.log, created);
  return askAsSeenBy(context, session.member, created.askId);
}

/**
 * The ask promised without times yet (the first to ask, a draw's winner): the pickup waits for
 * the donor's times at their area, and the post shows as reserved once none is left
 * unpromised. False when the ask was no longer waiting.
 */
export async function promiseForTimesLater(
  trx: Db,
  askId: number,
  post: { id: number; quantity_left: number },
  at: string,
): Promise<boolean> {
  const promised = await promiseAsk(
    trx,
    askId,
    { placeKind: 'area', meetingPoint: null, relativeMayCollect: false, collectorCode: null },
    at,
  );
  if (!promised) return false;
  await askAnotherTime(trx, askId, at);
  if ((await countPromised(trx, post.id)) >= post.quantity_left) {
    await moveAvailability(trx, post.id, 'available', 'reserved', at);
  }
  return true;
}

/** What an action on an ask did, beyond its own rows. */
interface StepTaken {
  /** the step written into the conversation, from the member who took it to the other */
  event: AskEvent | null;
  /** the step's text when it says more than ASK_EVENT_TEXTS (the donor's reason) */
  content?: string;
  /** what the other member of the ask is told */
  tell: NotificationKind | null;
  /** who else is told, and what */
  alsoTell?: Notice[];
}

/** Between two members of whom either blocked the other, only these end what was agreed. */
const ALLOWED_WHEN_BLOCKED: ReadonlySet<AskAction> = new Set([
  'withdraw-ask',
  'withdraw-promise',
  'missed',
]);

/** After a step's transaction committed: the members told, its message delivered. */
function afterStep(
  context: ModuleContext,
  log: FastifyBaseLogger,
  done: { notified: number[]; message: SentMessageRow | null },
): void {
  announceNotifications(context, done.notified);
  if (done.message) void deliverPickupMessage(context, log, done.message);
}

/**
 * Runs `work` on an ask in one transaction, after its post is locked and the ask read again
 * under the lock, so of two actions racing on one post (two promises, a promise and a
 * withdrawal, "collected" and "did not come") the second sees what the first did. Refused by
 * the rules of `action` (policy.ts), and between members of whom either blocked the other but
 * for ending what was agreed (written without a message then). The step goes into the
 * conversation about the item, the other member is told; afterwards the ask is read again as
 * the member sees it.
 */
async function actOnAsk(
  call: PickupCall,
  askId: number,
  action: AskAction,
  work: (trx: Db, ask: AskRow, member: Viewer, at: string, post: LockedPost) => Promise<StepTaken>,
): Promise<Ask> {
  const { context, session } = call;
  const done = await writeAs(context, session, async (trx, member) => {
    const found = await postOfAsk(trx, askId);
    const post = found && (await lockPost(trx, context.dialect, found.post_id));
    const ask = post ? await findAsk(trx, askId) : undefined;
    const refusal = askActionRefusal(member, ask, action, context.now(), COLLECTOR_CODE_TRIES);
    if (refusal || !ask || !post) throw ACTION_REFUSALS[refusal ?? 'not-found']();
    const blocked = await isEitherBlocked(trx, ask.asker_id, ask.donor_id);
    if (blocked && !ALLOWED_WHEN_BLOCKED.has(action)) throw ASK_REFUSALS.blocked();
    const at = isoAt(context);
    const step = await work(trx, ask, member, at, post);
    const other = otherOf(ask, member.id);
    const message =
      step.event && !blocked
        ? await writePickupMessage(context, trx, {
            senderId: member.id,
            receiverId: other,
            post: { id: post.id, user_id: post.user_id, moderation_status: post.moderation_status },
            ask: { id: ask.id, event: step.event },
            content: step.content ?? ASK_EVENT_TEXTS[step.event],
          })
        : null;
    const notices: Notice[] = [
      ...(step.tell
        ? [{ userId: other, kind: step.tell, actorId: member.id, postId: ask.post_id }]
        : []),
      ...(step.alsoTell ?? []),
    ];
    return { notified: await recordNotifications(trx, notices, at), message };
  });
  afterStep(context, call.log, done);
  return askAsSeenBy(context, session.member, askId);
}

/** The other member of an ask than `memberId`. */
const otherOf = (ask: AskRow, memberId: number) =>
  memberId === ask.donor_id ? ask.asker_id : ask.donor_id;

/** The asker withdraws their ask; a promise to them ends with it and the donor is told. */
export function withdrawAsk(call: PickupCall, askId: number): Promise<Ask> {
  return actOnAsk(call, askId, 'withdraw-ask', async (trx, ask, _member, at) => {
    if (ask.status === 'waiting') {
      if (!(await withdrawWaitingAsk(trx, ask.id, at))) throw ACTION_REFUSALS['not-waiting']();
      return { event: 'ask_withdrawn', tell: null };
    }
    if (!(await endPromise(trx, ask.id, 'withdrawn', null, at))) {
      throw ACTION_REFUSALS['not-waiting']();
    }
    await moveAvailability(trx, ask.post_id, 'reserved', 'available', at);
    return { event: 'ask_withdrawn', tell: 'ask_withdrawn' };
  });
}

export interface PromiseTermsRequest {
  windows: PickupWindowInput[];
  place: { kind: 'area' | 'meeting_point' | 'in_chat'; meeting_point: string | null };
  relative_may_collect: boolean;
}

/**
 * The donor promises the item to a waiting asker, offering times and a place: the post shows
 * as reserved ("Promised") to everyone, the asker is told to pick a time, and the others still
 * waiting are told kindly that it is going to someone else (their asks wait in line).
 */
export async function promiseItem(
  call: PickupCall,
  askId: number,
  request: PromiseTermsRequest,
): Promise<Ask> {
  const windows = storedWindows(request.windows, call.context.now());
  try {
    return await actOnAsk(call, askId, 'promise', async (trx, ask, member, at, post) => {
      if (post.availability === 'donated' || post.moderation_status !== 'visible') {
        throw ASK_REFUSALS['not-available']();
      }
      if (post.share_mode === 'draw' && post.drawn_at === null) {
        throw conflict(ERROR_CODES.drawPending, PICKUP_MESSAGES.drawPending);
      }
      // Of several, as many promises as there are left; of one, one.
      const promisedBefore = await countPromised(trx, ask.post_id);
      if (promisedBefore >= post.quantity_left) throw alreadyPromised();
      if (await receivedLately(call.context, trx, ask.asker_id)) {
        throw conflict(
          ERROR_CODES.askerReceivedItemsReached,
          PICKUP_MESSAGES.askerReceivedItemsReached,
        );
      }
      const promised = await promiseAsk(
        trx,
        ask.id,
        {
          placeKind: request.place.kind,
          meetingPoint: request.place.meeting_point,
          relativeMayCollect: request.relative_may_collect,
          collectorCode: request.relative_may_collect ? newCollectorCode() : null,
        },
        at,
      );
      if (!promised) throw ACTION_REFUSALS['not-waiting']();
      await offerWindows(trx, ask.id, null, windows, at);
      if (promisedBefore + 1 >= post.quantity_left) {
        await moveAvailability(trx, ask.post_id, 'available', 'reserved', at);
      }
      // The others still waiting hear it is going elsewhere once none is left unpromised.
      const allPromised = promisedBefore + 1 >= post.quantity_left;
      const waiting = allPromised
        ? (await asksOfPost(trx, ask.post_id)).filter((other) => other.status === 'waiting')
        : [];
      return {
        event: 'promised',
        tell: 'ask_promised',
        alsoTell: waiting.map((other) => ({
          userId: other.asker_id,
          kind: 'ask_elsewhere' as const,
          actorId: member.id,
          postId: ask.post_id,
        })),
      };
    });
  } catch (error) {
    // Two promises of one post at once: the unique index lets one through.
    if (constraintViolation(error) === 'unique') throw alreadyPromised();
    throw error;
  }
}

/**
 * The donor withdraws a promise, saying why: the post is available again (unless its donor
 * changed it since) and the receiver is told. The next asker can be promised at once.
 */
export function withdrawPromise(call: PickupCall, askId: number, reason: string): Promise<Ask> {
  return actOnAsk(call, askId, 'withdraw-promise', async (trx, ask, _member, at) => {
    if (!(await endPromise(trx, ask.id, 'released', reason, at))) {
      throw ACTION_REFUSALS['not-promised']();
    }
    await moveAvailability(trx, ask.post_id, 'reserved', 'available', at);
    return { event: 'promise_withdrawn', content: reason, tell: 'promise_withdrawn' };
  });
}

/** The donor offers new times (and place) for a promise; any agreed time ends. */
export function offerTimes(
  call: PickupCall,
  askId: number,
  request: Omit<PromiseTermsRequest, 'relative_may_collect'>,
): Promise<Ask> {
  const windows = storedWindows(request.windows, call.context.now());
  return actOnAsk(call, askId, 'offer-times', async (trx, ask, _member, at) => {
    await offerWindows(
      trx,
      ask.id,
      { kind: request.place.kind, meetingPoint: request.place.meeting_point },
      windows,
      at,
    );
    return { event: 'times_offered', tell: 'pickup_times_offered' };
  });
}

/** The receiver picks one of the times offered: the pickup is agreed, the donor told. */
export function pickTime(call: PickupCall, askId: number, windowId: number): Promise<Ask> {
  const { context } = call;
  return actOnAsk(call, askId, 'pick-time', async (trx, ask, _member, at) => {
    const window = ask.pickup_state === 'offered' ? await windowOf(trx, ask.id, windowId) : null;
    if (!window) {
      throw conflict(ERROR_CODES.pickupWindowNotFound, PICKUP_MESSAGES.windowNotFound);
    }
    if (Date.parse(window.ends_at) <= context.now()) {
      throw badRequest(ERROR_CODES.pickupWindowInPast, PICKUP_MESSAGES.windowInPast, 'window_id');
    }
    const untilStart = Date.parse(window.starts_at) - context.now();
    await agreeOn(
      trx,
      ask.id,
      window,
      { soon: untilStart < PICKUP_REMINDER_LEAD_MINUTES * 60_000, now: untilStart <= 0 },
      at,
    );
    return { event: 'time_picked', tell: 'pickup_time_picked' };
  });
}

/** Either of the two asks for another time: the times offered and any agreement end. */
export function anotherTime(call: PickupCall, askId: number): Promise<Ask> {
  return actOnAsk(call, askId, 'another-time', async (trx, ask, _member, at) => {
    await askAnotherTime(trx, ask.id, at);
    return { event: 'another_time', tell: 'pickup_time_asked' };
  });
}

/**
 * After the agreed time began, "was it collected?": collected records the handover
 * (handovers/service.ts; both are then asked to rate each other); did not come (the donor's
 * answer) counts a missed pickup of the receiver and makes the post available again for the
 * next asker; another time asks for new times.
 */
export async function answerOutcome(
  call: PickupCall,
  askId: number,
  outcome: PickupOutcome,
): Promise<Ask> {
  if (outcome === 'another_time') return anotherTime(call, askId);
  let handover: { donorId: number; receiverId: number } | undefined;
  const ask = await actOnAsk(call, askId, outcome, async (trx, asked, _member, at) => {
    if (outcome === 'missed') {
      if (!(await endPromise(trx, asked.id, 'missed', null, at))) {
        throw ACTION_REFUSALS['not-promised']();
      }
      await countMissedPickup(trx, asked.asker_id);
      await moveAvailability(trx, asked.post_id, 'reserved', 'available', at);
      return { event: 'missed', tell: 'pickup_missed' };
    }
    const answered = await recordHandover(
      trx,
      { postId: asked.post_id, donorId: asked.donor_id, receiverId: asked.asker_id },
      at,
    );
    handover = { donorId: asked.donor_id, receiverId: asked.asker_id };
    // The askers still waiting were told the item was going elsewhere when it was promised.
    return {
      event: 'collected',
      tell: null,
      alsoTell: answered.declinedClaimants.map((userId) => ({
        userId,
        kind: 'claim_declined' as const,
        actorId: asked.donor_id,
        postId: asked.post_id,
      })),
    };
  });
  if (handover) {
    call.context.realtime.notificationCountChanged(handover.donorId, 'ratingPrompts');
    call.context.realtime.notificationCountChanged(handover.receiverId, 'ratingPrompts');
  }
  return ask;
}

/**
 * The donor checks the code a relative shows at the door. A wrong code counts, and after
 * COLLECTOR_CODE_TRIES wrong ones checking stops (six digits are not guessed in five tries);
 * the right one works once.
 */
export async function checkCollectorCode(
  call: PickupCall,
  askId: number,
  code: string,
): Promise<void> {
  let matches = false;
  await actOnAsk(call, askId, 'check-code', async (trx, ask, _member, at) => {
    const expected = Buffer.from(ask.collector_code ?? '');
    const given = Buffer.from(code);
    matches = expected.length === given.length && timingSafeEqual(expected, given);
    // The wrong try is kept: the transaction commits and the refusal follows it.
    if (matches) await useCode(trx, ask.id, at);
    else await countCodeTry(trx, ask.id);
    return { event: null, tell: null };
  });
  if (!matches) {
    throw badRequest(ERROR_CODES.collectorCodeWrong, PICKUP_MESSAGES.codeWrong, 'code');
  }
}

/** The member's own asks, newest first, with their items. */
export async function myAsks(context: ModuleContext, member: Viewer): Promise<MyAsksReply> {
  const rows = await asksOfMember(context.db, member.id, MY_ASKS_SHOWN);
  const asks = await Promise.all(
    rows.map(async (row) => {
      const [ask] = await presentAsks(context, member, [row], {
        location: row.post_location,
        place_id: row.post_place_id,
        share_mode: row.post_share_mode,
        draw_seed: row.post_draw_seed,
        deadline_at: row.post_deadline_at,
      });
      if (!ask) throw ACTION_REFUSALS['not-found']();
      return {
        ...ask,
        post: {
          id: row.post_id,
          title: row.post_title,
          thumbnail: row.cover_hash === null ? null : context.images.thumbnailUrlOf(row.cover_hash),
        },
        donor: { id: row.donor_id, username: row.donor_username },
      };
    }),
  );
  return { asks };
}

/** The place of a pickup in `language`, as a calendar entry names it. */
function placeText(
  language: Language,
  ask: AskRow,
  post: { location: string; place_id: string | null },
): string {
  const place = placeById(post.place_id ?? undefined);
  const area = place ? place[language] : post.location;
  if (ask.place_kind === 'meeting_point' && ask.meeting_point) {
    return translate(language, 'pickups.meetingPoint', { point: ask.meeting_point, area });
  }
  if (ask.place_kind === 'in_chat') return translate(language, 'pickups.inChat', { area });
  return translate(language, 'pickups.area', { area });
}

/**
 * The calendar file of an agreed pickup, to its donor or its receiver, in `language` (the
 * member's own when not asked for): its time on Amman's clock, the place, the safety advice.
 */
export async function pickupCalendar(
  context: ModuleContext,
  viewer: Viewer & { locale: Language; username: string },
  askId: number,
  asked: Language | undefined,
): Promise<{ fileName: string; body: string }> {
  const ask = await findAsk(context.db, askId);
  if (!ask || (viewer.id !== ask.donor_id && viewer.id !== ask.asker_id)) {
    throw ACTION_REFUSALS['not-found']();
  }
  if (
    ask.status !== 'promised' ||
    ask.pickup_state !== 'agreed' ||
    ask.agreed_starts_at === null ||
    ask.agreed_ends_at === null
  ) {
    throw ACTION_REFUSALS['not-agreed']();
  }
  const post = await postForPickup(context.db, ask.post_id);
  const other = await usernameOf(context.db, otherOf(ask, viewer.id));
  if (!post || other === undefined) throw ACTION_REFUSALS['not-found']();
  const language = asked ?? viewer.locale;
  const values = { post: post.title, member: other };
  const link = webLink(
    context.config.publicWebUrl,
    language,
    WEB_PATHS.post.replace(':id', String(post.id)) as `/${string}`,
  );
  const body = calendarFile({
    uid: `pickup-${ask.id}-${ask.agreed_window_id ?? 0}@tabarru`,
    startsAt: Date.parse(ask.agreed_starts_at),
    endsAt: Date.parse(ask.agreed_ends_at),
    summary: translate(language, 'pickups.summary', values),
    location: placeText(language, ask, post),
    description: [
      translate(language, 'pickups.advice'),
      translate(language, 'pickups.link', { link }),
    ].join('\n'),
    url: link,
    alarm: translate(language, 'pickups.alarm', values),
    stampedAt: context.now(),
  });
  return { fileName: `pickup-${ask.id}.ics`, body };
}
