import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where Linux hands out ports of its own choosing, for `listen(0)` and outgoing connections. */
function ephemeralPortRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: its default range.
  }
  return [32768, 60999];
}

const LOWEST_CHOSEN_PORT = 10_000;

/**
 * A port nobody listens on right now on 127.0.0.1, for a server a test starts later.
 *
 * It is taken below the range the kernel picks from: a port the kernel picked and released
 * is soon given again to an outgoing connection or another `listen(0)`, and a server killed
 * and restarted on it then fails with EADDRINUSE, as the fault suite's did in CI.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralPortRange();
  const span = ephemeralLow - LOWEST_CHOSEN_PORT;
  for (let attempt = 0; attempt < 50 && span > 1000; attempt += 1) {
    const port = LOWEST_CHOSEN_PORT + Math.floor(Math.random() * span);
    if (await isPortFree(port)) return port;
  }
  return kernelChosenPort();
}

function kernelChosenPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether a server could listen on `port` of 127.0.0.1 now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
