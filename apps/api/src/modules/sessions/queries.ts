import type { Selectable } from 'kysely';

import type { Dialect } from '../../db/database';
import type { Db, MemberSessionsTable, UserRow } from '../../db/schema';

export type SessionRow = Selectable<MemberSessionsTable>;

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('member_sessions').values(row).execute();
}

/** A session nobody ended, with its member: how every request and socket is identified. */
export async function findOpenSessionWithMember(
  db: Db,
  sessionId: string,
): Promise<{ session: SessionRow; member: UserRow } | undefined> {
  const row = await db
    .selectFrom('member_sessions')
    .innerJoin('users', 'users.id', 'member_sessions.user_id')
    .selectAll('users')
    .select([
      'member_sessions.id as session_id',
      'member_sessions.created_at as session_created_at',
      'member_sessions.last_used_at as session_last_used_at',
      'member_sessions.device_browser as session_device_browser',
      'member_sessions.device_system as session_device_system',
      'member_sessions.network as session_network',
      'member_sessions.second_factor as session_second_factor',
    ])
    .where('member_sessions.id', '=', sessionId)
    .where('member_sessions.ended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    session_id,
    session_created_at,
    session_last_used_at,
    session_device_browser,
    session_device_system,
    session_network,
    session_second_factor,
    ...member
  } = row;
  return {
    member,
    session: {
      id: session_id,
      user_id: member.id,
      created_at: session_created_at,
      last_used_at: session_last_used_at,
      ended_at: null,
      device_browser: session_device_browser,
      device_system: session_device_system,
      network: session_network,
      second_factor: session_second_factor,
    },
  };
}

/** The session if nobody has ended it. */
export function findOpenSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('member_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

/**
 * How an account's row is held until its transaction ends on PostgreSQL (SQLite runs one
 * transaction at a time): `share` (FOR KEY SHARE) by a write that depends on its session, which
 * neither other such writes nor updates of counters wait for; `update` (FOR UPDATE) by whatever
 * ends its sessions or the account, which waits for the shared holders and makes later ones wait.
 */
export type AccountLock = 'share' | 'update' | 'none';

export function lockAccountRow(
  db: Db,
  dialect: Dialect,
  userId: number,
  lock: AccountLock,
): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll().where('id', '=', userId);
  if (dialect !== 'postgres' || lock === 'none') return query.executeTakeFirst();
  return (lock === 'share' ? query.forKeyShare() : query.forUpdate()).executeTakeFirst();
}

/** Writes when the session was last used, unless an ending came first. */
export async function writeLastUse(db: Db, sessionId: string, at: string): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ last_used_at: at })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

export async function markSecondFactor(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ second_factor: 1 })
    .where('id', '=', sessionId)
    .execute();
}

/** Which of a member's open sessions to end: one, all but one, or all. */
export type SessionSelection =
  { userId: number; only: string } | { userId: number; except: string } | { userId: number };

/** Ends the member's open sessions `which` names; the ids of those it ended. */
export async function endOpenSessions(
  db: Db,
  which: SessionSelection,
  at: string,
): Promise<string[]> {
  let query = db
    .updateTable('member_sessions')
    .set({ ended_at: at })
    .where('user_id', '=', which.userId)
    .where('ended_at', 'is', null);
  if ('only' in which) query = query.where('id', '=', which.only);
  if ('except' in which) query = query.where('id', '!=', which.except);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** The member's sessions nobody ended, used and begun after the bounds, the last used first. */
export function listOpenSessions(
  db: Db,
  userId: number,
  bounds: { createdAfter: string; usedAfter: string },
): Promise<SessionRow[]> {
  return db
    .selectFrom('member_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('created_at', '>', bounds.createdAfter)
    .where('last_used_at', '>', bounds.usedAfter)
    .orderBy('last_used_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Whether the member has had a session, open or ended, from this device on this network. */
export async function hasSessionFrom(
  db: Db,
  userId: number,
  device: Pick<SessionRow, 'device_browser' | 'device_system' | 'network'>,
): Promise<boolean> {
  const row = await db
    .selectFrom('member_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.and([
        device.device_browser === null
          ? eb('device_browser', 'is', null)
          : eb('device_browser', '=', device.device_browser),
        device.device_system === null
          ? eb('device_system', 'is', null)
          : eb('device_system', '=', device.device_system),
        device.network === null ? eb('network', 'is', null) : eb('network', '=', device.network),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ends the sessions that expired on their own (begun or last used at or before the bounds);
 * each with its member, for the security log.
 */
export function endExpiredSessions(
  db: Db,
  bounds: { createdAfter: string; usedAfter: string },
  at: string,
): Promise<Pick<SessionRow, 'id' | 'user_id' | 'created_at' | 'last_used_at'>[]> {
  return db
    .updateTable('member_sessions')
    .set({ ended_at: at })
    .where('ended_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('created_at', '<=', bounds.createdAfter),
        eb('last_used_at', '<=', bounds.usedAfter),
      ]),
    )
    .returning(['id', 'user_id', 'created_at', 'last_used_at'])
    .execute();
}

/** Removes the records of sessions ended before `before`. */
export async function deleteSessionsEndedBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('member_sessions')
    .where('ended_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const SESSIONS_CHUNK = 500;

/**
 * Of these sessions, those nobody ended, with what a socket's check compares: the member, the
 * account's token version, and the times that tell whether it expired.
 */
export async function liveSessionsOfSockets(
  db: Db,
  sessionIds: string[],
): Promise<
  Map<
    string,
    Pick<SessionRow, 'user_id' | 'created_at' | 'last_used_at'> & { token_version: number }
  >
> {
  const found = new Map<
    string,
    Pick<SessionRow, 'user_id' | 'created_at' | 'last_used_at'> & { token_version: number }
  >();
  for (let start = 0; start < sessionIds.length; start += SESSIONS_CHUNK) {
    const rows = await db
      .selectFrom('member_sessions')
      .innerJoin('users', 'users.id', 'member_sessions.user_id')
      .select([
        'member_sessions.id',
        'member_sessions.user_id',
        'member_sessions.created_at',
        'member_sessions.last_used_at',
        'users.token_version',
      ])
      .where('member_sessions.id', 'in', sessionIds.slice(start, start + SESSIONS_CHUNK))
      .where('member_sessions.ended_at', 'is', null)
      .execute();
    for (const { id, ...row } of rows) found.set(id, row);
  }
  return found;
}
