import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import { ERROR_CODES } from '@tabarru/contract/errors';
import type { ClientToServerEvents, SocketAck, SocketErrorReply } from '@tabarru/contract/realtime';

import type { ModuleContext } from '../context';
import { controlCharacterPath, controlCharactersRefusal } from '../infra/control-characters';
import {
  busyRefusal,
  HttpError,
  invalidField,
  tooManyRequests,
  unauthenticated,
} from '../infra/http-errors';
import type { ActionLimiter, ActionLimitName } from '../infra/rate-limits';
import type { Session } from '../modules/sessions/service';
import type { RealtimeIo, RealtimeSocket } from './realtime';
import { liveMemberOf } from './sessions';

/**
 * Every module registers its socket events with this one shape, like its routes: called once
 * per app (for what the module keeps across sockets), it answers what to do with each socket.
 */
export type ModuleSocketEvents = (
  context: ModuleContext,
  log: FastifyBaseLogger,
) => (socket: RealtimeSocket) => void;

/**
 * Counts each socket an address opens (the per-IP ceiling of the routes never sees a websocket
 * handshake); past the limit the handshake is refused and the client tries again later. Behind
 * the proxies of TRUST_PROXY the address is the client their X-Forwarded-For names, as for
 * routes.
 */
export function limitHandshakes(
  io: RealtimeIo,
  limit: ActionLimiter,
  trustProxy: readonly string[],
): void {
  const trusted = trustProxy.length > 0 ? proxyAddr.compile([...trustProxy]) : undefined;
  io.use((socket, next) => {
    const address = trusted ? proxyAddr(socket.request, trusted) : socket.handshake.address;
    limit('socketConnectionsPerIp', address).then(
      () => next(),
      () => next(new Error('Too many connections. Please try again later.')),
    );
  });
}

/**
 * How many socket events do database work at once (`context.socketWork`), and how many wait
 * for a turn: a third of PostgreSQL's pool (db/database.ts) at most, and on SQLite's one
 * connection a few queries ahead of a request's at most.
 */
export const SOCKET_EVENTS_DATABASE_SHARE = { concurrency: 3, waiting: 500 } as const;

/** The events one socket may send in a window; more are refused until it ends. */
export const SOCKET_EVENT_BUDGET = { max: 60, windowMs: 10_000 } as const;

const budgets = new WeakMap<RealtimeSocket, { count: number; endsAt: number }>();

/** Counts one event of the socket; the seconds to wait when it is over its budget. */
function overBudget(socket: RealtimeSocket, now: number): number | undefined {
  let budget = budgets.get(socket);
  if (!budget || budget.endsAt <= now) {
    budget = { count: 0, endsAt: now + SOCKET_EVENT_BUDGET.windowMs };
    budgets.set(socket, budget);
  }
  budget.count += 1;
  return budget.count > SOCKET_EVENT_BUDGET.max ? (budget.endsAt - now) / 1000 : undefined;
}

export interface EventOptions<Schema extends z.ZodType> {
  /** the payload's schema from packages/contract */
  schema: Schema;
  /** action limits of the member, counted like a route's (infra/rate-limits), by payload */
  limits?: (payload: z.output<Schema>) => readonly ActionLimitName[];
}

type Ack = (reply: SocketAck<unknown>) => void;

/** A refusal as an event's answer: the body a route would have sent, mapped as a route maps it. */
function errorReplyOf(error: unknown, log: FastifyBaseLogger, event: string): SocketErrorReply {
  const refusal = error instanceof HttpError ? error : busyRefusal(error, log);
  if (refusal) {
    return {
      message: refusal.message,
      code: refusal.code,
      ...(refusal.field && { field: refusal.field }),
      ...(refusal.retryAfter !== undefined && { retryAfter: refusal.retryAfter }),
    };
  }
  log.error({ err: error, event }, 'socket event failed');
  return {
    message: 'Something went wrong on our side. Please try again.',
    code: ERROR_CODES.internal,
  };
}

