import type { Flag } from '../../db/schema';
import { leavesNoAdministrator } from '../users/policy';

interface Account {
  id: number;
  is_admin: Flag;
}

/** Why an administrator may not promote or demote an account, or null when they may. */
export type RoleChangeRefusal = 'last-admin' | 'own-role';

/**
 * Never the last administrator, and never one's own role: an administrator who wants to step
 * down asks another, so the role always has someone who can give it back.
 */
export function roleChangeRefusal(
  actorId: number,
  target: Account,
  administrators: number,
): RoleChangeRefusal | null {
  if (leavesNoAdministrator(target, administrators)) return 'last-admin';
  if (target.id === actorId) return 'own-role';
  return null;
}

/** Why an administrator may not delete an account from the admin area, or null when they may. */
export function adminDeletionRefusal(actorId: number, target: Account): 'own-account' | null {
  return target.id === actorId ? 'own-account' : null;
}

/** Why an administrator may not suspend an account, or null when they may. */
export type SuspensionRefusal = 'own-account' | 'administrator';

/**
 * Never oneself, never another administrator: a suspended administrator would still hold the
 * role, so an administrator is demoted first.
 */
export function suspensionRefusal(actorId: number, target: Account): SuspensionRefusal | null {
  if (target.id === actorId) return 'own-account';
  if (target.is_admin === 1) return 'administrator';
  return null;
}
