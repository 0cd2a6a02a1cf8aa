import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import { ERROR_CODES, type ErrorReply } from '@tabarru/contract/errors';
import type { ClientToServerEvents, SocketAck } from '@tabarru/contract/realtime';

import type { ModuleContext } from '../context';
import { controlCharacterPath, controlCharactersRefusal } from '../infra/control-characters';
import { HttpError, invalidField, tooManyRequests, unauthenticated } from '../infra/http-errors';
import type { ActionLimiter, ActionLimitName } from '../infra/rate-limits';
import type { UserRow } from '../modules/users/queries';
import type { RealtimeIo, RealtimeSocket } from './realtime';
import { liveMemberOf } from './sessions';

/** Every module registers its socket events with this one shape, like its routes. */
export type ModuleSocketEvents = (
  socket: RealtimeSocket,
  context: ModuleContext,
  log: FastifyBaseLogger,
) => void;

/**
 * Counts each socket an address opens (the per-IP ceiling of the routes never sees a websocket
 * handshake); past the limit the handshake is refused and the client tries again later.
 */
export function limitHandshakes(io: RealtimeIo, limit: ActionLimiter): void {
  io.use((socket, next) => {
    limit('socketConnectionsPerIp', socket.handshake.address).then(
      () => next(),
      () => next(new Error('Too many connections. Please try again later.')),
    );
  });
}

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

/** A refusal as an event's answer: the body a route would have sent. */
function errorReplyOf(error: unknown, log: FastifyBaseLogger, event: string): ErrorReply {
  if (error instanceof HttpError) {
    return { message: error.message, code: error.code, ...(error.field && { field: error.field }) };
  }
  log.error({ err: error, event }, 'socket event failed');
  return {
    message: 'Something went wrong on our side. Please try again.',
    code: ERROR_CODES.internal,
  };
}

/**
 * Handles an event of a signed-in member the way a route handles a request, top to bottom: the
 * socket's budget, who is asking (read again from the database), the payload against its
 * schema and free of control characters, the member's action limits, then the handler. Its
 * result, or the refusal the REST route would give, answers the event when it asked for an
 * answer; user ids in the payload other than those the schema reads are never looked at.
 */
export function onMemberEvent<Schema extends z.ZodType, Reply>(
  socket: RealtimeSocket,
  context: ModuleContext,
  log: FastifyBaseLogger,
  event: keyof ClientToServerEvents,
  options: EventOptions<Schema>,
  handler: (member: UserRow, payload: z.output<Schema>) => Promise<Reply>,
): void {
  const handle = async (args: unknown[]): Promise<void> => {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
    const payload = args[0];
    try {
      const wait = overBudget(socket, Date.now());
      if (wait !== undefined) throw tooManyRequests(wait);
      const member = await liveMemberOf(socket, context.db);
      if (!member) throw unauthenticated();
      const badText = controlCharacterPath(payload);
      if (badText) throw controlCharactersRefusal(badText);
      const parsed = options.schema.safeParse(payload);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw issue
          ? invalidField(issue, payload)
          : invalidField({ code: 'custom', message: 'Invalid input' }, payload);
      }
      for (const name of options.limits?.(parsed.data) ?? []) {
        await context.limit(name, String(member.id));
      }
      const data = await handler(member, parsed.data);
      ack?.({ ok: true, data });
    } catch (error) {
      ack?.({ ok: false, error: errorReplyOf(error, log, event) });
    }
  };
  // The typed `on` cannot follow a generic event name to its listener.
  (socket.on as (event: string, listener: (...args: unknown[]) => void) => void)(
    event,
    (...args) => void handle(args),
  );
}
