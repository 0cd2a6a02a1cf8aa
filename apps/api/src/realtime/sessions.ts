import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/schema';
import { everyInterval, type IntervalJob } from '../infra/interval-job';
import type { SessionTokens } from '../infra/tokens';
import { liveSessionOf } from '../modules/auth/authenticate';
import { findUserById, tokenVersionsOf, type UserRow } from '../modules/users/queries';
import { memberRoom, type RealtimeIo, type RealtimeSocket } from './realtime';

/** How often each instance checks that the tokens of its sockets are still live. */
export const SESSION_SWEEP_EVERY_MS = 30_000;

/** The longest timer Node keeps: a token living longer is checked by the sweep meanwhile. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Identity comes only from the handshake's `auth.token`, read as a request's bearer token is
 * (ASVS 4.4.4): the member is read from the database and the token version checked. A socket
 * without a live token still connects, joins no room and so receives nothing private; its
 * events are refused.
 */
export function identifySockets(io: RealtimeIo, db: Db, tokens: SessionTokens): void {
  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    liveSessionOf(db, tokens, typeof token === 'string' ? token : undefined).then(
      (session) => {
        socket.data.userId = session?.member.id ?? null;
        socket.data.tokenVersion = session?.claims.tv ?? 0;
        socket.data.expiresAt = session ? session.claims.exp * 1000 : 0;
        socket.data.typingTo = null;
        next();
      },
      // The database did not answer: the client tries again, as after any failed connection.
      () => next(new Error('Service unavailable, try again')),
    );
  });
}

/**
 * A signed-in member's socket joins the member's room (every instance reaches it there) and is
 * disconnected when its token expires.
 */
export function joinMemberRoom(socket: RealtimeSocket): void {
  const { userId, expiresAt } = socket.data;
  if (userId === null) return;
  void socket.join(memberRoom(userId));
  const timer = setTimeout(
    () => socket.disconnect(true),
    Math.min(LONGEST_TIMER_MS, Math.max(0, expiresAt - Date.now())),
  );
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * The socket's member, read again from the database, while the handshake's token is still
 * theirs; otherwise the socket is disconnected and null returned. Every event a socket sends
 * is checked this way, as every request is.
 */
export async function liveMemberOf(socket: RealtimeSocket, db: Db): Promise<UserRow | null> {
  const { userId, tokenVersion } = socket.data;
  if (userId === null) return null;
  const member = await findUserById(db, userId);
  if (member && member.token_version === tokenVersion) return member;
  socket.disconnect(true);
  return null;
}

/**
 * Disconnects this instance's sockets whose token has ended (a password change or reset,
 * demotion or deletion raise or remove the token version) in one query. It catches the ends
 * that did not call `realtime.endSessions`, such as a password set by the ADMIN_* start of
 * another instance. Returns how many sockets it disconnected.
 */
export async function sweepEndedSessions(io: RealtimeIo, db: Db): Promise<number> {
  const sockets = [...io.of('/').sockets.values()].filter((socket) => socket.data.userId !== null);
  const versions = await tokenVersionsOf(db, [
    ...new Set(sockets.map((socket) => socket.data.userId ?? 0)),
  ]);
  let ended = 0;
  for (const socket of sockets) {
    if (versions.get(socket.data.userId ?? 0) !== socket.data.tokenVersion) {
      socket.disconnect(true);
      ended += 1;
    }
  }
  return ended;
}

/** Runs sweepEndedSessions every `everyMs` until stopped. */
export function startSessionSweep(
  io: RealtimeIo,
  db: Db,
  log: FastifyBaseLogger,
  everyMs = SESSION_SWEEP_EVERY_MS,
): IntervalJob {
  return everyInterval(
    () => sweepEndedSessions(io, db),
    everyMs,
    (error) => log.warn({ err: error }, 'checking the sessions of sockets failed'),
  );
}
