import type { FastifyBaseLogger } from 'fastify';

import { ACCOUNT_MESSAGES, RESET_TOKEN_TTL_MINUTES } from '@tabarru/contract/accounts';
import type { Language } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { isCommonPassword } from '../../infra/common-passwords';
import { badRequest, conflict } from '../../infra/http-errors';
import { generateUrlToken, hashSecret } from '../../infra/one-time-secrets';
import { hashPassword } from '../../infra/passwords';
import {
  findUserByEmail,
  insertMember,
  lockAccountRow,
  replacePassword,
  takenIdentityFields,
  type IdentityFields,
  type UserRow,
} from '../users/queries';
import { usernameKey } from '../users/username-key';
import { useVerifiedPhone, type VerificationProof } from '../verification/service';
import { findLiveReset, insertPasswordReset, useReset } from './queries';
import { resetLink, resetMail } from './reset-mail';

/** Refuses a new password on the list of the most common ones (ASVS 6.2.4). */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(ERROR_CODES.passwordTooCommon, ACCOUNT_MESSAGES.passwordTooCommon, field);
  }
}

const IDENTITY_CONFLICTS = {
  username: () => conflict(ERROR_CODES.usernameTaken, ACCOUNT_MESSAGES.usernameTaken, 'username'),
  email: () => conflict(ERROR_CODES.emailTaken, ACCOUNT_MESSAGES.emailTaken, 'email'),
  phone: () => conflict(ERROR_CODES.phoneTaken, ACCOUNT_MESSAGES.phoneTaken, 'phone_number'),
} as const;

/** 409 naming the first of username, email and phone another account holds. */
export async function assertIdentityFree(
  context: ModuleContext,
  identity: IdentityFields,
  exceptUserId?: number,
): Promise<void> {
  const taken = await takenIdentityFields(context.db, identity, exceptUserId);
  for (const field of ['username', 'email', 'phone'] as const) {
    if (taken.has(field)) throw IDENTITY_CONFLICTS[field]();
  }
}

/** A unique index lost a race with another request: answer as if the check had seen it. */
export async function rethrowIdentityRace(
  context: ModuleContext,
  error: unknown,
  identity: IdentityFields,
  exceptUserId?: number,
): Promise<never> {
  if (constraintViolation(error) === 'unique') {
    await assertIdentityFree(context, identity, exceptUserId);
  }
  throw error;
}

export function issueSessionToken(context: ModuleContext, user: UserRow): Promise<string> {
  return context.tokens.issue({
    id: user.id,
    username: user.username,
    isAdmin: user.is_admin === 1,
    tokenVersion: user.token_version,
  });
}

export interface Registration {
  username: string;
  email: string;
  phone: string;
  password: string;
  locale: Language;
  verification: VerificationProof;
}

/**
 * A member joins: the password must not be a common one, username (or a look-alike of it),
 * email and phone must be free, and the phone must have been verified by this client. The
 * verification is used up in the same transaction as the insert, so a refused registration
 * leaves it usable.
 */
export async function register(context: ModuleContext, input: Registration): Promise<string> {
  assertUncommonPassword(input.password, 'password');
  const identity: IdentityFields = {
    username: input.username,
    usernameKey: usernameKey(input.username),
    email: input.email,
    phone: input.phone,
  };
  await assertIdentityFree(context, identity);
  const passwordHash = await context.passwords.hash(input.password);
  try {
    const user = await inTransaction(context.db, async (trx) => {
      await useVerifiedPhone(
        trx,
        context.serverSecret,
        input.phone,
        input.verification,
        'phone_number',
      );
      return insertMember(trx, { ...identity, passwordHash, locale: input.locale });
    });
    return await issueSessionToken(context, user);
  } catch (error) {
    return rethrowIdentityRace(context, error, identity);
  }
}

/** Costs what a real verify costs, so a missing account does not answer faster. */
let decoyHash: Promise<string> | undefined;

export async function signIn(
  context: ModuleContext,
  email: string,
  password: string,
): Promise<string | null> {
  const user = await findUserByEmail(context.db, email.trim().toLowerCase());
  if (!user) {
    // Hashed once, outside the queue: a refused first try must not be kept as the decoy.
    decoyHash ??= hashPassword('a password no account has');
    await context.passwords.verify(await decoyHash, password);
    return null;
  }
  if (!(await context.passwords.verify(user.password_hash, password))) return null;
  return issueSessionToken(context, user);
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

/** Sets the new password, uses the token up and ends every session of the account. */
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
  await inTransaction(context.db, async (trx) => {
    if (!(await useReset(trx, reset.id, reset.user_id, new Date().toISOString()))) {
      throw resetTokenInvalid();
    }
    // The reset ends the account's sessions: their writes in flight commit first, or see it.
    await lockAccountRow(trx, context.dialect, reset.user_id, 'update');
    await replacePassword(trx, reset.user_id, passwordHash);
  });
  // Its sockets hold the ended tokens too.
  context.realtime.endSessions(reset.user_id);
}
