import type { Availability, PostKind, ShareMode } from '@tabarru/contract/constants';
import type { Ask, PickupOutcome, PostAsksReply } from '@tabarru/contract/pickups';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

/** What a post's page needs to know of the post to show its asks. */
export interface AskablePost {
  post_id: number;
  user_id: number;
  availability: Availability;
  kind: PostKind;
  /** 'Region - Specific area': the area a pickup "around my area" names */
  location: string;
  /** the place the donor chose for the post, named with the area in the page's language */
  place: PlaceReply | null;
  /** how many are still to give: as many asks may be promised at once */
  quantity_left: number;
  share_mode: ShareMode;
  /** the day it must go by, YYYY-MM-DD on Amman's clock: a draw's day */
  deadline: string | null;
  /** a draw's seed, and when it was done (null before) */
  draw: { seed: string; drawn_at: string | null } | null;
  /** an offer off the feed (its days ran out, or its donor withdrew it): nobody may ask for it */
  expired?: boolean;
}

/** A draw decides who gets the item, and it was not done yet: nobody is promised it by hand. */
export function drawPending(post: Pick<AskablePost, 'share_mode' | 'draw'>): boolean {
  return post.share_mode === 'draw' && !post.draw?.drawn_at;
}

/** The viewer's own ask: the latest of theirs (asks come oldest first). */
export function ownAsk(asks: readonly Ask[]): Ask | undefined {
  return asks.at(-1);
}

/**
 * "I'd like this" shows on an offer not given away yet and still on the feed, to a member with no
 * ask on it that is still open or settled: none yet, or one they withdrew themselves. A promised
 * item shows as reserved, and may still be asked for: the ask waits in line in case the promise
 * falls through.
 */
export function mayAsk(
  post: Pick<AskablePost, 'availability' | 'kind' | 'expired'>,
  ask: Ask | undefined,
) {
  return (
    post.kind !== 'wanted' &&
    post.availability !== 'donated' &&
    post.expired !== true &&
    (ask === undefined || ask.status === 'withdrawn')
  );
}

/**
 * Where the viewer's own ask stands, as their panel shows it: waiting for the donor; promised
 * with times to pick from, with another time asked for, or with a time agreed; or settled.
 */
export type AskerStage =
  | 'waiting'
  | 'pickTime'
  | 'anotherTimeAsked'
  | 'agreed'
  | 'released'
  | 'missed'
  | 'closed'
  | 'collected'
  | 'withdrawn';

export function askerStage(ask: Ask): AskerStage {
  if (ask.status !== 'promised') return ask.status;
  switch (ask.pickup?.state) {
    case 'agreed':
      return 'agreed';
    case 'another_time':
      return 'anotherTimeAsked';
    default:
      return 'pickTime';
  }
}

/**
 * Where the viewer's ask stands in how the item is shared, when that says more than its stage:
 * in the draw before it is done, asked after the deadline (so not in it), still waiting once it
 * was done, waiting in line behind the first to ask; or promised, without times yet, for being
 * among the first to ask or after the draw (the donor then offers times). Undefined otherwise.
 */
export type SharedStage =
  'inDraw' | 'afterDeadline' | 'drawDone' | 'behindFirst' | 'promisedFirst' | 'promisedAfterDraw';

export function sharedStage(
  ask: Ask,
  post: Pick<AskablePost, 'share_mode' | 'draw'>,
): SharedStage | undefined {
  if (ask.status === 'waiting') {
    if (post.share_mode === 'first') return 'behindFirst';
    if (post.share_mode !== 'draw' || !ask.draw) return undefined;
    if (!ask.draw.in_draw) return 'afterDeadline';
    return drawPending(post) ? 'inDraw' : 'drawDone';
  }
  // Promised without times: the times the donor offers are still to come.
  if (ask.status !== 'promised' || ask.pickup?.state !== 'another_time') return undefined;
  if (post.share_mode === 'first') return 'promisedFirst';
  if (post.share_mode === 'draw') return 'promisedAfterDraw';
  return undefined;
}

/** A receiver may withdraw an ask still open: before or after the donor promised the item. */
export function askerMayWithdraw(ask: Ask): boolean {
  return ask.status === 'waiting' || ask.status === 'promised';
}

/** Once the agreed time has begun: what each of the two may answer. Only the donor says missed. */
export function outcomesFor(ask: Ask, viewer: 'donor' | 'receiver'): PickupOutcome[] {
  if (ask.status !== 'promised' || ask.pickup?.state !== 'agreed' || !ask.pickup.outcome_due) {
    return [];
  }
  return viewer === 'donor'
    ? ['collected', 'missed', 'another_time']
    : ['collected', 'another_time'];
}

/**
 * Whether every one of the item left is promised: the reply says so, or the list shows as many
 * promises (of several, as many asks are promised as are left).
 */
export function allPromised(reply: PostAsksReply, quantityLeft: number): boolean {
  const promises = reply.asks.filter((ask) => ask.status === 'promised').length;
  return reply.promised || (quantityLeft > 0 && promises >= quantityLeft);
}

/** What the donor may do with one ask of their item. */
export interface DonorActions {
  /**
   * promise the item to this asker: one is left unpromised, the item is not given yet, and no
   * draw is still to decide
   */
  promise: boolean;
  withdrawPromise: boolean;
  /** the receiver asked for another time: offer new ones */
  offerTimes: boolean;
  /** a relative may collect: check the code they show (until one was right) */
  checkCode: boolean;
  outcomes: PickupOutcome[];
}

export function donorActions(
  ask: Ask,
  {
    itemPromised,
    itemGiven,
    drawToCome,
  }: { itemPromised: boolean; itemGiven: boolean; drawToCome: boolean },
): DonorActions {
  const promised = ask.status === 'promised';
  const pickup = promised ? ask.pickup : null;
  return {
    promise: ask.status === 'waiting' && !itemPromised && !itemGiven && !drawToCome,
    withdrawPromise: promised,
    offerTimes: pickup?.state === 'another_time',
    checkCode:
      pickup?.state === 'agreed' && pickup.relative_may_collect && !pickup.collector_code_used,
    outcomes: outcomesFor(ask, 'donor'),
  };
}

/** The reply with `ask` in place of the ask of the same id, or added as the newest. */
export function withAsk(reply: PostAsksReply, ask: Ask): PostAsksReply {
  const known = reply.asks.some((each) => each.id === ask.id);
  return {
    ...reply,
    asks: known
      ? reply.asks.map((each) => (each.id === ask.id ? ask : each))
      : [...reply.asks, ask],
  };
}
