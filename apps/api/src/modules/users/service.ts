import type { FastifyBaseLogger } from 'fastify';

import { ACCOUNT_MESSAGES, type OwnProfile, type PublicProfile } from '@tabarru/contract/accounts';
import type { HomePlaceReply } from '@tabarru/contract/home-place';
import { EMAIL_CHANGE_MESSAGES } from '@tabarru/contract/email-change';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../infra/http-errors';
import { askEmailChange, pendingEmailOf, sendEmailChangeMails } from '../email-change/service';
import { feedbackList } from '../feedback/service';
import { memberImpact } from '../impact/service';
import { setMessageEmails, wantsMessageEmails } from '../notification-delivery/service';
import {
  endSessions,
  sessionsEnded,
  sessionToken,
  writeAs,
  type Session,
} from '../sessions/service';
import { useVerifiedPhone, type VerificationProof } from '../verification/service';
import { assertUncommonPassword } from './policy';
import { presentOwnProfile, presentPlaceId, presentPublicProfile } from './presenter';
import {
  activePostCount,
  findUserById,
  replacePassword,
  setHomePlaceId,
  takenIdentityFields,
  updateIdentity,
  type IdentityFields,
} from './queries';
import { usernameKey } from './username-key';

// What other modules use of accounts: they reach the users table through here.
export {
  countAdministrators,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserIdByUsername,
  insertMember,
  lockAdministratorRoles,
  replacePassword,
  type IdentityFields,
} from './queries';
export { usernameKey } from './username-key';

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

export async function ownProfile(context: ModuleContext, user: UserRow): Promise<OwnProfile> {
  const [activePosts, feedbacks, impact, messageEmails, pendingEmail] = await Promise.all([
    activePostCount(context.db, user.id),
    feedbackList(context, user.id),
    memberImpact(context, user.id),
    wantsMessageEmails(context.db, user.id),
    pendingEmailOf(context, user.id),
  ]);
  return presentOwnProfile(user, activePosts, feedbacks, impact, messageEmails, pendingEmail);
}

/**
 * Sets where the member lives (a place's id, validated by the request's schema) or clears it, as
 * the session (writeAs): a session ended meanwhile changes nothing.
 */
export async function setHomePlace(
  context: ModuleContext,
  session: Session,
  placeId: string | null,
): Promise<HomePlaceReply> {
  await writeAs(context, session, (trx, member) => setHomePlaceId(trx, member.id, placeId));
  return { home_place: presentPlaceId(placeId) };
}

export async function publicProfile(
  context: ModuleContext,
  userId: number,
): Promise<PublicProfile> {
  const user = await findUserById(context.db, userId);
  if (!user) throw notFound(ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound);
  const [activePosts, feedbacks, impact] = await Promise.all([
    activePostCount(context.db, user.id),
    feedbackList(context, user.id),
    memberImpact(context, user.id),
  ]);
  return presentPublicProfile(user, activePosts, feedbacks, impact);
}

export interface CredentialsUpdate {
  username: string;
  email: string;
  phone: string;
  location: string | null | undefined;
  /** the unread-message emails on or off; unchanged when undefined */
  messageEmails: boolean | undefined;
  verification: VerificationProof;
  /** the account's password, which changing the email needs */
  currentPassword: string | undefined;
}

/**
 * Whether an update asks about another email or phone than the member's own: its answer tells
 * whether that one has an account, so such updates count toward a per-member limit.
 */
export function asksAboutOtherIdentity(
  user: Pick<UserRow, 'email' | 'phone_number'>,
  update: { email: string; phone_number: string },
): boolean {
  return update.email !== user.email || update.phone_number !== user.phone_number;
}

const wrongCurrentPassword = () =>
  badRequest(ERROR_CODES.wrongPassword, ACCOUNT_MESSAGES.wrongCurrentPassword, 'currentPassword');

/**
 * Changes username, phone, location, and asks for a change of email. A new phone must have been
 * verified by this client; its verification is used up with the update, in one transaction. A
 * new email needs the current password, and is used only once the link mailed to it is
 * followed (email-change/service.ts): a session alone never moves where reset links go. A
 * name kept unchanged keeps its key, so a look-alike registered before usernames were compared
 * by how they look stays usable by its member.
 */
export async function updateCredentials(
  context: ModuleContext,
  session: Session,
  update: CredentialsUpdate,
  log: FastifyBaseLogger,
): Promise<{ user: OwnProfile; jwtToken: string }> {
  const user = session.member;
  const location = update.location === '' ? null : update.location;
  const emailChanges = update.email !== user.email;
  if (emailChanges) {
    if (update.currentPassword === undefined) {
      throw badRequest(
        ERROR_CODES.emailChangeNeedsPassword,
        EMAIL_CHANGE_MESSAGES.needsPassword,
        'currentPassword',
      );
    }
    if (!(await context.passwords.verify(user.password_hash, update.currentPassword))) {
      throw wrongCurrentPassword();
    }
  }
  const identity: IdentityFields = {
    username: update.username,
    usernameKey:
      update.username === user.username ? user.username_key : usernameKey(update.username),
    email: update.email,
    phone: update.phone,
  };
  await assertIdentityFree(context, identity, user.id);
  try {
    const { updated, mails } = await writeAs(context, session, async (trx, member) => {
      if (update.phone !== user.phone_number) {
        await useVerifiedPhone(
          trx,
          context.serverSecret,
          update.phone,
          update.verification,
          'phone_number',
        );
      }
      if (update.messageEmails !== undefined) {
        await setMessageEmails(trx, user.id, update.messageEmails);
      }
      return {
        updated: await updateIdentity(trx, user.id, {
          ...identity,
          email: member.email,
          location,
        }),
        mails: emailChanges ? await askEmailChange(context, trx, member, update.email) : [],
      };
    });
    if (mails.length > 0) sendEmailChangeMails(context, log, user.id, mails);
    return {
      user: await ownProfile(context, updated),
      jwtToken: await sessionToken(context, updated, session.id),
    };
  } catch (error) {
    return rethrowIdentityRace(context, error, identity, user.id);
  }
}

/** Needs the current password; ends every older session and returns the new session's token. */
export async function changePassword(
  context: ModuleContext,
  session: Session,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const user = session.member;
  if (!(await context.passwords.verify(user.password_hash, currentPassword))) {
    throw wrongCurrentPassword();
  }
  assertUncommonPassword(newPassword, 'newPassword');
  const passwordHash = await context.passwords.hash(newPassword);
  const { updated, ended } = await writeAs(
    context,
    session,
    async (trx) => ({
      updated: await replacePassword(trx, user.id, passwordHash),
      ended: await endSessions(context, trx, { userId: user.id, except: session.id }),
    }),
    { endsSession: true },
  );
  // Every socket of the member held an ended token; this tab reconnects with its new one.
  context.realtime.endSessions(user.id);
  sessionsEnded(context, user.id, ended, 'password_changed');
  return sessionToken(context, updated, session.id);
}
