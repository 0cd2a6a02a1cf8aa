/**
 * The network edge of the realtime socket, faked: lib/realtime gets one of these from
 * `io()`. A test plays the server with `receive` and reads what the page emitted in `sent`.
 */
export class FakeSocket {
  connected = false;
  /** how often the page asked to connect */
  connects = 0;
  readonly sent: { event: string; args: unknown[] }[] = [];
  private readonly handlers = new Map<string, Set<(...args: unknown[]) => void>>();

  /** Events a volatile emit sends go out only while connected. */
  get volatile(): { emit: (event: string, ...args: unknown[]) => FakeSocket } {
    return {
      emit: (event, ...args) => (this.connected ? this.emit(event, ...args) : this),
    };
  }

  on(event: string, handler: (...args: unknown[]) => void): this {
    const handlers = this.handlers.get(event) ?? new Set();
    handlers.add(handler);
    this.handlers.set(event, handlers);
    return this;
  }

  off(event: string, handler: (...args: unknown[]) => void): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.sent.push({ event, args });
    return this;
  }

  constructor(readonly options: { auth?: (send: (data: object) => void) => void } = {}) {}

  /** The handshake's data as it would be sent now. */
  handshake(): object {
    let data: object = {};
    this.options.auth?.((value) => (data = value));
    return data;
  }

  connect(): this {
    this.connects += 1;
    if (!this.connected) {
      this.connected = true;
      this.receive('connect');
    }
    return this;
  }

  disconnect(): this {
    if (this.connected) {
      this.connected = false;
      this.receive('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** The server sends an event to this tab. */
  receive(event: string, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }

  /** The payloads this tab emitted for one event. */
  emitted(event: string): unknown[] {
    return this.sent.filter((entry) => entry.event === event).map((entry) => entry.args[0]);
  }
}

export const fakeSockets: FakeSocket[] = [];

export function fakeIo(_url: string, options: FakeSocket['options']): FakeSocket {
  const socket = new FakeSocket(options);
  fakeSockets.push(socket);
  return socket;
}

/** The socket lib/realtime opened last. */
export function currentSocket(): FakeSocket {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}
