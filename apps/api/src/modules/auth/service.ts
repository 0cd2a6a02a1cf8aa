import type { FastifyBaseLogger } from 'fastify';

import {
  ACCOUNT_MESSAGES,
  RESET_TOKEN_TTL_MINUTES,
  signInAccount,
  type SignInAccount,
} from '@tabarru/contract/accounts';
import type { Language } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, forbidden } from '../../infra/http-errors';
import { generateUrlToken, hashSecret } from '../../infra/one-time-secrets';
import { hashPassword } from '../../infra/passwords';
import { cancelEmailChanges } from '../email-change/service';
import { announceNotifications, deviceDetail, recordNotifications } from '../notifications/service';
import {
  beginSession,
  endSessions,
  isLiveSession,
  isNewDevice,
  liveSessionOf,
  lockAccountRow,
  networkOf,
  sessionsEnded,
  sessionToken,
  type ClientInfo,
} from '../sessions/service';
import {
  assertPhoneVerified,
  useVerifiedPhone,
  type VerificationProof,
} from '../verification/service';
import { assertUncommonPassword } from '../users/policy';
import {
  assertIdentityFree,
  findUserByEmail,
  findUserByPhone,
  insertMember,
  replacePassword,
  rethrowIdentityRace,
  usernameKey,
  type IdentityFields,
} from '../users/service';
import { findLiveReset, insertPasswordReset, useReset } from './queries';
import { resetLink, resetMail } from './reset-mail';

export interface Registration {
  username: string;
  email: string;
  phone: string;
  password: string;
  locale: Language;
  verification: VerificationProof;
  client: ClientInfo;
}

/**
 * A member joins: the password must not be a common one, the phone must have been verified by
 * this client (asked before the names are looked up or the password hashed), and username (or a
 * look-alike of it), email and phone must be free. The verification is used up in the same
 * transaction as the insert, so a refused registration leaves it usable.
 */
export async function register(context: ModuleContext, input: Registration): Promise<string> {
  assertUncommonPassword(input.password, 'password');
  await assertPhoneVerified(
    context.db,
    context.serverSecret,
    input.phone,
    input.verification,
    'phone_number',
  );
  const identity: IdentityFields = {
    username: input.username,
    usernameKey: usernameKey(input.username),
    email: input.email,
    phone: input.phone,
  };
  await assertIdentityFree(context, identity);
  const passwordHash = await context.passwords.hash(input.password);
  try {
    const { user, session } = await inTransaction(context.db, async (trx) => {
      await useVerifiedPhone(
        trx,
        context.serverSecret,
        input.phone,
        input.verification,
        'phone_number',
      );
      const member = await insertMember(trx, { ...identity, passwordHash, locale: input.locale });
      return { user: member, session: await beginSession(context, trx, member, input.client) };
    });
    return await sessionToken(context, user, session.id);
  } catch (error) {
    return rethrowIdentityRace(context, error, identity);
  }
}

/** Costs what a real verify costs, so a missing account does not answer faster. */
let decoyHash: Promise<string> | undefined;

/** A sign-in attempt: what was typed, who is asking, and the token the browser still held. */
export interface SignInAttempt {
  /** the account's email or phone number, as typed (the body's `email` field) */
  account: string;
  password: string;
  client: ClientInfo;
  /** a token the signing-in browser still holds: its session ends with this sign-in */
  heldToken: string | undefined;
}

export type SignInResult =
  | { outcome: 'refused' }
  | { outcome: 'secondStep'; challenge: string }
  | { outcome: 'signedIn'; token: string };

/**
 * 403 to a suspended member, after the right password only: a guess learns nothing, the member
 * learns why they cannot come in and whom to ask.
 */
const accountSuspended = () =>
  forbidden(ERROR_CODES.accountSuspended, ACCOUNT_MESSAGES.accountSuspended);

const findUserBy = (context: ModuleContext, account: SignInAccount) =>
  account.by === 'phone'
    ? findUserByPhone(context.db, account.value)
    : findUserByEmail(context.db, account.value);

/**
 * Email or phone number, and password. A right password signs in, or, for an account with a
 * second step, answers a short-lived challenge for it (two-factor/service.ts). Every attempt is
 * logged with the account as compared (signInAccount): the email, or the phone as +962….
 */
export async function signIn(
  context: ModuleContext,
  attempt: SignInAttempt,
): Promise<SignInResult> {
  const account = signInAccount(attempt.account);
  const network = networkOf(attempt.client.ip);
  const user = await findUserBy(context, account);
  if (!user) {
    // Hashed once, outside the queue: a refused first try must not be kept as the decoy.
    decoyHash ??= hashPassword('a password no account has');
    await context.passwords.verify(await decoyHash, attempt.password);
    context.securityLog.record({
      event: 'sign_in',
      outcome: 'unknown_account',
      account: account.value,
      userId: null,
      network,
    });
    return { outcome: 'refused' };
  }
  const logAttempt = (outcome: 'wrong_password' | 'second_step_asked' | 'suspended') =>
    context.securityLog.record({
      event: 'sign_in',
      outcome,
      account: account.value,
      userId: user.id,
      network,
    });
  if (!(await context.passwords.verify(user.password_hash, attempt.password))) {
    logAttempt('wrong_password');
    return { outcome: 'refused' };
  }
  if (user.suspended_at !== null) {
    logAttempt('suspended');
    throw accountSuspended();
  }
  if (user.two_factor_secret !== null) {
    logAttempt('second_step_asked');
    const challenge = await context.tokens.issueChallenge({
      userId: user.id,
      tv: user.token_version,
    });
    return { outcome: 'secondStep', challenge };
  }
  return {
    outcome: 'signedIn',
    token: await completeSignIn(context, user, { ...attempt, account: account.value }, false),
  };
}