/**
 * What every event of a socket passes first, before any database work: the socket's budget and
 * the member's own across all their sockets and instances (SOCKET_EVENT_BUDGET,
 * `socketEventsPerMember`), and a payload free of control characters that fits its schema.
 * Answers the socket's member id and the parsed payload.
 */
async function admitEvent<Schema extends z.ZodType>(
  socket: RealtimeSocket,
  context: ModuleContext,
  schema: Schema,
  payload: unknown,
): Promise<{ userId: number; payload: z.output<Schema> }> {
  const wait = overBudget(socket, Date.now());
  if (wait !== undefined) throw tooManyRequests(wait);
  const { userId } = socket.data;
  if (userId === null) throw unauthenticated();
  await context.limit('socketEventsPerMember', String(userId));
  const badText = controlCharacterPath(payload);
  if (badText) throw controlCharactersRefusal(badText);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw issue
      ? invalidField(issue, payload)
      : invalidField({ code: 'custom', message: 'Invalid input' }, payload);
  }
  return { userId, payload: parsed.data };
}

/** Registers `listener` for a generic event name, which the typed `on` cannot follow. */
function listen(socket: RealtimeSocket, event: string, listener: (args: unknown[]) => void) {
  (socket.on as (event: string, listener: (...args: unknown[]) => void) => void)(event, (...args) =>
    listener(args),
  );
}

/**
 * Handles an event of a signed-in member the way a route handles a request, top to bottom:
 * admitEvent, then, in the socket events' share of the database (`context.socketWork`), who is
 * asking (read again from the database, a session like a request's), the member's action
 * limits and the handler, which writes through `writeAs` like a route. Its result, or the
 * refusal the REST route would give, answers the event when it asked for an answer; user ids in
 * the payload other than those the schema reads are never looked at.
 */
export function onMemberEvent<Schema extends z.ZodType, Reply>(
  socket: RealtimeSocket,
  context: ModuleContext,
  log: FastifyBaseLogger,
  event: keyof ClientToServerEvents,
  options: EventOptions<Schema>,
  handler: (session: Session, payload: z.output<Schema>) => Promise<Reply>,
): void {
  listen(socket, event, (args) => {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
    const handle = async (): Promise<Reply> => {
      const { payload } = await admitEvent(socket, context, options.schema, args[0]);
      return context.socketWork.run(async () => {
        const live = await liveMemberOf(socket, context);
        if (!live) throw unauthenticated();
        const { member } = live;
        for (const name of options.limits?.(payload) ?? []) {
          await context.limit(name, String(member.id));
        }
        const session: Session = {
          id: live.session.id,
          member,
          secondFactor: live.session.second_factor === 1,
          role: 'member',
          writableUntil: Date.now() + context.timeLimits.requestMs,
        };
        return handler(session, payload);
      });
    };
    handle().then(
      (data) => ack?.({ ok: true, data }),
      (error: unknown) => ack?.({ ok: false, error: errorReplyOf(error, log, event) }),
    );
  });
}

/**
 * An event that only passes a signal on to another member (typing): admitted like every event,
 * then handed to `handler` with the socket's member id and no database work at all. The socket's
 * identity holds while its session does: sockets of ended sessions are disconnected
 * (sessions.ts). It answers nothing.
 */
export function onMemberSignal<Schema extends z.ZodType>(
  socket: RealtimeSocket,
  context: ModuleContext,
  log: FastifyBaseLogger,
  event: keyof ClientToServerEvents,
  schema: Schema,
  handler: (userId: number, payload: z.output<Schema>) => void,
): void {
  listen(socket, event, (args) => {
    admitEvent(socket, context, schema, args[0]).then(
      ({ userId, payload }) => handler(userId, payload),
      (error: unknown) => {
        if (!(error instanceof HttpError)) log.error({ err: error, event }, 'socket event failed');
      },
    );
  });
}
