import type { FastifyBaseLogger } from 'fastify';

import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import {
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_UNDO_DAYS,
} from '@tabarru/contract/email-change';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import type { Db, UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict } from '../../infra/http-errors';
import { generateUrlToken, hashSecret } from '../../infra/one-time-secrets';
import type { EmailMessage } from '../../infra/outbox';
import { endSessions, lockAccountRow, sessionsEnded } from '../sessions/service';
import { confirmMail, emailChangeLinks, noticeMail } from './mail';
import {
  cancelWaitingChanges,
  emailTakenByAnother,
  findChangeByConfirmHash,
  findChangeByUndoHash,
  findWaitingChange,
  insertEmailChange,
  markConfirmed,
  markUndone,
  raiseTokenVersion,
  setEmail,
} from './queries';

const HOUR_MS = 60 * 60 * 1000;

const linkHash = (context: Pick<ModuleContext, 'serverSecret'>, use: string, token: string) =>
  hashSecret(context.serverSecret, `email-change-${use}`, token);

const linkInvalid = () =>
  badRequest(ERROR_CODES.emailChangeLinkInvalid, EMAIL_CHANGE_MESSAGES.linkInvalid, 'token');

const emailTaken = () => conflict(ERROR_CODES.emailTaken, ACCOUNT_MESSAGES.emailTaken, 'email');

/**
 * Cancels the member's change still waiting for its link, in the caller's transaction: a
 * password reset does, so that what someone else asked for with the old password ends with it.
 */
export function cancelEmailChanges(
  context: Pick<ModuleContext, 'now'>,
  trx: Db,
  userId: number,
): Promise<void> {
  return cancelWaitingChanges(trx, userId, new Date(context.now()).toISOString());
}

/** The new address a member's change waits to confirm, or null. */
export async function pendingEmailOf(
  context: Pick<ModuleContext, 'db' | 'now'>,
  userId: number,
): Promise<string | null> {
  const waiting = await findWaitingChange(
    context.db,
    userId,
    new Date(context.now()).toISOString(),
  );
  return waiting?.new_email ?? null;
}

/**
 * Asks for a change of the member's email, in the transaction of the profile's update (whose
 * caller checked the password): the change waits for the link mailed to the new address, and
 * a newer change replaces one still waiting. Answers the two mails to send once it commits.
 */
export async function askEmailChange(
  context: ModuleContext,
  trx: Db,
  user: UserRow,
  newEmail: string,
): Promise<EmailMessage[]> {
  const now = context.now();
  const at = new Date(now).toISOString();
  const tokens = { confirm: generateUrlToken(), undo: generateUrlToken() };
  await cancelWaitingChanges(trx, user.id, at);
  await insertEmailChange(trx, {
    user_id: user.id,
    old_email: user.email,
    new_email: newEmail,
    confirm_hash: linkHash(context, 'confirm', tokens.confirm),
    undo_hash: linkHash(context, 'undo', tokens.undo),
    created_at: at,
    confirm_by: new Date(now + EMAIL_CHANGE_CONFIRM_HOURS * HOUR_MS).toISOString(),
    undo_by: new Date(now + EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR_MS).toISOString(),
  });
  const links = emailChangeLinks(context.config.publicWebUrl, user.locale, tokens);
  return [
    confirmMail(user.locale, { username: user.username, newEmail, link: links.confirm }),
    noticeMail(user.locale, {
      username: user.username,
      oldEmail: user.email,
      newEmail,
      link: links.undo,
    }),
  ];
}

/** Sends an email change's mails after the reply, as the reset link goes. */
export function sendEmailChangeMails(
  context: ModuleContext,
  log: FastifyBaseLogger,
  userId: number,
  mails: EmailMessage[],
): void {
  context.securityLog.record({ event: 'email_change', step: 'asked', userId });
  setImmediate(() => {
    for (const mail of mails) {
      context.outbox.sendEmail(mail).catch((error: unknown) => {
        log.error({ err: error, userId }, 'email change mail not delivered');
      });
    }
  });
}

/** The link mailed to the new address was followed: the account takes the new email. */
export async function confirmEmailChange(
  context: ModuleContext,
  token: string,
): Promise<{ email: string }> {
  const change = await findChangeByConfirmHash(context.db, linkHash(context, 'confirm', token));
  const at = new Date(context.now()).toISOString();
  if (!change || change.confirm_by <= at) throw linkInvalid();
  try {
    await inTransaction(context.db, async (trx) => {
      await lockAccountRow(trx, context.dialect, change.user_id, 'update');
      if (await emailTakenByAnother(trx, change.new_email, change.user_id)) throw emailTaken();
      if (!(await markConfirmed(trx, change.id, at))) throw linkInvalid();
      await setEmail(trx, change.user_id, change.new_email, at);
    });
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw emailTaken();
    throw error;
  }
  context.securityLog.record({ event: 'email_change', step: 'confirmed', userId: change.user_id });
  return { email: change.new_email };
}

/**
 * "This was not me", from the old address: the change is undone (the old address back when it
 * was confirmed, never used when it was not) and every session of the account ends, so whoever
 * asked for it is out; the member then chooses a new password through the old address.
 */
export async function undoEmailChange(
  context: ModuleContext,
  token: string,
): Promise<{ email: string }> {
  const change = await findChangeByUndoHash(context.db, linkHash(context, 'undo', token));
  const at = new Date(context.now()).toISOString();
  if (!change || change.undo_by <= at) throw linkInvalid();
  const { email, ended } = await inTransaction(context.db, async (trx) => {
    const account = await lockAccountRow(trx, context.dialect, change.user_id, 'update');
    if (!account || !(await markUndone(trx, change.id, at))) throw linkInvalid();
    let current = account.email;
    if (
      change.confirmed_at !== null &&
      current === change.new_email &&
      !(await emailTakenByAnother(trx, change.old_email, account.id))
    ) {
      await setEmail(trx, account.id, change.old_email, at);
      current = change.old_email;
    }
    // A newer change waiting for its link goes too: whoever asked for this one may have asked
    // for another, whose link needs no session.
    await cancelWaitingChanges(trx, account.id, at);
    await raiseTokenVersion(trx, account.id, at);
    return {
      email: current,
      ended: await endSessions(context, trx, { userId: account.id }),
    };
  });
  context.realtime.endSessions(change.user_id);
  sessionsEnded(context, change.user_id, ended, 'email_change_undone');
  context.securityLog.record({ event: 'email_change', step: 'undone', userId: change.user_id });
  return { email };
}
