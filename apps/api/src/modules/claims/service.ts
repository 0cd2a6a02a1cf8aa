import type { ClaimStatus } from '@tabarru/contract/constants';
import {
  CLAIM_MESSAGES,
  MY_REQUESTS_SHOWN,
  PENDING_CLAIMS_SHOWN,
  type ClaimDecisionReply,
  type MyRequest,
  type ParsedCreateClaimRequest,
  type PendingClaim,
  type PendingClaimsCountReply,
} from '@tabarru/contract/claims';
import { BLOCK_MESSAGES } from '@tabarru/contract/blocks';
import { ERROR_CODES } from '@tabarru/contract/errors';

import { WANTED_MESSAGES } from '@tabarru/contract/wanted';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import type { Db, UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, type HttpError } from '../../infra/http-errors';
import { ratingPrompts } from '../feedback/service';
import { announceNotifications, recordNotifications } from '../notifications/service';
import { recordHandover } from '../handovers/service';
import { writeAs, type Session } from '../sessions/service';
import { lockPost } from '../posts/service';
import { isEitherBlocked } from '../blocks/service';
import {
  canSeeClaimsOf,
  claimQuotaReached,
  claimRefusal,
  decisionRefusal,
  type ClaimRefusal,
  type DecisionRefusal,
} from './policy';
import { presentMyRequest, presentPendingClaim } from './presenter';
import {
  countClaimsAwaitingDonors,
  countPendingClaims,
  countUnseenDecisions,
  decideClaim,
  findClaim,
  hasPendingClaim,
  insertClaim,
  lockClaimant,
  markDecisionsSeen,
  pendingClaimsOf,
  requestsOf,
  type ClaimRow,
} from './queries';

// The demo seed writes its claims with these, as a claim and its answer write them.
export { decideClaim, insertClaim } from './queries';

/*
 * A member's counts (the badge's pending claims and unseen decisions) change only here:
 * createClaim raises the donor's pending claims, confirmClaim and declineClaim lower them and
 * raise the claimants' unseen decisions, and decisionsSeen lowers the claimant's. Each tells
 * the sockets of the members whose counts moved, once its transaction has committed.
 */

const postNotFound = () => notFound(ERROR_CODES.postNotFound, CLAIM_MESSAGES.postNotFound);

/** A refused claim is a 400: the earlier client shows its message (docs/api.md, Errors). */
const REFUSALS: Record<ClaimRefusal, () => HttpError> = {
  'not-found': postNotFound,
  'own-post': () => badRequest(ERROR_CODES.claimOwnPost, CLAIM_MESSAGES.ownPost, 'post_id'),
  blocked: () => forbidden(ERROR_CODES.claimMemberBlocked, BLOCK_MESSAGES.claimsBlocked),
  wanted: () => badRequest(ERROR_CODES.claimWantedPost, WANTED_MESSAGES.notClaimable, 'post_id'),
  'not-available': () =>
    badRequest(ERROR_CODES.claimNotAvailable, CLAIM_MESSAGES.notAvailable, 'post_id'),
};

const alreadyClaimed = () =>
  badRequest(ERROR_CODES.claimAlreadySent, CLAIM_MESSAGES.alreadyClaimed, 'post_id');

/**
 * A claim that was answered already is a conflict with what is stored (409), like a donated
 * post's availability: the request was right when it was made, the state moved on.
 */
const DECISION_REFUSALS: Record<DecisionRefusal, () => HttpError> = {
  'not-found': () => notFound(ERROR_CODES.claimNotFound, CLAIM_MESSAGES.claimNotFound),
  'not-donor': () => forbidden(ERROR_CODES.notClaimDonor, CLAIM_MESSAGES.notYourDonation),
  'not-pending': () => conflict(ERROR_CODES.claimNotPending, CLAIM_MESSAGES.notPending),
};

const claimsOfAnother = () => forbidden(ERROR_CODES.claimsOfAnother, CLAIM_MESSAGES.onlyOwnClaims);

/**
 * Records a pending claim on another member's available post; returns its id. The post is
 * locked while it is checked, so a confirmation that gives it away meanwhile is seen, and so is
 * the claimant's row, so two claims at the quota count one after the other. Raises the donor's
 * pending claims.
 */
