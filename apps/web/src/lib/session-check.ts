import { ApiError, apiRequest, OFFLINE_ERROR_CODE } from './api-client';
import { confirmSession, getSession, keepSessionUnconfirmed, type Session } from './session';

/** The check under way, for the session it was started for (each load is a new session). */
let pending: { session: Session; done: Promise<void> } | null = null;

/**
 * The waits before asking again behind the start screen, when the API could not answer at once
 * (a dropped request, a restarting API): a moment's hiccup should not show the cannot-reach
 * notice.
 */
export const SESSION_CHECK_RETRY_DELAYS_MS = [250, 750];

/** How long one check may take before it counts as unanswered (a stalled connection). */
export const SESSION_CHECK_TIMEOUT_MS = 8_000;

/**
 * The waits between checks once the member's pages show unconfirmed, growing so that many
 * phones do not press a busy API together; a longer Retry-After is kept. The last one repeats.
 */
export const SESSION_RECHECK_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** Why a check got no answer about the token: the error, or a reply that is not the API's. */
type Unanswered = { error: unknown };

/**
 * Asks the API once whether `token` is good. Null when it answered: `true` confirms the
 * session, and a 401 has already ended it in the API client. Anything else (no network, a
 * timeout, a 429, a 5xx, a captive portal's page) says nothing about the token.
 */
async function askOnce(token: string): Promise<Unanswered | null> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), SESSION_CHECK_TIMEOUT_MS);
  try {
    const reply = await apiRequest<unknown>('/authentication/verify', {
      method: 'POST',
      signal: timeout.signal,
    });
    if (reply === true) {
      confirmSession(token);
      return null;
    }
    return { error: new Error(`the session check answered ${JSON.stringify(reply)}`) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    return { error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether asking again in a moment may get an answer: the API was not reached or was busy or
 * failing, and asked for no longer wait. Not offline, nor after a timeout: the member's pages
 * show at once and the check goes on behind them.
 */
function worthAskingSoon(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code === OFFLINE_ERROR_CODE) return false;
  if ((error.retryAfterSeconds ?? 0) > 1) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** The next check of a session kept unconfirmed, while its pages show. */
let recheck: { token: string; attempt: number; timer: ReturnType<typeof setTimeout> } | null = null;

function scheduleRecheck(token: string, attempt: number, error: unknown): void {
  const backoff =
    SESSION_RECHECK_DELAYS_MS[Math.min(attempt, SESSION_RECHECK_DELAYS_MS.length - 1)] ?? 0;
  const asked = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
  if (recheck) clearTimeout(recheck.timer);
  recheck = {
    token,
    attempt,
    timer: setTimeout(() => void recheckNow(), Math.max(backoff, asked)),
  };
}

/** Asks again about a session kept unconfirmed, at once; schedules the next try if unanswered. */
async function recheckNow(): Promise<void> {
  const due = recheck;
  if (!due) return;
  clearTimeout(due.timer);
  recheck = null;
  const session = getSession();
  if (session.token !== due.token || session.status !== 'signedIn' || session.confirmed) return;
  const unanswered = await askOnce(due.token);
  if (unanswered && getSession().token === due.token) {
    scheduleRecheck(due.token, due.attempt + 1, unanswered.error);
  }
}

async function verify(token: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const unanswered = await askOnce(token);
    if (!unanswered || getSession().token !== token) return;
    const delay = SESSION_CHECK_RETRY_DELAYS_MS[attempt];
    if (delay === undefined || !worthAskingSoon(unanswered.error)) {
      console.warn(
        'session: the API did not answer the check; signed in until it does',
        unanswered,
      );
      keepSessionUnconfirmed(token);
      scheduleRecheck(token, 0, unanswered.error);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/**
 * Settles a `checking` session by asking the API: confirmed when it answers exactly `true`,
 * signed out on its 401, and otherwise signed in unconfirmed, asked again with growing waits
 * until it answers. Resolves at once when there is nothing to check, so a visitor without a
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
 * A session kept unconfirmed while the device was offline is checked again as soon as the
 * connection is back, instead of at its next wait. Called once at start.
 */
export function checkSessionWhenBackOnline(): void {
  if (checkingWhenBackOnline || typeof window === 'undefined') return;
  checkingWhenBackOnline = true;
  window.addEventListener('online', () => void recheckNow());
}
