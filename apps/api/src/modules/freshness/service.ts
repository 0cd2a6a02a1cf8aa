import { ERROR_CODES } from '@tabarru/contract/errors';
import { POST_MESSAGES, type PostDetail, type StillAvailableAnswer } from '@tabarru/contract/posts';

import type { ModuleContext } from '../../context';
import { conflict, forbidden, notFound } from '../../infra/http-errors';
import { recordGivenElsewhere } from '../handovers/service';
import { announceNotifications, recordNotifications } from '../notifications/service';
import { canSeePost, isPostOwner } from '../posts/policy';
import { lockPost, offerEndsAt, postDetail } from '../posts/service';
import { writeAs, type Session } from '../sessions/service';
import { renewOffer, settleOffer, withdrawOffer } from './queries';

const postNotFound = () => notFound(ERROR_CODES.postNotFound, POST_MESSAGES.notFound);

/**
 * A donor's answer to "Still available?", also how an offer is renewed: yes puts it on the
 * feed for another 30 days, given away marks it donated (its claims declined and its asks
 * closed, each told), withdraw takes it off the feed until renewed. Its donor alone answers.
 */
export async function answerStillAvailable(
  context: ModuleContext,
  session: Session,
  postId: number,
  answer: StillAvailableAnswer,
): Promise<PostDetail> {
  const told = await writeAs(context, session, async (trx, member) => {
    const post = await lockPost(trx, context.dialect, postId);
    if (!post || post.moderation_status === 'removed' || !canSeePost(member, post)) {
      throw postNotFound();
    }
    if (!isPostOwner(member, post)) {
      throw forbidden(ERROR_CODES.notPostOwner, POST_MESSAGES.notOwner);
    }
    if (post.kind !== 'give') throw conflict(ERROR_CODES.notAnOffer, POST_MESSAGES.notAnOffer);
    if (post.availability === 'donated') {
      throw conflict(ERROR_CODES.postDonatedLocked, POST_MESSAGES.donatedLocked);
    }
    const at = new Date(context.now()).toISOString();
    if (answer === 'yes') {
      await renewOffer(trx, postId, offerEndsAt(context.now()), at);
      return [];
    }
    if (answer === 'withdraw') {
      await withdrawOffer(trx, postId, at);
      return [];
    }
    const answered = await recordGivenElsewhere(trx, postId, at);
    await settleOffer(trx, postId);
    return recordNotifications(
      trx,
      [
        ...answered.declinedClaimants.map((userId) => ({
          userId,
          kind: 'claim_declined' as const,
        })),
        ...answered.closedAskers.map((userId) => ({ userId, kind: 'ask_elsewhere' as const })),
      ].map((notice) => ({ ...notice, actorId: member.id, postId })),
      at,
    );
  });
  announceNotifications(context, told);
  return postDetail(context, session.member, postId);
}

/** The message of an answer, as the API says it. */
export function answerMessage(answer: StillAvailableAnswer): string {
  if (answer === 'yes') return POST_MESSAGES.renewed;
  return answer === 'withdraw' ? POST_MESSAGES.withdrawn : POST_MESSAGES.givenAway;
}
