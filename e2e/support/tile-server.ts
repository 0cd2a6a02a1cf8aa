import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/** A map tile's side, as OpenStreetMap's raster tiles have it. */
const TILE_PX = 256;
const TILE_PATH = /^\/\d+\/\d+\/\d+\.png$/;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of one colour with a darker edge, so the tiles of a map show as a grid. */
export function tilePng([red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_PX, 0);
  header.writeUInt32BE(TILE_PX, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < TILE_PX; y++) {
    const row = Buffer.alloc(1 + TILE_PX * 3); // filter 0, then the pixels
    for (let x = 0; x < TILE_PX; x++) {
      const edge = x === 0 || y === 0 ? 0.85 : 1;
      row.set([red * edge, green * edge, blue * edge].map(Math.round), 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TileServer {
  /** its origin, e.g. http://127.0.0.1:41236 */
  url: string;
  /** the address of a tile as MAP_TILES_URL names it */
  template: string;
  stop(): Promise<void>;
}

/**
 * A tile server for the maps of the app under test, on a free port of this machine: any
 * /{z}/{x}/{y}.png is a small generated PNG (a checkerboard of two colours), anything else 404.
 * The tests never reach a real tile server.
 */
export async function startTileServer(): Promise<TileServer> {
  const tiles = [tilePng([236, 232, 223]), tilePng([222, 234, 226])];
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (request.method !== 'GET' || !TILE_PATH.test(path)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const [, , x = '0', y = '0'] = path.slice(1, -'.png'.length).split('/');
    const tile = tiles[(Number(x) + Number(y)) % 2] ?? tiles[0];
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(tile);
  });
  // Every tile of a map at once: more than Node's default of keeping a few idle connections.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    template: `${url}/{z}/{x}/{y}.png`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
