import type { z } from 'zod';

import { endOfAmmanDay } from '@tabarru/contract/amman-time';
import { ERROR_CODES } from '@tabarru/contract/errors';
import {
  NEED_MESSAGES,
  type Need,
  type NeedReceiptReply,
  type NeedReply,
  type needCreateSchema,
  type needReceiptSchema,
} from '@tabarru/contract/needs';
import { POST_MESSAGES } from '@tabarru/contract/posts';

import type { ModuleContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../infra/http-errors';
import type { UserRow } from '../../db/schema';
import { recordNeedHandover } from '../handovers/service';
import { shownOrganisation, verifiedOrganisationOf } from '../organisations/service';
import { writeWantedPost } from '../wanted/service';
import { writeAs, type Session } from '../sessions/service';
import { findUserIdByUsername } from '../users/service';
import { lockPost, markDonated } from '../posts/service';
import { isNeedDeadlineInRange, receiptRefusal, type ReceiptRefusal } from './policy';
import { presentNeed, presentReceipt } from './presenter';
import { findNeed, insertReceipt, markAsNeed, openNeedsOf, receiptsOf } from './queries';

// The demo seed writes its needs and what was given to them with these.
export { insertReceipt, markAsNeed } from './queries';

/** An organisation's page lists this many of its open needs at most. */
const OPEN_NEEDS_MAX = 100;
/** The receipts of a need its organisation sees at once. */
const RECEIPTS_MAX = 500;

const needNotFound = () => notFound(ERROR_CODES.needNotFound, NEED_MESSAGES.notFound);

const notAVerifiedOrganisation = () =>
  forbidden(ERROR_CODES.notAVerifiedOrganisation, NEED_MESSAGES.notAVerifiedOrganisation);

const RECEIPT_REFUSALS: Record<ReceiptRefusal, () => Error> = {
  fulfilled: () => conflict(ERROR_CODES.needFulfilled, NEED_MESSAGES.fulfilled),
  'more-than-left': () =>
    conflict(ERROR_CODES.needMoreThanLeft, NEED_MESSAGES.moreThanLeft, 'quantity'),
};

async function needReply(context: ModuleContext, id: number, message: string): Promise<NeedReply> {
  const row = await findNeed(context.db, id);
  if (!row) throw needNotFound();
  return { message, need: presentNeed(row) };
}

/**
 * POST /api/needs: a verified organisation asks for a number of items by a day. It is written
 * as the organisation's wanted post (with its alert for matching offers) that leaves the feed at
 * the end of that day; anyone else is refused and nothing is written.
 */
export async function createNeed(
  context: ModuleContext,
  session: Session,
  input: z.output<typeof needCreateSchema>,
): Promise<NeedReply> {
  const now = context.now();
  if (!isNeedDeadlineInRange(input.deadline, now)) {
    throw badRequest(
      ERROR_CODES.needDeadlineOutOfRange,
      NEED_MESSAGES.deadlineOutOfRange,
      'deadline',
    );
  }
  const id = await writeAs(context, session, async (trx, member) => {
    if (!(await verifiedOrganisationOf(trx, member.id))) throw notAVerifiedOrganisation();
    const postId = await writeWantedPost(trx, member.id, input, now);
    await markAsNeed(trx, postId, {
      quantity: input.quantity,
      deadline: input.deadline,
      deadlineAt: new Date(endOfAmmanDay(input.deadline)).toISOString(),
    });
    return postId;
  });
  return needReply(context, id, NEED_MESSAGES.created);
}

/**
 * POST /api/needs/:id/receipts: the need's organisation records what came in, with the post
 * locked so the count is the sum of the receipts however many are recorded at once. A member
 * named as the donor has the handover counted for both; once everything asked for came in, the
 * need is given (it leaves the feed).
 */
export async function recordReceipt(
  context: ModuleContext,
  session: Session,
  id: number,
  receipt: z.output<typeof needReceiptSchema>,
): Promise<NeedReply> {
  await writeAs(context, session, async (trx, member) => {
    const post = await lockPost(trx, context.dialect, id);
    if (
      !post ||
      post.kind !== 'wanted' ||
      post.need_quantity === null ||
      post.moderation_status === 'removed'
    ) {
      throw needNotFound();
    }
    if (post.user_id !== member.id) {
      throw forbidden(ERROR_CODES.notPostOwner, POST_MESSAGES.notOwner);
    }
    const refusal = receiptRefusal(
      { need_quantity: post.need_quantity, need_received: post.need_received },
      receipt.quantity,
    );
    if (refusal) throw RECEIPT_REFUSALS[refusal]();
    const donorId =
      receipt.donor === undefined ? null : await findUserIdByUsername(trx, receipt.donor);
    if (donorId === undefined || donorId === member.id) {
      throw badRequest(ERROR_CODES.needDonorNotFound, NEED_MESSAGES.donorNotFound, 'donor');
    }
    const at = new Date(context.now()).toISOString();
    await insertReceipt(trx, {
      postId: id,
      quantity: receipt.quantity,
      way: receipt.way,
      donorId,
      at,
    });
    if (donorId !== null) await recordNeedHandover(trx, donorId, member.id);
    if (post.need_received + receipt.quantity >= post.need_quantity) await markDonated(trx, id);
  });
  return needReply(context, id, NEED_MESSAGES.received);
}

/** GET /api/organisations/:id/needs: a verified organisation's needs still open. */
export async function organisationNeeds(context: ModuleContext, id: number): Promise<Need[]> {
  const organisation = await shownOrganisation(context.db, id);
  const rows = await openNeedsOf(
    context.db,
    organisation.id,
    new Date(context.now()).toISOString(),
    OPEN_NEEDS_MAX,
  );
  return rows.map(presentNeed);
}

/** GET /api/needs/:id/receipts: what came in for a need, to its organisation only. */
export async function needReceipts(
  context: ModuleContext,
  viewer: UserRow,
  id: number,
): Promise<NeedReceiptReply[]> {
  const need = await findNeed(context.db, id);
  if (!need || need.moderation_status === 'removed') throw needNotFound();
  if (need.user_id !== viewer.id) throw forbidden(ERROR_CODES.notPostOwner, POST_MESSAGES.notOwner);
  return (await receiptsOf(context.db, id, RECEIPTS_MAX)).map(presentReceipt);
}
