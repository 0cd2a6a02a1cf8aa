import { ACCOUNT_MESSAGES, type OwnProfile, type PublicProfile } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { HttpError, notFound } from '../../infra/http-errors';
import { hashPassword, verifyPassword } from '../../infra/passwords';
import {
  assertIdentityFree,
  assertUncommonPassword,
  issueSessionToken,
  rethrowIdentityRace,
} from '../auth/service';
import { useVerifiedPhone } from '../verification/service';
import {
  feedbackReceived,
  findUserById,
  memberStats,
  replacePassword,
  updateIdentity,
  type UserRow,
} from './queries';
import { presentOwnProfile, presentPublicProfile } from './presenter';

export async function ownProfile(context: ModuleContext, user: UserRow): Promise<OwnProfile> {
  const [stats, feedbacks] = await Promise.all([
    memberStats(context.db, user.id),
    feedbackReceived(context.db, user.id),
  ]);
  return presentOwnProfile(user, stats, feedbacks);
}

export async function publicProfile(
  context: ModuleContext,
  userId: number,
): Promise<PublicProfile> {
  const user = await findUserById(context.db, userId);
  if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  const [stats, feedbacks] = await Promise.all([
    memberStats(context.db, user.id),
    feedbackReceived(context.db, user.id),
  ]);
  return presentPublicProfile(user, stats, feedbacks);
}

export interface CredentialsUpdate {
  username: string;
  email: string;
  phone: string;
  location: string | null | undefined;
}

/**
 * Changes username, email, phone (and location). A new phone must have been verified in the
 * last 30 minutes; its verification is used up with the update, in one transaction.
 */
export async function updateCredentials(
  context: ModuleContext,
  user: UserRow,
  update: CredentialsUpdate,
): Promise<{ user: OwnProfile; jwtToken: string }> {
  const location = update.location === '' ? null : update.location;
  await assertIdentityFree(context, update, user.id);
  try {
    const updated = await context.db.transaction().execute(async (trx) => {
      if (update.phone !== user.phone_number) {
        await useVerifiedPhone(trx, update.phone, 'phone_number');
      }
      return updateIdentity(trx, user.id, { ...update, location });
    });
    return {
      user: await ownProfile(context, updated),
      jwtToken: await issueSessionToken(context, updated),
    };
  } catch (error) {
    return rethrowIdentityRace(context, error, update, user.id);
  }
}

/** Needs the current password; ends every older session and returns the new session's token. */
export async function changePassword(
  context: ModuleContext,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  await context.limit('passwordChangePerUser', String(user.id));
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw new HttpError(
      400,
      ERROR_CODES.wrongPassword,
      ACCOUNT_MESSAGES.wrongCurrentPassword,
      'currentPassword',
    );
  }
  assertUncommonPassword(newPassword, 'newPassword');
  const updated = await replacePassword(context.db, user.id, await hashPassword(newPassword));
  return issueSessionToken(context, updated);
}
