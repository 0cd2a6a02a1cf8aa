import {
  ASKS_WAITING_MAX,
  RECEIVED_ITEMS_MAX,
  type AskStatus,
  type PickupState,
} from '@tabarru/contract/pickups';
import type { Availability, PostKind } from '@tabarru/contract/constants';

import { canSeePost, isPostOwner, type PostAccess, type Viewer } from '../posts/policy';

export interface AskedPost extends PostAccess {
  availability: Availability;
  kind: PostKind;
  /** when its offer left the feed (its 30 days ran out, or its donor withdrew it) */
  expired_at: string | null;
}

/** Why a member may not ask for a post, or null when they may. */
export type AskRefusal =
  'not-found' | 'own-post' | 'blocked' | 'wanted' | 'not-available' | 'ended';

/**
 * A member asks for another member's item while it is shown and not given away: available, or
 * reserved (promised to someone, or held by its donor), so that the asks wait in line should the
 * promise fall through. A post the member may not see is answered as missing; between two
 * members of whom either blocked the other no ask goes, as no message does.
 */
export function askRefusal(
  asker: Viewer,
  post: AskedPost | undefined,
  blocked: boolean,
): AskRefusal | null {
  if (!post || !canSeePost(asker, post)) return 'not-found';
  if (isPostOwner(asker, post)) return 'own-post';
  if (blocked) return 'blocked';
  if (post.kind === 'wanted') return 'wanted';
  if (post.moderation_status !== 'visible' || post.availability === 'donated') {
    return 'not-available';
  }
  if (post.expired_at !== null) return 'ended';
  return null;
}

/** A member with this many asks waiting for donors asks for no more until one is answered. */
export function asksWaitingReached(waiting: number): boolean {
  return waiting >= ASKS_WAITING_MAX;
}

/** Fair shares: a member who received this many items lately receives no more for now. */
export function receivedItemsReached(receivedLately: number): boolean {
  return receivedLately >= RECEIVED_ITEMS_MAX;
}

/** What can be done with an ask, and by whom. */
export type AskAction =
  | 'withdraw-ask'
  | 'promise'
  | 'withdraw-promise'
  | 'offer-times'
  | 'pick-time'
  | 'another-time'
  | 'collected'
  | 'missed'
  | 'check-code';

export type AskActionRefusal =
  | 'not-found'
  | 'not-donor'
  | 'not-asker'
  | 'not-waiting'
  | 'not-promised'
  | 'not-agreed'
  | 'too-early'
  | 'missed-by-donor'
  | 'no-code'
  | 'code-used'
  | 'code-locked';

/** An ask as its rules need it. */
export interface AskState {
  asker_id: number;
  donor_id: number;
  status: AskStatus;
  pickup_state: PickupState | null;
  agreed_starts_at: string | null;
  relative_may_collect: number;
  collector_code_used_at: string | null;
  collector_code_tries: number;
}

const DONOR_ACTIONS: ReadonlySet<AskAction> = new Set([
  'promise',
  'withdraw-promise',
  'offer-times',
  'check-code',
]);
const ASKER_ACTIONS: ReadonlySet<AskAction> = new Set(['withdraw-ask', 'pick-time']);

/**
 * Who may do what with an ask, and when. The donor promises a waiting ask, withdraws the
 * promise, offers times and checks a relative's code; the asker withdraws their ask and picks a
 * time; either of the two asks for another time while promised, and after the agreed time began
 * says it was collected, while only the donor says the asker did not come. Anyone else is told
 * the ask does not exist.
 */
export function askActionRefusal(
  member: Viewer,
  ask: AskState | undefined,
  action: AskAction,
  now: number,
  codeTriesMax: number,
): AskActionRefusal | null {
  if (!ask) return 'not-found';
  const isDonor = member.id === ask.donor_id;
  const isAsker = member.id === ask.asker_id;
  if (!isDonor && !isAsker) return 'not-found';
  if (DONOR_ACTIONS.has(action) && !isDonor) return 'not-donor';
  if (ASKER_ACTIONS.has(action) && !isAsker) return 'not-asker';
  if (action === 'missed' && !isDonor) return 'missed-by-donor';
  if (action === 'promise') return ask.status === 'waiting' ? null : 'not-waiting';
  if (action === 'withdraw-ask') {
    return ask.status === 'waiting' || ask.status === 'promised' ? null : 'not-waiting';
  }
  if (ask.status !== 'promised') return 'not-promised';
  if (action === 'collected' || action === 'missed') {
    if (ask.pickup_state !== 'agreed' || ask.agreed_starts_at === null) return 'not-agreed';
    return Date.parse(ask.agreed_starts_at) > now ? 'too-early' : null;
  }
  if (action === 'check-code') {
    if (ask.relative_may_collect !== 1) return 'no-code';
    if (ask.collector_code_used_at !== null) return 'code-used';
    return ask.collector_code_tries >= codeTriesMax ? 'code-locked' : null;
  }
  return null;
}

/** How long ago (hours, rounded up) a member usually answers, from their reply delays in ms. */
export function usualReplyHours(delaysMs: readonly number[], fewest: number): number | null {
  if (delaysMs.length < fewest) return null;
  const sorted = [...delaysMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.max(1, Math.ceil(median / 3_600_000));
}