export async function createClaim(
  context: ModuleContext,
  session: Session,
  request: ParsedCreateClaimRequest,
): Promise<number> {
  let claim: { id: number; donorId: number; notified: number[] };
  try {
    claim = await writeAs(context, session, async (trx, member) => {
      const post = await lockPost(trx, context.dialect, request.post_id);
      const blocked = post ? await isEitherBlocked(trx, member.id, post.user_id) : false;
      const refusal = claimRefusal(member, post, blocked);
      if (refusal || !post) throw REFUSALS[refusal ?? 'not-found']();
      if (await hasPendingClaim(trx, post.id, member.id)) throw alreadyClaimed();
      await lockClaimant(trx, context.dialect, member.id);
      if (claimQuotaReached(await countClaimsAwaitingDonors(trx, member.id))) {
        throw badRequest(ERROR_CODES.claimQuotaReached, CLAIM_MESSAGES.quotaReached);
      }
      const id = await insertClaim(trx, {
        postId: post.id,
        receiverId: member.id,
        donorId: post.user_id,
        message: request.message ?? null,
      });
      const notified = await recordNotifications(
        trx,
        [{ userId: post.user_id, kind: 'claim_received', actorId: member.id, postId: post.id }],
        new Date(context.now()).toISOString(),
      );
      return { id, donorId: post.user_id, notified };
    });
  } catch (error) {
    // Lost a race the locks do not cover: the post was deleted, or a pending claim won.
    const violation = constraintViolation(error);
    if (violation === 'unique') throw alreadyClaimed();
    if (violation === 'foreign-key') throw postNotFound();
    throw error;
  }
  context.realtime.notificationCountChanged(claim.donorId, 'pendingClaims');
  announceNotifications(context, claim.notified);
  return claim.id;
}

/** The badge's counts of a member (their claims, answers, handovers to rate): their own only. */
export async function claimCounts(
  context: ModuleContext,
  viewer: UserRow,
  memberId: number,
): Promise<PendingClaimsCountReply> {
  if (!canSeeClaimsOf(viewer, memberId)) throw claimsOfAnother();
  const [pendingClaims, unseenDecisions, prompts] = await Promise.all([
    countPendingClaims(context.db, memberId),
    countUnseenDecisions(context.db, memberId),
    ratingPrompts(context, viewer),
  ]);
  return { pendingClaims, unseenDecisions, ratingPrompts: prompts.length };
}

/** The claims waiting for the donor's answer, to the donor alone. */
export async function pendingClaims(
  context: ModuleContext,
  viewer: UserRow,
  donorId: number,
): Promise<PendingClaim[]> {
  if (!canSeeClaimsOf(viewer, donorId)) throw claimsOfAnother();
  const rows = await pendingClaimsOf(context.db, donorId, PENDING_CLAIMS_SHOWN);
  return rows.map((row) => presentPendingClaim(context.images, row));
}

/** Who else answering a claim answered: claimants declined, askers told it went elsewhere. */
interface AlsoAnswered {
  declined: number[];
  elsewhere: number[];
}

/**
 * Answers a claim in one transaction, then does `alsoWith` the answered claim in it (which
 * names any other claimant it answered). The claimed post is locked first and the claim read
 * again under the lock, so of two answers racing on one post (two confirmations, a confirmation
 * and a decline) the second sees what the first did. Then the donor's sockets and those of
 * every answered claimant are told their counts changed.
 */
