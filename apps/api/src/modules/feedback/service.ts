import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_SHOWN,
  RATING_PROMPTS_SHOWN,
  type FeedbackEntry,
  type FeedbackListReply,
  type ParsedCreateFeedbackRequest,
  type RatingPrompt,
  type RatingStanding,
} from '@tabarru/contract/feedback';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import type { Db, UserRow } from '../../db/schema';
import {
  badRequest,
  forbidden,
  notFound,
  unauthenticated,
  type HttpError,
} from '../../infra/http-errors';
import { announceNotifications, recordNotifications } from '../notifications/service';
import { writeAs, type Session } from '../sessions/service';
import { averageRating, ratingStanding } from './policy';
import { presentFeedback, presentRatingPrompts } from './presenter';
import {
  changeRatingTotals,
  deleteFeedbackBetween,
  dismissRatingPrompt,
  feedbackBetween,
  feedbackReceived,
  hadConfirmedHandover,
  insertFeedback,
  ratingTotalsOf,
  unratedHandovers,
  type FeedbackRow,
} from './queries';

// A member's deletion takes their ratings out of the receivers' totals; the demo seed writes
// its ratings as a rating is written.
export { changeRatingTotals, insertFeedback } from './queries';

const userNotFound = () => notFound(ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound);
/**
 * A 400, as the earlier client expects of a refusal whose message it shows (it was a 409 before:
 * docs/decisions.md), with its own code.
 */
const alreadySubmitted = () =>
  badRequest(ERROR_CODES.feedbackAlreadySubmitted, FEEDBACK_MESSAGES.alreadySubmitted);

/** Why a signed-in member may not rate: the standings other than may_rate. */
const RATING_REFUSALS: Record<Exclude<RatingStanding, 'may_rate'>, () => HttpError> = {
  self: () => badRequest(ERROR_CODES.feedbackSelf, FEEDBACK_MESSAGES.self, 'receiver_id'),
  rated: alreadySubmitted,
  no_handover: () => forbidden(ERROR_CODES.feedbackNoHandover, FEEDBACK_MESSAGES.noHandover),
  signed_out: () => unauthenticated(),
};

/** Where the viewer stands on rating the member, and the feedback they gave them if any. */
async function standingOf(
  db: Db,
  viewerId: number | undefined,
  memberId: number,
): Promise<{ standing: RatingStanding; own?: FeedbackRow }> {
  if (viewerId === undefined || viewerId === memberId) {
    return { standing: ratingStanding(viewerId, memberId, { rated: false, hadHandover: false }) };
  }
  const [own, hadHandover] = await Promise.all([
    feedbackBetween(db, viewerId, memberId),
    hadConfirmedHandover(db, viewerId, memberId),
  ]);
  return { standing: ratingStanding(viewerId, memberId, { rated: !!own, hadHandover }), own };
}

/**
 * The newest feedback a member received, the viewer's own among it, with the mean and count of
 * their ratings and whether the viewer may rate them. Open to everyone.
 */
export async function feedbackOnMember(
  context: ModuleContext,
  viewer: UserRow | null,
  memberId: number,
): Promise<FeedbackListReply> {
  const member = await ratingTotalsOf(context.db, memberId);
  if (!member) throw userNotFound();
  const [received, { standing, own }] = await Promise.all([
    feedbackReceived(context.db, memberId, FEEDBACK_SHOWN),
    standingOf(context.db, viewer?.id, memberId),
  ]);
  const feedbacks =
    own && !received.some((row) => row.id === own.id) ? [own, ...received] : received;
  return {
    feedbacks: feedbacks.map(presentFeedback),
    average_rating: averageRating(member.rating_sum, member.rating_count),
    rating_count: member.rating_count,
    viewer_standing: standing,
  };
}

/** The feedback a member received, newest first, as their profile shows it. */
export async function feedbackList(context: ModuleContext, memberId: number) {
  return (await feedbackReceived(context.db, memberId, FEEDBACK_SHOWN)).map(presentFeedback);
}

/**
 * A member rates another, once, after a confirmed handover between them; the receiver's kept
 * sum and count rise in the same transaction.
 */
export async function giveFeedback(
  context: ModuleContext,
  session: Session,
  request: ParsedCreateFeedbackRequest,
): Promise<FeedbackEntry> {
  const giver = session.member;
  const receiverId = request.receiver_id;
  if (receiverId === giver.id) throw RATING_REFUSALS.self();
  if (!(await ratingTotalsOf(context.db, receiverId))) throw userNotFound();
  let entry: FeedbackEntry;
  let notified: number[] = [];
  try {
    entry = await writeAs(context, session, async (trx) => {
      const { standing } = await standingOf(trx, giver.id, receiverId);
      if (standing !== 'may_rate') throw RATING_REFUSALS[standing]();
      const id = await insertFeedback(trx, {
        giverId: giver.id,
        receiverId,
        rating: request.rating,
        comment: request.comment,
      });
      await changeRatingTotals(trx, receiverId, request.rating, 1);
      notified = await recordNotifications(
        trx,
        [
          {
            userId: receiverId,
            kind: 'rating_received',
            actorId: giver.id,
            postId: null,
            rating: request.rating,
          },
        ],
        new Date(context.now()).toISOString(),
      );
      return presentFeedback({
        id,
        rating: request.rating,
        comment: request.comment,
        giver_id: giver.id,
        giver_username: giver.username,
        created_at: new Date().toISOString(),
      });
    });
  } catch (error) {
    // Lost a race: the same giver rated in another request, or the receiver's account went.
    const violation = constraintViolation(error);
    if (violation === 'unique') throw alreadySubmitted();
    if (violation === 'foreign-key') throw userNotFound();
    throw error;
  }
  // The rating answers the prompt to give it: the giver's other tabs count one fewer.
  context.realtime.notificationCountChanged(giver.id, 'ratingPrompts');
  announceNotifications(context, notified);
  return entry;
}

/**
 * Removes the feedback the member gave another member, and nothing else; the receiver's kept
 * sum and count fall in the same transaction.
 */
export async function withdrawFeedback(
  context: ModuleContext,
  session: Session,
  receiverId: number,
): Promise<void> {
  await writeAs(context, session, async (trx, giver) => {
    const rating = await deleteFeedbackBetween(trx, giver.id, receiverId);
    if (rating === undefined) {
      throw notFound(ERROR_CODES.feedbackNotFound, FEEDBACK_MESSAGES.notFound);
    }
    await changeRatingTotals(trx, receiverId, rating, -1);
  });
}

/**
 * The members `member` may rate after a confirmed handover and has not rated, nor said not to
 * be asked about: one prompt each, about the latest handover with them, newest first.
 */
export async function ratingPrompts(
  context: ModuleContext,
  member: UserRow,
): Promise<RatingPrompt[]> {
  const rows = await unratedHandovers(context.db, member.id, RATING_PROMPTS_SHOWN * 5);
  return presentRatingPrompts(member.id, rows).slice(0, RATING_PROMPTS_SHOWN);
}

/** The member will not be asked to rate `otherId` again (they may still rate them). */
export async function dismissPrompt(
  context: ModuleContext,
  session: Session,
  otherId: number,
): Promise<void> {
  const memberId = session.member.id;
  if (otherId === memberId) throw RATING_REFUSALS.self();
  try {
    await writeAs(context, session, (trx) =>
      dismissRatingPrompt(trx, memberId, otherId, new Date(context.now()).toISOString()),
    );
  } catch (error) {
    if (constraintViolation(error) === 'foreign-key') throw userNotFound();
    throw error;
  }
  context.realtime.notificationCountChanged(memberId, 'ratingPrompts');
}
