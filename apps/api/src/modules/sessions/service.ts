import { randomBytes } from 'node:crypto';

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

import type { SessionClaims } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { SESSION_MESSAGES, type MemberSession } from '@tabarru/contract/sessions';

import type { ModuleContext } from '../../context';
import type { Db, UserRow } from '../../db/schema';
import { notFound } from '../../infra/http-errors';
import { everyInterval, type IntervalJob } from '../../infra/interval-job';
import type { SessionEndReason } from '../../infra/security-log';
import type { SessionTokens } from '../../infra/tokens';
import { deviceOf, networkOf } from './client';
import { expiryBounds, lastUseDue, sessionExpiry } from './liveness';
import { presentMemberSession } from './presenter';
import { writeAs, type Session } from './request-session';
import {
  deleteSessionsEndedBefore,
  endExpiredSessions,
  endOpenSessions,
  findOpenSessionWithMember,
  hasSessionFrom,
  insertSession,
  listOpenSessions,
  writeLastUse,
  type SessionRow,
  type SessionSelection,
} from './queries';

// Who a request acts as and writing as it (every module's routes and writes), the lock of an
// account's row that whatever ends its sessions takes, and the second step a session passed.
export {
  confirmSession,
  requestSession,
  sessionEnded,
  sessionOf,
  sessionTokenOf,
  signedInMember,
  writeAs,
  type Session,
  type SessionRole,
  type WriteOptions,
} from './request-session';
export { lockAccountRow, markSecondFactor, type AccountLock } from './queries';
export { networkOf } from './client';

/** Who is signing in, as the request shows it. */
export interface ClientInfo {
  userAgent: string | undefined;
  ip: string;
}

/** Who is signing in, as the request shows it: its user agent and its client's address. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** How long the record of an ended session is kept: a device seen then is not new. */
export const ENDED_SESSION_KEEP_DAYS = 90;

/** How often each instance ends the sessions that expired and forgets old ones. */
export const SESSION_EXPIRY_EVERY_MS = 60 * 60 * 1000;

/**
 * Begins a session of `user` on this client, in the caller's transaction: its row, named by
 * 128 random bits. `secondFactor`: the sign-in passed the second step.
 */
export async function beginSession(
  context: Pick<ModuleContext, 'now'>,
  db: Db,
  user: Pick<UserRow, 'id'>,
  client: ClientInfo,
  { secondFactor = false }: { secondFactor?: boolean } = {},
): Promise<SessionRow> {
  const at = new Date(context.now()).toISOString();
  const device = deviceOf(client.userAgent);
  const session: SessionRow = {
    id: randomBytes(16).toString('base64url'),
    user_id: user.id,
    created_at: at,
    last_used_at: at,
    ended_at: null,
    device_browser: device.browser,
    device_system: device.system,
    network: networkOf(client.ip),
    second_factor: secondFactor ? 1 : 0,
  };
  await insertSession(db, session);
  return session;
}

/**
 * Whether the member has not signed in from this browser, system and network in the last
 * ENDED_SESSION_KEEP_DAYS: a sign-in from it is told to them. Asked before its session begins.
 */
export async function isNewDevice(db: Db, userId: number, client: ClientInfo): Promise<boolean> {
  const device = deviceOf(client.userAgent);
  return !(await hasSessionFrom(db, userId, {
    device_browser: device.browser,
    device_system: device.system,
    network: networkOf(client.ip),
  }));
}

/** The token of a session: it names the session and carries the account's token version. */
export function sessionToken(
  context: Pick<ModuleContext, 'tokens'>,
  user: UserRow,
  sessionId: string,
): Promise<string> {
  return context.tokens.issue({
    id: user.id,
    username: user.username,
    isAdmin: user.is_admin === 1,
    tokenVersion: user.token_version,
    sessionId,
  });
}

/** A member, the session they are signed in with and the token that named it. */
export interface LiveSession {
  member: UserRow;
  session: SessionRow;
  claims: SessionClaims;
  /** the session's last use is older than its precision: recordLastUse writes it again */
  lastUseDue: boolean;
}

/** Why a token that names a member did not identify them, for the security log. */
export interface RefusedToken {
  userId: number;
}

/**
 * The member a session token names, while its session is live: its row not ended, used within
 * the idle limit and younger than the lifetime, of the token's member, not suspended, whose
 * token version is the token's. Read from the database on every request and socket, so an
 * ending counts at once on every instance.
 */
export async function liveSessionOf(
  { db, tokens, now }: { db: Db; tokens: SessionTokens; now: () => number },
  token: string | undefined,
): Promise<LiveSession | RefusedToken | null> {
  if (!token) return null;
  const claims = await tokens.read(token);
  if (!claims) return null;
  const found = await findOpenSessionWithMember(db, claims.sid);
  const at = now();
  if (
    !found ||
    found.member.id !== claims.userId ||
    found.member.token_version !== claims.tv ||
    found.member.suspended_at !== null ||
    sessionExpiry(found.session, at) !== null
  ) {
    return { userId: claims.userId };
  }
  return { ...found, claims, lastUseDue: lastUseDue(found.session.last_used_at, at) };
}

