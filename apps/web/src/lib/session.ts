import type { SessionClaims } from '@tabarru/contract/accounts';
import { TOKEN_STORAGE_KEY } from '@tabarru/contract/constants';

import { forgetSavedPages } from './offline-caches';

/** The member a token names, as far as the browser can read it; the API re-reads the user. */
export type SessionUser = Pick<SessionClaims, 'userId' | 'username' | 'isAdmin'>;

/**
 * `checking` while the start screen waits for the API to say whether the stored token is still
 * good; `signedIn` after, `confirmed` once the API has said so: while it cannot answer (offline,
 * busy, failing) the member stays signed in on the token's claims and the check goes on
 * (session-check.ts). Only the API refusing the token signs out. `user` is null when the token
 * could not be decoded, which also means no admin entries.
 */
export type Session =
  | { status: 'checking'; token: string; user: SessionUser | null }
  | { status: 'signedIn'; token: string; user: SessionUser | null; confirmed: boolean }
  | { status: 'signedOut'; token: null; user: null };

const SIGNED_OUT: Session = { status: 'signedOut', token: null, user: null };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT's payload, without checking its signature (the API does), or null. */
export function decodeToken(token: string): (SessionUser & { exp: number | null }) | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const { userId, username, isAdmin, exp } = claims;
    if (typeof userId !== 'number' || typeof username !== 'string') return null;
    return {
      userId,
      username,
      isAdmin: isAdmin === true,
      exp: typeof exp === 'number' ? exp : null,
    };
  } catch {
    return null;
  }
}

function userOf(token: string): SessionUser | null {
  const claims = decodeToken(token);
  if (!claims) {
    console.warn('session: the stored token could not be decoded; admin entries stay hidden');
    return null;
  }
  const { userId, username, isAdmin } = claims;
  return { userId, username, isAdmin };
}

function isExpired(token: string): boolean {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= Date.now();
}

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
    else localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage can be disabled; the session then lasts as long as the page.
  }
}

let session: Session = SIGNED_OUT;
const listeners = new Set<() => void>();

function publish(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

/**
 * Reads the token from storage again: at start, and when another tab signs in or out. A
 * stored token makes the session `checking` until `confirmSession` or `signOut` settles it;
 * an expired one is dropped without asking anybody.
 */
export function loadSessionFromStorage(): Session {
  const token = readStoredToken();
  if (token !== null && isExpired(token)) writeStoredToken(null);
  publish(
    token === null || isExpired(token)
      ? SIGNED_OUT
      : { status: 'checking', token, user: userOf(token) },
  );
  return session;
}

export function getSession(): Session {
  return session;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The API accepted the stored token. */
export function confirmSession(token: string): void {
  if (session.token === token) {
    publish({ status: 'signedIn', token, user: session.user, confirmed: true });
  }
}

/** The API could not yet say whether `token` is good: the member stays signed in meanwhile. */
export function keepSessionUnconfirmed(token: string): void {
  if (session.status === 'checking' && session.token === token) {
    publish({ status: 'signedIn', token, user: session.user, confirmed: false });
  }
}

/**
 * Keeps a token the API issued (sign-in, registration, a changed password or username). A
 * new member forgets the pages saved offline for the one before.
 */
export function signIn(token: string): void {
  if (decodeToken(token)?.userId !== session.user?.userId) void forgetSavedPages();
  writeStoredToken(token);
  publish({ status: 'signedIn', token, user: userOf(token), confirmed: true });
}

/**
 * Ends the session in this page only: the member's own sign-out asks the API first
 * (end-session.ts).
 */
export function signOut(): void {
  writeStoredToken(null);
  void forgetSavedPages();
  publish(SIGNED_OUT);
}

const refusalListeners = new Set<() => void>();

/**
 * Told when the API refuses the session's token (the account was deleted, demoted, or signed
 * out elsewhere), not when the member signs out here.
 */
export function subscribeToRefusals(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** Requests under way that end the session's token and bring its successor (replacingToken). */
let replacements = 0;
/** Tokens refused while such a request was under way, judged once it has settled. */
const refusedMeanwhile = new Set<string>();
/** Settles when no such request is under way any more; null when none is. */
let replaced: { promise: Promise<void>; resolve: () => void } | null = null;

/**
 * Runs a request that ends the session's token and brings a new one (a changed password, its
 * request sent with `replacesToken`). Calls made meanwhile (the bell's counts, which the change
 * itself makes the server announce) wait for it and go with the new token; one already sent with
 * the old token may come back refused before the new token is kept, and must not sign the member
 * out: its refusal waits until the request has settled (the new token kept, it is moot; the
 * request failed, it stands).
 */
export async function replacingToken<T>(request: () => Promise<T>): Promise<T> {
  replacements += 1;
  if (replaced === null) {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((settle) => (resolve = settle));
    replaced = { promise, resolve };
  }
  try {
    return await request();
  } finally {
    replacements -= 1;
    if (replacements === 0) {
      replaced?.resolve();
      replaced = null;
      const refused = [...refusedMeanwhile];
      refusedMeanwhile.clear();
      for (const token of refused) rejectToken(token);
    }
  }
}

/** While the session's token is being replaced, when it has been (replacingToken). */
export function tokenReplaced(): Promise<void> | undefined {
  return replaced?.promise;
}

/** The API refused `token`: sign out, unless a newer token has replaced it meanwhile. */
export function rejectToken(token: string): void {
  if (session.token !== token) return;
  if (replacements > 0) {
    refusedMeanwhile.add(token);
    return;
  }
  signOut();
  for (const listener of refusalListeners) listener();
}

/**
 * The token the API keeps out of the admin area until its session passes the second sign-in
 * step (a public site requires it of administrators): a new token, signed in with a code, leaves
 * it behind. Its changes are told to the session's listeners (subscribeToSession).
 */
let refusedAdminToken: string | null = null;

/** The API refused `token` the admin area for want of the second step (TWO_FACTOR_REQUIRED). */
export function refuseAdminArea(token: string): void {
  if (refusedAdminToken === token) return;
  refusedAdminToken = token;
  for (const listener of listeners) listener();
}

/** This session passed the second step (it turned it on): the admin area is open to it again. */
export function openAdminArea(): void {
  if (refusedAdminToken === null) return;
  refusedAdminToken = null;
  for (const listener of listeners) listener();
}

/** Whether the API keeps the page's session out of the admin area (see refuseAdminArea). */
export function isAdminAreaRefused(): boolean {
  return refusedAdminToken !== null && refusedAdminToken === session.token;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) {
      const token = readStoredToken();
      if (token === null) signOut();
      else if (token !== session.token) signIn(token);
    }
  });
}
