import { apiRequest } from './api-client';
import {
  confirmSession,
  getSession,
  loadSessionFromStorage,
  signOut,
  type Session,
} from './session';

/** The check under way, for the session it was started for (each load is a new session). */
let pending: { session: Session; done: Promise<void> } | null = null;

async function verify(token: string): Promise<void> {
  try {
    const reply = await apiRequest<unknown>('/authentication/verify', { method: 'POST' });
    if (reply === true) confirmSession(token);
    else if (getSession().token === token) signOut();
  } catch (error) {
    // A 401 has already ended the session in the API client; an outage keeps the token for later.
    if (getSession().token === token) {
      console.warn('session: the stored token could not be checked', error);
      signOut({ keepStored: true });
    }
  }
}

/**
 * Settles a `checking` session by asking the API (spec 000 §4): signed in only when it answers
 * exactly `true`. Resolves at once when there is nothing to check, so a visitor without a
 * token never waits for a call.
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
