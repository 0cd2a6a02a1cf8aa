import type { Server, Socket } from 'socket.io';

import type {
  ClientToServerEvents,
  IncomingMessageEvent,
  NotificationCountName,
  ServerToClientEvents,
} from '@tabarru/contract/realtime';

/** What the API keeps about a socket: its member (null when not signed in) and their session. */
export interface SocketData {
  userId: number | null;
  /** the session of the handshake's token (modules/sessions); null when not signed in */
  sessionId: string | null;
  /** the token version of the handshake's token */
  tokenVersion: number;
  /** when the handshake's token expires, in ms since the epoch */
  expiresAt: number;
  /** the member this socket last said it types to, told to stop if the socket goes */
  typingTo: number | null;
}

export type RealtimeIo = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

/** The room of every socket of one member, on every instance. */
export function memberRoom(userId: number): string {
  return `user:${userId}`;
}

/** The room of the sockets of one session, on every instance. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** Events the API sends a member that need no answer. */
type PlainEvent = Exclude<keyof ServerToClientEvents, 'private_message'>;

/**
 * How modules reach a member's sockets (on any instance, through the Redis adapter when there
 * is one): `context.realtime`.
 */
export interface Realtime {
  /** Sends an event to every socket of the member. */
  emit<Event extends PlainEvent>(
    userId: number,
    event: Event,
    ...args: Parameters<ServerToClientEvents[Event]>
  ): void;
  /**
   * Sends a message to every socket of its receiver; resolves with how many of them said they
   * have it (within a few seconds).
   */
  deliver(receiverId: number, message: IncomingMessageEvent): Promise<number>;
  /** Tells the member's sockets a count on their badge changed, so they read it again. */
  notificationCountChanged(userId: number, count: NotificationCountName): void;
  /** Disconnects every socket of the member, e.g. when their older tokens end. */
  endSessions(userId: number): void;
  /** Disconnects the sockets of one session, on every instance. */
  endSession(sessionId: string): void;
}

/** How long a delivery waits for the receiver's sockets to say they have the message. */
export const DELIVERY_ACK_TIMEOUT_MS = 5000;

export function createRealtime(io: RealtimeIo): Realtime {
  return {
    emit(userId, event, ...args) {
      // The typed emit cannot follow a generic event name to its arguments.
      (io.to(memberRoom(userId)).emit as (event: string, ...args: unknown[]) => boolean)(
        event,
        ...args,
      );
    },
    deliver(receiverId, message) {
      return new Promise((resolve) => {
        io.to(memberRoom(receiverId))
          .timeout(DELIVERY_ACK_TIMEOUT_MS)
          .emit('private_message', message, (_timedOut: Error | null, received: true[]) => {
            resolve(received.length);
          });
      });
    },
    notificationCountChanged(userId, count) {
      io.to(memberRoom(userId)).emit('notification_count_changed', { count });
    },
    endSessions(userId) {
      io.in(memberRoom(userId)).disconnectSockets(true);
    },
    endSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };
}
