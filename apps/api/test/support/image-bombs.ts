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