async function decide(
  context: ModuleContext,
  session: Session,
  claimId: number,
  status: Exclude<ClaimStatus, 'pending'>,
  alsoWith: (trx: Db, claim: ClaimRow, decidedAt: string) => Promise<AlsoAnswered> = async () => ({
    declined: [],
    elsewhere: [],
  }),
): Promise<ClaimDecisionReply> {
  const answered = await writeAs(context, session, async (trx, member) => {
    const found = await findClaim(trx, claimId);
    const post = found && (await lockPost(trx, context.dialect, found.post_id));
    const claim = post && (await findClaim(trx, claimId));
    const refusal = decisionRefusal(member, claim, post);
    if (refusal || !claim) throw DECISION_REFUSALS[refusal ?? 'not-found']();
    const decidedAt = new Date().toISOString();
    if (!(await decideClaim(trx, claim.id, status, decidedAt))) {
      throw DECISION_REFUSALS['not-pending']();
    }
    const others = await alsoWith(trx, claim, decidedAt);
    const notified = await recordNotifications(
      trx,
      [
        { userId: claim.receiver_id, kind: `claim_${status}` as const },
        ...others.declined.map((userId) => ({ userId, kind: 'claim_declined' as const })),
        ...others.elsewhere.map((userId) => ({ userId, kind: 'ask_elsewhere' as const })),
      ].map((answer) => ({ ...answer, actorId: member.id, postId: claim.post_id })),
      decidedAt,
    );
    return { claimants: [claim.receiver_id, ...others.declined], notified };
  });
  context.realtime.notificationCountChanged(session.member.id, 'pendingClaims');
  for (const claimantId of new Set(answered.claimants)) {
    context.realtime.notificationCountChanged(claimantId, 'unseenDecisions');
  }
  announceNotifications(context, answered.notified);
  const message = status === 'confirmed' ? CLAIM_MESSAGES.confirmed : CLAIM_MESSAGES.declined;
  return { message, claim_id: claimId, status };
}

/**
 * The donor confirms the handover: the claim is confirmed and the handover recorded
 * (handovers/service.ts: the post donated, the two members' counts raised, every other pending
 * claim declined, the post's open asks settled; askers other than the receiver are told it went
 * elsewhere). Lowers the donor's pending claims and raises the unseen decisions of the receiver
 * and of every declined claimant.
 */
export async function confirmClaim(
  context: ModuleContext,
  session: Session,
  claimId: number,
): Promise<ClaimDecisionReply> {
  let handover: { donorId: number; receiverId: number } | undefined;
  const reply = await decide(
    context,
    session,
    claimId,
    'confirmed',
    async (trx, claim, decidedAt) => {
      const answered = await recordHandover(
        trx,
        {
          postId: claim.post_id,
          donorId: claim.donor_id,
          receiverId: claim.receiver_id,
          confirmedClaimId: claim.id,
        },
        decidedAt,
      );
      handover = { donorId: claim.donor_id, receiverId: claim.receiver_id };
      return {
        declined: answered.declinedClaimants,
        elsewhere: answered.closedAskers.filter((askerId) => askerId !== claim.receiver_id),
      };
    },
  );
  // Each of the two is asked to rate the other now.
  if (handover) {
    context.realtime.notificationCountChanged(handover.donorId, 'ratingPrompts');
    context.realtime.notificationCountChanged(handover.receiverId, 'ratingPrompts');
  }
  return reply;
}

/**
 * The donor declines a claim; the post stays as it is. Lowers the donor's pending claims and
 * raises the claimant's unseen decisions.
 */
export function declineClaim(
  context: ModuleContext,
  session: Session,
  claimId: number,
): Promise<ClaimDecisionReply> {
  return decide(context, session, claimId, 'declined');
}

/** The member's own claims, newest first, with each one's answer (My requests). */
export async function myRequests(context: ModuleContext, member: UserRow): Promise<MyRequest[]> {
  const rows = await requestsOf(context.db, member.id, MY_REQUESTS_SHOWN);
  return rows.map((row) => presentMyRequest(context.images, row));
}

/**
 * The member has seen the answers to these claims of theirs: they no longer count on the
 * badge. Ids of other members' claims, or of claims still pending, change nothing.
 */
export async function decisionsSeen(
  context: ModuleContext,
  session: Session,
  claimIds: number[],
): Promise<number> {
  const memberId = session.member.id;
  const seen = await writeAs(context, session, (trx) =>
    markDecisionsSeen(trx, memberId, claimIds, new Date().toISOString()),
  );
  // The member's other tabs lower their badge too.
  if (seen > 0) context.realtime.notificationCountChanged(memberId, 'unseenDecisions');
  return seen;
}
