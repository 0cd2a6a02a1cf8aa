import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/schema';
import { everyInterval, type IntervalJob } from '../infra/interval-job';
import type { SessionTokens } from '../infra/tokens';
import { sessionExpiry } from '../modules/sessions/liveness';
import { findOpenSessionWithMember, liveSessionsOfSockets } from '../modules/sessions/queries';
import {
  isLiveSession,
  liveSessionOf,
  recordLastUse,
  type LiveSession,
} from '../modules/sessions/service';
import { memberRoom, sessionRoom, type RealtimeIo, type RealtimeSocket } from './realtime';

/** What identifying a socket needs: the database, the token keys and the clock of sessions. */
export interface SocketIdentity {
  db: Db;
  tokens: SessionTokens;
  now: () => number;
}

/** How often each instance checks that the tokens of its sockets are still live. */
export const SESSION_SWEEP_EVERY_MS = 30_000;

/** The longest timer Node keeps: a token living longer is checked by the sweep meanwhile. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Identity comes only from the handshake's `auth.token`, read as a request's bearer token is
 * (ASVS 4.4.4): its session and member are read from the database. A socket without a live
 * token still connects, joins no room and so receives nothing private; its events are refused.
 */
export function identifySockets(
  io: RealtimeIo,
  identity: SocketIdentity,
  log: FastifyBaseLogger,
): void {
  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    liveSessionOf(identity, typeof token === 'string' ? token : undefined).then(
      async (found) => {
        const live = isLiveSession(found) ? found : null;
        if (live?.lastUseDue) await recordLastUse(identity, live.session.id, log);
        socket.data.userId = live?.member.id ?? null;
        socket.data.sessionId = live?.session.id ?? null;
        socket.data.tokenVersion = live?.claims.tv ?? 0;
        socket.data.expiresAt = live ? live.claims.exp * 1000 : 0;
        socket.data.typingTo = null;
        next();
      },
      // The database did not answer: the client tries again, as after any failed connection.
      () => next(new Error('Service unavailable, try again')),
    );
  });
}

/**
 * The most sockets one member keeps open at once, on every instance together: a tab each on a
 * few devices. More would let one member push many sockets' worth of events.
 */
export const SOCKETS_PER_MEMBER_MAX = 10;

const tooManySockets = () => new Error('Too many open connections for this account.');

/** The member's sockets on every instance (through the Redis adapter), oldest first. */
async function socketsOfMember(io: RealtimeIo, userId: number) {
  const sockets = await io.in(memberRoom(userId)).fetchSockets();
  return sockets.sort(
    (one, other) => one.handshake.issued - other.handshake.issued || one.id.localeCompare(other.id),
  );
}

/**
 * Refuses the handshake of a member who has SOCKETS_PER_MEMBER_MAX sockets open already. A
 * refused handshake is not tried again by the client on its own. Registered after
 * identifySockets.
 */
export function limitMemberSockets(io: RealtimeIo, log: FastifyBaseLogger): void {
  io.use((socket, next) => {
    const { userId } = socket.data;
    if (userId === null) return next();
    socketsOfMember(io, userId).then(
      (sockets) => next(sockets.length >= SOCKETS_PER_MEMBER_MAX ? tooManySockets() : undefined),
      // Counting needs the other instances; while they do not answer, the socket goes in.
      (error: unknown) => {
        log.warn({ err: error }, 'counting the sockets of a member failed');
        next();
      },
    );
  });
}

/**
 * A signed-in member's socket joins the member's room (every instance reaches it there) and is
 * disconnected when its token expires. Handshakes at the same moment all pass
 * limitMemberSockets, so each socket, once in the room, counts the member's sockets again and
 * disconnects those past the cap, on whichever instance: the newest, so every count agrees, and
 * the count after the last one to join sees them all.
 */
export function joinMemberRoom(io: RealtimeIo, socket: RealtimeSocket, log: FastifyBaseLogger) {
  const { userId, sessionId, expiresAt } = socket.data;
  if (userId === null || sessionId === null) return;
  void socket.join([memberRoom(userId), sessionRoom(sessionId)]);
  const timer = setTimeout(
    () => socket.disconnect(true),
    Math.min(LONGEST_TIMER_MS, Math.max(0, expiresAt - Date.now())),
  );
  socket.once('disconnect', () => clearTimeout(timer));
  socketsOfMember(io, userId).then(
    (sockets) => {
      for (const extra of sockets.slice(SOCKETS_PER_MEMBER_MAX)) extra.disconnect(true);
    },
    (error: unknown) => log.warn({ err: error }, 'counting the sockets of a member failed'),
  );
}

/**
 * The socket's member and session, read again from the database, while the handshake's session
 * is live; otherwise the socket is disconnected and null returned. Every event a socket sends
 * is checked this way, as every request is.
 */
export async function liveMemberOf(
  socket: RealtimeSocket,
  { db, now }: Pick<SocketIdentity, 'db' | 'now'>,
): Promise<Pick<LiveSession, 'member' | 'session'> | null> {
  const { userId, sessionId, tokenVersion } = socket.data;
  if (userId === null || sessionId === null) return null;
  const found = await findOpenSessionWithMember(db, sessionId);
  if (
    found?.member.id === userId &&
    found.member.token_version === tokenVersion &&
    sessionExpiry(found.session, now()) === null
  ) {
    return found;
  }
  socket.disconnect(true);
  return null;
}

/**
 * Disconnects this instance's sockets whose session has ended (signed out, ended from a list,
 * expired, or the account's token version raised or the account removed) in one query. It
 * catches the ends that did not reach the sockets at once, such as a password set by the
 * ADMIN_* start of another instance or a session that expired. Returns how many sockets it
 * disconnected.
 */
export async function sweepEndedSessions(
  io: RealtimeIo,
  { db, now }: Pick<SocketIdentity, 'db' | 'now'>,
): Promise<number> {
  const sockets = [...io.of('/').sockets.values()].filter(
    (socket) => socket.data.userId !== null && socket.data.sessionId !== null,
  );
  const live = await liveSessionsOfSockets(db, [
    ...new Set(sockets.map((socket) => socket.data.sessionId ?? '')),
  ]);
  const at = now();
  let ended = 0;
  for (const socket of sockets) {
    const session = live.get(socket.data.sessionId ?? '');
    if (
      session?.user_id !== socket.data.userId ||
      session.token_version !== socket.data.tokenVersion ||
      sessionExpiry(session, at) !== null
    ) {
      socket.disconnect(true);
      ended += 1;
    }
  }
  return ended;
}

/** Runs sweepEndedSessions every `everyMs` until stopped. */
export function startSessionSweep(
  io: RealtimeIo,
  identity: Pick<SocketIdentity, 'db' | 'now'>,
  log: FastifyBaseLogger,
  everyMs = SESSION_SWEEP_EVERY_MS,
): IntervalJob {
  return everyInterval(
    () => sweepEndedSessions(io, identity),
    everyMs,
    (error) => log.warn({ err: error }, 'checking the sessions of sockets failed'),
  );
}
