import { SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS } from '@tabarru/contract/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How often a session's last use is written: a member's every request would otherwise be a
 * write. The idle limit is counted in days, so minutes do not matter to it.
 */
export const LAST_USE_PRECISION_MS = 5 * 60 * 1000;

/** Why a session that was never ended is over by now: unused too long, or too old. */
export type SessionExpiry = 'idle' | 'lifetime';

/** Whether a session not ended by anyone has expired on its own at `now` (ms). */
export function sessionExpiry(
  session: { created_at: string; last_used_at: string },
  now: number,
): SessionExpiry | null {
  if (now - Date.parse(session.created_at) >= SESSION_LIFETIME_DAYS * DAY_MS) return 'lifetime';
  if (now - Date.parse(session.last_used_at) >= SESSION_IDLE_DAYS * DAY_MS) return 'idle';
  return null;
}

/** Whether a request at `now` should write the session's last use again. */
export function lastUseDue(lastUsedAt: string, now: number): boolean {
  return now - Date.parse(lastUsedAt) >= LAST_USE_PRECISION_MS;
}

/**
 * The oldest `created_at` and `last_used_at` a live session may have at `now`: older ones
 * have expired (the sweep that removes them reads these).
 */
export function expiryBounds(now: number): { createdAfter: string; usedAfter: string } {
  return {
    createdAfter: new Date(now - SESSION_LIFETIME_DAYS * DAY_MS).toISOString(),
    usedAfter: new Date(now - SESSION_IDLE_DAYS * DAY_MS).toISOString(),
  };
}
