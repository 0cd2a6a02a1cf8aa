import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';

import type { UploadFile } from './posts';

/*
 * Decompression bombs: small files whose headers claim a picture far larger than any camera
 * takes, beyond sharp's own default pixel limit (about 268 megapixels), so that only reading
 * the header tells what they are.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, checksum]);
}

/** A PNG whose header says `width` × `height` RGB pixels, with a few zero bytes of data. */
export function pngBomb(width: number, height: number): UploadFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const content = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4_096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'bomb.png', type: 'image/png', content };
}

/** A small real JPEG whose frame header (SOF) is rewritten to claim `width` × `height`. */
export async function jpegBomb(width: number, height: number): Promise<UploadFile> {
  const content = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#345' },
  })
    .jpeg()
    .toBuffer();
  for (let offset = 2; offset + 9 < content.length && content[offset] === 0xff;) {
    const marker = content[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      content.writeUInt16BE(height, offset + 5);
      content.writeUInt16BE(width, offset + 7);
      return { name: 'bomb.jpg', type: 'image/jpeg', content };
    }
    offset += 2 + content.readUInt16BE(offset + 2);
  }
  throw new Error('the JPEG has no frame header');
}

/** A small real GIF whose screen and first image claim `width` × `height`. */
export async function gifBomb(width: number, height: number): Promise<UploadFile> {
  const content = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#345' },
  })
    .gif()
    .toBuffer();
  content.writeUInt16LE(width, 6);
  content.writeUInt16LE(height, 8);
  const flags = content[10] ?? 0;
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  // Skip extension blocks (0x21 label, then sub-blocks ending in a zero length) to the image.
  while (content[offset] === 0x21) {
    offset += 2;
    while ((content[offset] ?? 0) !== 0) offset += (content[offset] ?? 0) + 1;
    offset += 1;
  }
  if (content[offset] !== 0x2c) throw new Error('the GIF has no image descriptor');
  content.writeUInt16LE(width, offset + 5);
  content.writeUInt16LE(height, offset + 7);
  return { name: 'bomb.gif', type: 'image/gif', content };
}

/** WebP's own limit on a side: a WebP claims at most 16,383² pixels, about 268 megapixels. */
const WEBP_MAX_SIDE = 16_383;

/**
 * Small real WebPs whose headers claim the largest picture WebP can describe: a lossy and a
 * lossless one (their frame headers rewritten) and an animated one (its canvas rewritten).
 */
export async function webpBombs(): Promise<UploadFile[]> {
  const create = { width: 16, height: 16, channels: 3, background: '#345' } as const;
  const side = WEBP_MAX_SIDE;
  // A simple file: 'RIFF', its size, 'WEBP', then one chunk whose data starts at byte 20.
  const lossy = await sharp({ create }).webp().toBuffer();
  if (lossy.toString('ascii', 12, 16) !== 'VP8 ') throw new Error('the WebP is not lossy');
  // The key frame's tag (3 bytes) and start code (3), then 14 bits of width and of height.
  lossy.writeUInt16LE(side, 26);
  lossy.writeUInt16LE(side, 28);
  const lossless = await sharp({ create }).webp({ lossless: true }).toBuffer();
  if (lossless.toString('ascii', 12, 16) !== 'VP8L') throw new Error('the WebP is not lossless');
  // After the signature byte: width - 1 and height - 1 in 14 bits each, then alpha and version.
  const bits = lossless.readUInt32LE(21);
  lossless.writeUInt32LE(((bits & 0xf000_0000) | ((side - 1) << 14) | (side - 1)) >>> 0, 21);
  const frames = await Promise.all(
    ['#345', '#543'].map((background) =>
      sharp({ create: { ...create, background } })
        .png()
        .toBuffer(),
    ),
  );
  const animated = await sharp(frames, { join: { animated: true } })
    .webp()
    .toBuffer();
  if (animated.toString('ascii', 12, 16) !== 'VP8X') throw new Error('the WebP is not extended');
  // The extended header: flags (4 bytes), then the canvas' width - 1 and height - 1 in 3 each.
  animated.writeUIntLE(side - 1, 24, 3);
  animated.writeUIntLE(side - 1, 27, 3);
  return [
    { name: 'bomb.webp', type: 'image/webp', content: lossy },
    { name: 'bomb-lossless.webp', type: 'image/webp', content: lossless },
    { name: 'bomb-animated.webp', type: 'image/webp', content: animated },
  ];
}
