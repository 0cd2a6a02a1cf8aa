import { ApiError, apiRequest, OFFLINE_ERROR_CODE } from './api-client';
import {
  confirmSession,
  getSession,
  loadSessionFromStorage,
  signOut,
  type Session,
} from './session';

/** The check under way, for the session it was started for (each load is a new session). */
let pending: { session: Session; done: Promise<void> } | null = null;

/**
 * The waits before asking again when the check could not be answered (no network, a busy or
 * restarting API): a moment's hiccup should not show a member the signed-out page.
 */
export const SESSION_CHECK_RETRY_DELAYS_MS = [250, 750];

/**
 * Whether another try may get an answer: the API was not reached, or was busy or failing. Not
 * when the device is offline: the check runs again when it is back (checkSessionWhenBackOnline).
 */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === OFFLINE_ERROR_CODE) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

async function verify(token: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const reply = await apiRequest<unknown>('/authentication/verify', { method: 'POST' });
      if (reply === true) confirmSession(token);
      else if (getSession().token === token) signOut();
      return;
    } catch (error) {
      // A 401 has already ended the session in the API client.
      if (getSession().token !== token) return;
      const delay = SESSION_CHECK_RETRY_DELAYS_MS[attempt];
      if (delay !== undefined && worthRetrying(error)) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        continue;
      }
      // Still no answer: signed out for now, the token kept for the next visit.
      console.warn('session: the stored token could not be checked', error);
      signOut({ keepStored: true });
      return;
    }
  }
}

/**
 * Settles a `checking` session by asking the API: signed in only when it answers exactly `true`.
 * Resolves at once when there is nothing to check, so a visitor without a token never waits for a
 * call.
 */
export function ensureSessionChecked(): Promise<void> {
  const session = getSession();
  if (session.status !== 'checking') return Promise.resolve();
  if (pending?.session !== session) pending = { session, done: verify(session.token) };
  return pending.done;
}

let checkingWhenBackOnline = false;

/**
 * A member whose stored token could not be checked because the device was offline (the page
 * then shows the visitor's view) is checked again as soon as the connection is back, instead of
 * on the next visit. Called once at start.
 */
export function checkSessionWhenBackOnline(): void {
  if (checkingWhenBackOnline || typeof window === 'undefined') return;
  checkingWhenBackOnline = true;
  window.addEventListener('online', () => {
    if (getSession().status !== 'signedOut') return;
    if (loadSessionFromStorage().status === 'checking') void ensureSessionChecked();
  });
}
