import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';
import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetupReply,
  type TwoFactorStatus,
} from '@tabarru/contract/two-factor';

import type { ModuleContext } from '../../context';
import { badRequest, conflict, unauthenticated } from '../../infra/http-errors';
import type { UserRow } from '../../db/schema';
import { completeSignIn, type SignInAttempt } from '../auth/service';
import { markSecondFactor, networkOf, writeAs, type Session } from '../sessions/service';
import { findUserById } from '../users/service';
import {
  disableSecondStep,
  enableSecondStep,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  setPendingSecret,
  useRecoveryCode,
  useTimeStep,
} from './queries';
import {
  formatRecoveryCode,
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
} from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { generateTotpSecret, normalizeTotpCode, totpUri, verifyTotpCode } from './totp';

/** The authenticated data a member's sealed secret is bound to: it opens on their row only. */
const sealContext = (userId: number) => `member:${userId}`;

const codeInvalid = () =>
  badRequest(ERROR_CODES.twoFactorCodeInvalid, TWO_FACTOR_MESSAGES.codeInvalid, 'code');

const wrongPassword = () =>
  badRequest(ERROR_CODES.wrongPassword, ACCOUNT_MESSAGES.wrongPassword, 'password');

export async function twoFactorStatus(
  context: ModuleContext,
  member: UserRow,
): Promise<TwoFactorStatus> {
  return {
    enabled: member.two_factor_secret !== null,
    since: member.two_factor_since,
    recoveryCodesLeft: await recoveryCodesLeft(context.db, member.id),
    requiredForAdministrators: context.config.publicSite,
  };
}

/**
 * A new secret for the member's authenticator app, kept pending until a code from it confirms
 * it (enableTwoFactor); the member's current second step, if any, is untouched until then.
 */
export async function startTwoFactorSetup(
  context: ModuleContext,
  session: Session,
): Promise<TwoFactorSetupReply> {
  const secret = generateTotpSecret();
  await writeAs(context, session, async (trx, member) => {
    if (member.two_factor_secret !== null) {
      throw conflict(ERROR_CODES.twoFactorAlreadyOn, TWO_FACTOR_MESSAGES.alreadyOn);
    }
    await setPendingSecret(
      trx,
      member.id,
      sealSecret(context.serverSecret, sealContext(member.id), secret),
    );
  });
  return { secret, uri: totpUri(secret, session.member.email) };
}

/** New recovery codes in the member's rows: their hashes stored, the codes answered once. */
async function newRecoveryCodes(
  context: ModuleContext,
  trx: Parameters<Parameters<typeof writeAs>[2]>[0],
  userId: number,
): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await replaceRecoveryCodes(
    trx,
    userId,
    codes.map((code) => hashRecoveryCode(context.serverSecret, userId, code)),
  );
  return codes.map(formatRecoveryCode);
}

/**
 * A code from the app confirms the pending secret: the second step is on, this session counts
 * as having passed it, and ten recovery codes are answered (shown once).
 */
export async function enableTwoFactor(
  context: ModuleContext,
  session: Session,
  code: string,
): Promise<string[]> {
  const codes = await writeAs(context, session, async (trx, member) => {
    if (member.two_factor_secret !== null) {
      throw conflict(ERROR_CODES.twoFactorAlreadyOn, TWO_FACTOR_MESSAGES.alreadyOn);
    }
    const pending = member.two_factor_pending_secret;
    if (pending === null) {
      throw badRequest(ERROR_CODES.twoFactorNotStarted, TWO_FACTOR_MESSAGES.notStarted);
    }
    const secret = openSecret(context.serverSecret, sealContext(member.id), pending);
    const step = verifyTotpCode({ secret, code, now: context.now(), lastUsedStep: null });
    if (step === null) throw codeInvalid();
    const enabled = await enableSecondStep(trx, member.id, {
      sealedSecret: pending,
      since: new Date(context.now()).toISOString(),
      step,
    });
    if (!enabled) throw conflict(ERROR_CODES.twoFactorAlreadyOn, TWO_FACTOR_MESSAGES.alreadyOn);
    await markSecondFactor(trx, session.id);
    return newRecoveryCodes(context, trx, member.id);
  });
  context.securityLog.record({ event: 'two_factor', change: 'enabled', userId: session.member.id });
  return codes;
}

