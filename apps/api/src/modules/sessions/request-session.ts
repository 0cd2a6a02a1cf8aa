import type { FastifyReply, FastifyRequest } from 'fastify';

import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import type { Dialect } from '../../db/database';
import type { Db, UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { forbidden, serviceUnavailable, unauthenticated } from '../../infra/http-errors';
import { findOpenSession, lockAccountRow, type AccountLock } from './queries';

/** What a route let a signed-in request in as. */
export type SessionRole = 'member' | 'admin';

/**
 * Who a signed-in request or socket event acts as: the account its token named when it arrived,
 * the role it was let in for, and until when it may write. A request is identified when its
 * headers arrive, and its body may follow much later; so the session is not trusted at the
 * write: `writeAs` asks the database again, inside the write's transaction.
 */
export interface Session {
  /** the id of the session's row */
  id: string;
  /** the account as read when the request arrived (its token version is the token's) */
  member: UserRow;
  /** the session passed the second sign-in step, or set it up */
  secondFactor: boolean;
  role: SessionRole;
  /** epoch ms: past it the request has been answered for running out of time */
  writableUntil: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the session of a request that passed `authenticate`, `authorizeAdmin` or `identify` */
    session: Session | null;
    /** the signed-in member, read from the database on this request; null for a visitor */
    member: UserRow | null;
  }
}

/** The token of `Authorization: Bearer …`, or of the `jwt_token` header post creation uses. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim();
  const legacy = request.headers.jwt_token;
  if (typeof legacy === 'string' && legacy !== '') return legacy.replace(/^Bearer /, '').trim();
  return undefined;
}

/** The session of a request, ending when the route's time limit (handlerTimeout) does. */
export function requestSession(
  request: FastifyRequest,
  reply: FastifyReply,
  live: { member: UserRow; sessionId: string; secondFactor: boolean },
  role: SessionRole,
): Session {
  const limit = request.routeOptions.handlerTimeout;
  const arrivedAt = Date.now() - reply.elapsedTime;
  return {
    id: live.sessionId,
    member: live.member,
    secondFactor: live.secondFactor,
    role,
    writableUntil: limit > 0 ? arrivedAt + limit : Infinity,
  };
}

/** The session of a request that passed `authenticate` or `authorizeAdmin`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** The member of a request that passed `authenticate`. */
export function signedInMember(request: FastifyRequest): UserRow {
  if (!request.member) throw unauthenticated();
  return request.member;
}

const timedOut = () =>
  serviceUnavailable(ERROR_CODES.serviceUnavailable, 'This took too long. Please try again.', 1);

/** Whether the session's row is still open and the account's token version the token's. */
async function stillLive(db: Db, session: Session, account: UserRow | undefined): Promise<boolean> {
  if (!account || account.token_version !== session.member.token_version) return false;
  return (await findOpenSession(db, session.id))?.user_id === account.id;
}

/**
 * The account of a session as the database has it now, or the refusal its request gets: 401
 * when the account is gone, its session ended (signed out, ended from the list or by an
 * administrator) or its token version moved on (a password change or reset, a role change),
 * 403 when an administrator's request finds the role gone. On
 * PostgreSQL the row is locked until the transaction ends: shared (FOR KEY SHARE, which
 * counters and other writes of the row do not wait for) or, for a write that itself ends the
 * session, for update. Every change that ends sessions locks the row for update first, so it
 * waits for the writes of live sessions to commit, and a write that comes after it sees it.
 */
async function liveAccount(
  db: Db,
  dialect: Dialect,
  session: Session,
  lock: AccountLock,
): Promise<UserRow> {
  if (Date.now() > session.writableUntil) throw timedOut();
  const account = await lockAccountRow(db, dialect, session.member.id, lock);
  if (!account || !(await stillLive(db, session, account))) throw unauthenticated();
  if (session.role === 'admin' && account.is_admin !== 1) {
    throw forbidden(ERROR_CODES.adminOnly, 'Only administrators can do this.');
  }
  return account;
}

export interface WriteOptions {
  /** the write ends this session itself (a password change, deleting one's own account) */
  endsSession?: boolean;
  /**
   * a lock that every write of its kind takes before any row (the lock on administrator
   * roles), so that none waits for it while holding its own account's row
   */
  before?: (trx: Db) => Promise<void>;
}

/**
 * Runs `work` in one transaction that commits only for a session still live when it writes:
 * its first statement is the session's check (liveAccount), and a request that ran out of time
 * meanwhile rolls back. `work` gets the account as it is now. Every write of a signed-in
 * request or socket event goes through here (docs/security.md, Sessions).
 */
export function writeAs<T>(
  context: Pick<ModuleContext, 'db' | 'dialect'>,
  session: Session,
  work: (trx: Db, member: UserRow) => Promise<T>,
  options: WriteOptions = {},
): Promise<T> {
  return inTransaction(context.db, async (trx) => {
    await options.before?.(trx);
    const lock = options.endsSession ? 'update' : 'share';
    const member = await liveAccount(trx, context.dialect, session, lock);
    const result = await work(trx, member);
    if (Date.now() > session.writableUntil) throw timedOut();
    return result;
  });
}

/**
 * Whether `session` has ended since its request was identified: its row ended, its account gone
 * or its token version moved on. False for a visitor's request (no session).
 */
export async function sessionEnded(
  { db, dialect }: Pick<ModuleContext, 'db' | 'dialect'>,
  session: Session | null,
): Promise<boolean> {
  if (!session) return false;
  const account = await lockAccountRow(db, dialect, session.member.id, 'none');
  return !(await stillLive(db, session, account));
}

/**
 * The session's check before a side effect outside the database (storing files, mail, a
 * socket event) that no write of `writeAs` precedes: the account as it is now.
 */
export function confirmSession(
  context: Pick<ModuleContext, 'db' | 'dialect'>,
  session: Session,
): Promise<UserRow> {
  return liveAccount(context.db, context.dialect, session, 'none');
}