/**
 * The end of every sign-in: the session the browser still held ends (whoever's it was), a
 * new one begins, and the member is told when the device is new to them (a notification, and
 * by their choice a push and an email, with a link to their signed-in devices). `account` is
 * the account tried as the security log records it.
 */
export async function completeSignIn(
  context: ModuleContext,
  user: UserRow,
  attempt: Pick<SignInAttempt, 'client' | 'heldToken' | 'account'>,
  secondFactor: boolean,
): Promise<string> {
  // The second step may come after a suspension that followed the first.
  if (user.suspended_at !== null) throw accountSuspended();
  const held = await liveSessionOf(context, attempt.heldToken);
  if (isLiveSession(held)) {
    const ended = await inTransaction(context.db, async (trx) => {
      await lockAccountRow(trx, context.dialect, held.member.id, 'update');
      return endSessions(context, trx, { userId: held.member.id, only: held.session.id });
    });
    sessionsEnded(context, held.member.id, ended, 'signed_in_again');
  }
  const { session, notified } = await inTransaction(context.db, async (trx) => {
    const newDevice = await isNewDevice(trx, user.id, attempt.client);
    const begun = await beginSession(context, trx, user, attempt.client, { secondFactor });
    const told = newDevice
      ? await recordNotifications(
          trx,
          [
            {
              userId: user.id,
              kind: 'new_sign_in',
              actorId: null,
              postId: null,
              detail: deviceDetail({ browser: begun.device_browser, system: begun.device_system }),
            },
          ],
          begun.created_at,
        )
      : [];
    return { session: begun, notified: told };
  });
  announceNotifications(context, notified);
  context.securityLog.record({
    event: 'sign_in',
    outcome: 'signed_in',
    account: attempt.account,
    userId: user.id,
    network: session.network,
  });
  return sessionToken(context, user, session.id);
}

const resetTokenHash = (context: ModuleContext, token: string) =>
  hashSecret(context.serverSecret, 'password-reset', token);

/**
 * Mails a single-use reset link when the email has an account. The caller answers the same
 * either way, and the mail goes out after the reply so its delivery time reveals nothing.
 */
export async function requestPasswordReset(
  context: ModuleContext,
  log: FastifyBaseLogger,
  email: string,
  locale: Language | undefined,
): Promise<void> {
  const token = generateUrlToken();
  const tokenHash = resetTokenHash(context, token);
  const user = await findUserByEmail(context.db, email);
  if (!user) return;
  const now = Date.now();
  await insertPasswordReset(context.db, {
    userId: user.id,
    tokenHash,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + RESET_TOKEN_TTL_MINUTES * 60_000).toISOString(),
  });
  const language = locale ?? user.locale;
  const mail = resetMail(
    language,
    user.email,
    user.username,
    resetLink(context.config.publicWebUrl, language, token),
  );
  setImmediate(() => {
    context.outbox.sendEmail(mail).catch((error: unknown) => {
      log.error({ err: error, userId: user.id }, 'password reset mail not delivered');
    });
  });
}

const resetTokenInvalid = () =>
  badRequest(ERROR_CODES.resetTokenInvalid, ACCOUNT_MESSAGES.resetTokenInvalid, 'token');

/**
 * Sets the new password, uses the token up, ends every session of the account and cancels an
 * email change still waiting for its link.
 */
export async function resetPassword(
  context: ModuleContext,
  token: string,
  newPassword: string,
): Promise<void> {
  const tokenHash = resetTokenHash(context, token);
  const reset = await findLiveReset(context.db, tokenHash, new Date().toISOString());
  if (!reset) throw resetTokenInvalid();
  assertUncommonPassword(newPassword, 'new_password');
  const passwordHash = await context.passwords.hash(newPassword);
  const ended = await inTransaction(context.db, async (trx) => {
    if (!(await useReset(trx, reset.id, reset.user_id, new Date().toISOString()))) {
      throw resetTokenInvalid();
    }
    // The reset ends the account's sessions: their writes in flight commit first, or see it.
    await lockAccountRow(trx, context.dialect, reset.user_id, 'update');
    await replacePassword(trx, reset.user_id, passwordHash);
    await cancelEmailChanges(context, trx, reset.user_id);
    return endSessions(context, trx, { userId: reset.user_id });
  });
  // Its sockets hold the ended tokens too.
  context.realtime.endSessions(reset.user_id);
  sessionsEnded(context, reset.user_id, ended, 'password_reset');
}