/**
 * Writes when a session was last used (every few minutes at most, lastUseDue): for a request it
 * served, never a refused one, which changes nothing; when a socket connects. A failure only
 * logs: the use is bookkeeping, not the request's work.
 */
export async function recordLastUse(
  { db, now }: { db: Db; now: () => number },
  sessionId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await writeLastUse(db, sessionId, new Date(now()).toISOString()).catch((error: unknown) => {
    log.warn({ err: error }, 'writing the last use of a session failed');
  });
}

export function isLiveSession(found: LiveSession | RefusedToken | null): found is LiveSession {
  return found !== null && 'session' in found;
}

/** After sessions ended: their sockets go, on every instance, and the log records it. */
export function sessionsEnded(
  context: Pick<ModuleContext, 'realtime' | 'securityLog'>,
  userId: number,
  sessionIds: string[],
  reason: SessionEndReason,
  byUserId?: number,
): void {
  if (sessionIds.length === 0) return;
  for (const id of sessionIds) context.realtime.endSession(id);
  context.securityLog.record({
    event: 'session_ended',
    reason,
    userId,
    sessions: sessionIds,
    ...(byUserId !== undefined && { byUserId }),
  });
}

/**
 * Ends the member's open sessions `which` names, in the caller's transaction (which holds the
 * account's row for update: docs/security.md, Sessions). Call sessionsEnded after it commits.
 */
export function endSessions(
  context: Pick<ModuleContext, 'now'>,
  db: Db,
  which: SessionSelection,
): Promise<string[]> {
  return endOpenSessions(db, which, new Date(context.now()).toISOString());
}

/** The member's live sessions, this one first, then by last use. */
export async function listSessions(
  context: ModuleContext,
  session: Session,
): Promise<MemberSession[]> {
  const rows = await listOpenSessions(context.db, session.member.id, expiryBounds(context.now()));
  const current = rows.filter((row) => row.id === session.id);
  const others = rows.filter((row) => row.id !== session.id);
  return [...current, ...others].map((row) => presentMemberSession(row, session.id));
}

/** Ends the sessions `select` names among the caller's own, in a write of the caller's session. */
async function endOwnSessions(
  context: ModuleContext,
  session: Session,
  select: (userId: number) => SessionSelection,
  reason: SessionEndReason,
): Promise<string[]> {
  const ended = await writeAs(
    context,
    session,
    (trx, member) => endSessions(context, trx, select(member.id)),
    { endsSession: true },
  );
  sessionsEnded(context, session.member.id, ended, reason);
  return ended;
}

/** Signing out: this session ends on the API, and its sockets close. */
export async function signOut(context: ModuleContext, session: Session): Promise<void> {
  await endOwnSessions(context, session, (userId) => ({ userId, only: session.id }), 'signed_out');
}

/** Ends one of the member's own sessions, named from the list (this one too, if named). */
export async function endOwnSession(
  context: ModuleContext,
  session: Session,
  sessionId: string,
): Promise<void> {
  const ended = await endOwnSessions(
    context,
    session,
    (userId) => ({ userId, only: sessionId }),
    sessionId === session.id ? 'signed_out' : 'ended_by_member',
  );
  if (ended.length === 0) {
    throw notFound(ERROR_CODES.sessionNotFound, SESSION_MESSAGES.notFound);
  }
}

/** "Sign out everywhere else": every session of the member but this one. */
export async function endOtherSessions(context: ModuleContext, session: Session): Promise<number> {
  const ended = await endOwnSessions(
    context,
    session,
    (userId) => ({ userId, except: session.id }),
    'ended_by_member',
  );
  return ended.length;
}

/**
 * Ends the sessions that expired on their own and forgets the records of those ended long ago;
 * each instance runs it, and an ending done twice is done once.
 */
export async function sweepSessions(
  context: Pick<ModuleContext, 'db' | 'now' | 'realtime' | 'securityLog'>,
): Promise<number> {
  const at = context.now();
  const expired = await endExpiredSessions(
    context.db,
    expiryBounds(at),
    new Date(at).toISOString(),
  );
  for (const row of expired) {
    sessionsEnded(context, row.user_id, [row.id], sessionExpiry(row, at) ?? 'idle');
  }
  await deleteSessionsEndedBefore(
    context.db,
    new Date(at - ENDED_SESSION_KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  );
  return expired.length;
}

export function startSessionExpiryJob(
  context: Pick<ModuleContext, 'db' | 'now' | 'realtime' | 'securityLog'>,
  log: FastifyBaseLogger,
  everyMs = SESSION_EXPIRY_EVERY_MS,
): IntervalJob {
  return everyInterval(
    () => sweepSessions(context),
    everyMs,
    (error) => log.warn({ err: error }, 'ending expired sessions failed'),
  );
}
