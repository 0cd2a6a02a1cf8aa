import type { FastifyBaseLogger } from 'fastify';

import { ADMIN_MESSAGES } from '@tabarru/contract/admin';
import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import type { Db, UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../infra/http-errors';
import { writeDroppingImages } from '../images/service';
import { lockAccountRow, writeAs, type Session } from '../sessions/service';
import { countAdministrators, lockAdministratorRoles } from '../users/service';
import { leavesNoAdministrator } from '../users/policy';
import { changeRatingTotals } from '../feedback/service';
import {
  deleteAccountRow,
  deletePhoneVerifications,
  photosOfMemberPosts,
  ratingsGivenBy,
} from './queries';

/**
 * What deleting a member means, one way for an administrator's delete and a member's own
 * (docs/decisions.md): everything they wrote is removed, not anonymised (posts and their photo
 * files, messages and the conversations they were in, claims, feedback given and received,
 * reports, reset links and the codes texted to their phone); what others need stays without
 * its author (events, banners, contact messages); the ratings they gave leave the receivers'
 * kept totals, and other members' handover counters stay as they are (what was given was
 * given). Their tokens stop working at once (every request reads the account, which is gone),
 * and their sockets are closed. The last administrator cannot be deleted. `alsoInTransaction`
 * runs after these rules, before the deletion, in its transaction: the caller's own rules and
 * its audit entry, given the account to delete and the session's own as they are now. It runs
 * as the session deleting (writeAs): a session that ended meanwhile deletes nothing.
 */
export async function deleteAccount(
  context: ModuleContext,
  session: Session,
  userId: number,
  log: FastifyBaseLogger,
  alsoInTransaction?: (trx: Db, account: UserRow, deleting: UserRow) => Promise<void>,
): Promise<UserRow> {
  const deletion = (dropping: (hashes: string[]) => void) => async (trx: Db, deleting: UserRow) => {
    const found = await lockAccountRow(trx, context.dialect, userId, 'update');
    if (!found) throw notFound(ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound);
    if (leavesNoAdministrator(found, await countAdministrators(trx))) {
      throw conflict(ERROR_CODES.lastAdmin, ADMIN_MESSAGES.lastAdmin);
    }
    await alsoInTransaction?.(trx, found, deleting);
    dropping(await photosOfMemberPosts(trx, context.dialect, userId));
    // Their feedback goes with them: each receiver's kept rating totals lose it, so stay exact.
    for (const given of await ratingsGivenBy(trx, userId)) {
      await changeRatingTotals(trx, given.receiver_id, given.rating, -1);
    }
    await deletePhoneVerifications(trx, found.phone_number);
    await deleteAccountRow(trx, userId);
    return found;
  };
  // The files go under each one's lock, so a photo another post or event shows stays
  // (images/service.ts).
  const account = await writeDroppingImages(context, log, (dropping) =>
    writeAs(context, session, deletion(dropping), {
      before: (trx) => lockAdministratorRoles(trx, context.dialect),
      endsSession: session.member.id === userId,
    }),
  );
  // Their open sockets go at once, like their tokens.
  context.realtime.endSessions(userId);
  return account;
}

/**
 * DELETE /api/users/me: the member deletes their own account, their password given again, the
 * one deletion above. A wrong password changes nothing (403, not 401: the session is still
 * live). Not written to the audit log, which records administrators' actions (docs/decisions.md).
 */
export async function deleteOwnAccount(
  context: ModuleContext,
  session: Session,
  password: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!(await context.passwords.verify(session.member.password_hash, password))) {
    throw forbidden(ERROR_CODES.wrongPassword, ACCOUNT_MESSAGES.wrongPassword);
  }
  await deleteAccount(context, session, session.member.id, log);
}
