import { connect, type Socket } from 'node:net';

/** A reply as read off the wire. */
export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** the server closed the connection after it */
  closed: boolean;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** A request whose headers and first bytes of body were sent, the rest held back. */
export interface HeldRequest {
  /** Sends the rest of the body; resolves with the reply. */
  finish(): Promise<RawReply>;
  /** The reply, whenever the server sends it (also before the body is finished). */
  reply: Promise<RawReply>;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
  destroy(): void;
}

function parseHead(head: string): { status: number; headers: Record<string, string> } {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers };
}

/** Reads one reply off `socket`: its head, then as many bytes as Content-Length says. */
function readReply(socket: Socket): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    let settled = false;
    const tryParse = (closed: boolean) => {
      if (settled) return;
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) {
        if (closed) {
          settled = true;
          reject(new Error(`connection closed before a reply: ${received.toString()}`));
        }
        return;
      }
      const { status, headers } = parseHead(received.subarray(0, headEnd).toString());
      const body = received.subarray(headEnd + 4);
      const length = headers['content-length'];
      if (length !== undefined ? body.length >= Number(length) : closed) {
        settled = true;
        resolve({ status, headers, body: body.toString(), closed });
      }
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      tryParse(false);
    });
    socket.on('close', () => tryParse(true));
    socket.on('error', () => tryParse(true));
  });
}

/** A connection to 127.0.0.1:`port`, reading the one reply it expects. */
async function openConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const reply = readReply(socket);
  // A refused reply is the caller's to read; unread, it must not fail the run.
  reply.catch(() => undefined);
  return { socket, closed, reply };
}

/**
 * Opens a connection to 127.0.0.1:`port` and sends the request's head and its first
 * `sentBytes` of body, holding the rest back: a slow client, or one that waits on purpose.
 */
export async function holdRequest(
  port: number,
  request: RawRequest,
  sentBytes = 1,
): Promise<HeldRequest> {
  const { socket, closed, reply } = await openConnection(port);
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Length: ${request.body.length}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  socket.write(Buffer.concat([Buffer.from(head), request.body.subarray(0, sentBytes)]));
  return {
    async finish() {
      socket.write(request.body.subarray(sentBytes));
      return reply;
    },
    reply,
    closed,
    destroy: () => socket.destroy(),
  };
}

/** Sends only the start of a request's head and holds the rest back. */
export async function holdHeaders(port: number, partialHead: string): Promise<HeldRequest> {
  const { socket, closed, reply } = await openConnection(port);
  socket.write(partialHead);
  return { finish: () => reply, reply, closed, destroy: () => socket.destroy() };
}