/** The password again, for turning the second step off or replacing its recovery codes. */
async function confirmPassword(context: ModuleContext, member: UserRow, password: string) {
  if (!(await context.passwords.verify(member.password_hash, password))) throw wrongPassword();
  if (member.two_factor_secret === null) {
    throw conflict(ERROR_CODES.twoFactorNotOn, TWO_FACTOR_MESSAGES.notOn);
  }
}

export async function disableTwoFactor(
  context: ModuleContext,
  session: Session,
  password: string,
): Promise<void> {
  await confirmPassword(context, session.member, password);
  await writeAs(context, session, (trx, member) => disableSecondStep(trx, member.id));
  context.securityLog.record({
    event: 'two_factor',
    change: 'disabled',
    userId: session.member.id,
  });
}

export async function replaceTwoFactorRecoveryCodes(
  context: ModuleContext,
  session: Session,
  password: string,
): Promise<string[]> {
  await confirmPassword(context, session.member, password);
  const codes = await writeAs(context, session, (trx, member) =>
    newRecoveryCodes(context, trx, member.id),
  );
  context.securityLog.record({
    event: 'two_factor',
    change: 'recovery_codes_replaced',
    userId: session.member.id,
  });
  return codes;
}

const challengeInvalid = () =>
  unauthenticated(TWO_FACTOR_MESSAGES.challengeInvalid, ERROR_CODES.signInChallengeInvalid);

/**
 * The member whose password a sign-in challenge vouches for, while it is valid: its token
 * unaltered and unexpired, the account's token version unchanged, its second step on. Read
 * before the route's limits, which count the codes tried per member.
 */
export async function challengedMember(
  context: ModuleContext,
  challenge: string,
): Promise<UserRow | null> {
  const claims = await context.tokens.readChallenge(challenge);
  const member = claims && (await findUserById(context.db, claims.userId));
  if (!claims || !member) return null;
  return member.token_version === claims.tv && member.two_factor_secret !== null ? member : null;
}

/**
 * The second step of a sign-in: the challenge of a right password (for a few minutes) and a
 * code from the app, or a recovery code, each usable once. The route counts a few tries per
 * account a quarter of an hour and a day, right or wrong.
 */
export async function completeSecondStep(
  context: ModuleContext,
  attempt: Pick<SignInAttempt, 'client' | 'heldToken'> & {
    /** the member of the request's challenge (challengedMember), null when it was not valid */
    member: UserRow | null;
    code: string;
  },
): Promise<string> {
  const { member } = attempt;
  if (!member) throw challengeInvalid();
  const logged = {
    event: 'sign_in' as const,
    account: member.email,
    userId: member.id,
    network: networkOf(attempt.client.ip),
  };
  const passed = await secondFactorPasses(context, member, attempt.code);
  if (!passed) {
    context.securityLog.record({ ...logged, outcome: 'second_step_refused' });
    throw codeInvalid();
  }
  if (passed === 'recovery code') {
    context.securityLog.record({ ...logged, outcome: 'recovery_code_used' });
  }
  return completeSignIn(context, member, { ...attempt, account: member.email }, true);
}

/** Whether a typed code passes the member's second step, and which kind it was. */
async function secondFactorPasses(
  context: ModuleContext,
  member: UserRow,
  typed: string,
): Promise<'app code' | 'recovery code' | false> {
  if (normalizeTotpCode(typed) !== null) {
    const secret = openSecret(
      context.serverSecret,
      sealContext(member.id),
      member.two_factor_secret ?? '',
    );
    const step = verifyTotpCode({
      secret,
      code: typed,
      now: context.now(),
      lastUsedStep: member.two_factor_last_step,
    });
    return step !== null && (await useTimeStep(context.db, member.id, step)) ? 'app code' : false;
  }
  const recovery = normalizeRecoveryCode(typed);
  if (recovery === null) return false;
  const used = await useRecoveryCode(
    context.db,
    member.id,
    hashRecoveryCode(context.serverSecret, member.id, recovery),
    new Date(context.now()).toISOString(),
  );
  return used ? 'recovery code' : false;
}
