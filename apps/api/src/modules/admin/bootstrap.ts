import type { AdminAccount } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { hashPassword, verifyPassword } from '../../infra/passwords';
import { endSessions, lockAccountRow } from '../sessions/service';
import {
  findUserByEmail,
  findUserByPhone,
  findUserIdByUsername,
  usernameKey,
} from '../users/service';
import { insertAdministrator, promoteToAdministrator } from './queries';

export class AdministratorConflictError extends Error {}

/** The sessions a start-up's new administrator password ended, for the security log. */
export interface EndedAtStartUp {
  userId: number;
  sessions: string[];
}

/**
 * Makes the ADMIN_* account exist as an administrator: created when missing, otherwise
 * promoted, with its password set. A changed password ends the account's older sessions, which
 * it answers.
 */
export async function ensureAdministrator(
  { db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>,
  admin: AdminAccount,
): Promise<EndedAtStartUp | undefined> {
  const existing = await findUserByEmail(db, admin.email);
  const phoneOwner = await findUserByPhone(db, admin.phone);
  if (phoneOwner && phoneOwner.id !== existing?.id) {
    throw new AdministratorConflictError(
      `ADMIN_PHONE ${admin.phone} already belongs to another account than ADMIN_EMAIL ${admin.email}`,
    );
  }

  if (existing) {
    const passwordUnchanged = await verifyPassword(existing.password_hash, admin.password);
    const passwordHash = passwordUnchanged ? undefined : await hashPassword(admin.password);
    const sessions = await inTransaction(db, async (trx) => {
      // A new password ends the account's sessions, which other instances may be serving.
      await lockAccountRow(trx, dialect, existing.id, 'update');
      await promoteToAdministrator(trx, existing.id, { phone: admin.phone, passwordHash });
      return passwordHash ? endSessions({ now: Date.now }, trx, { userId: existing.id }) : [];
    });
    return sessions.length > 0 ? { userId: existing.id, sessions } : undefined;
  }

  const username = await freeUsername(db, admin.email);
  await insertAdministrator(db, {
    username,
    usernameKey: usernameKey(username),
    email: admin.email,
    phone: admin.phone,
    passwordHash: await hashPassword(admin.password),
  });
  return undefined;
}

/** The part of the email before '@', with a number added when someone already has it. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = email.split('@')[0]?.replace(/[^\p{L}\p{N}_.-]/gu, '') || 'admin';
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if ((await findUserIdByUsername(db, candidate)) === undefined) return candidate;
  }
}
