import sharp from 'sharp';

import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';

import { pngBomb } from '../support/image-bombs';
import { jpegImage, pngImage, type UploadFile } from '../support/posts';

/** A few bytes the same on every run: a file that is nothing at all. */
function noise(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 0x2545f491;
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

export interface PoolFile {
  file: UploadFile;
  /** how often it is picked, beside the others */
  weight: number;
}

/**
 * What a form's file parts may carry: small real photos of each allowed kind, and files that
 * are not what they claim (an SVG with a script, text, noise, nothing, a photo cut in half, a
 * decompression bomb, one byte over the size limit).
 */
export async function uploadFiles(): Promise<PoolFile[]> {
  const jpeg = await jpegImage(7, 64, 48);
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .gif()
    .toBuffer();
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3c3' } })
    .webp()
    .toBuffer();
  const often = (file: UploadFile): PoolFile => ({ file, weight: 8 });
  const sometimes = (file: UploadFile): PoolFile => ({ file, weight: 2 });
  return [
    often(jpeg),
    often(await pngImage(9)),
    often({ name: 'spin.gif', type: 'image/gif', content: gif }),
    sometimes({ name: 'photo.webp', type: 'image/webp', content: webp }),
    sometimes({
      name: 'logo.svg',
      type: 'image/svg+xml',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    }),
    sometimes({ name: 'notes.txt', type: 'text/plain', content: Buffer.from('not a photo') }),
    sometimes({ name: 'noise.jpg', type: 'image/jpeg', content: noise(2_048) }),
    sometimes({ name: 'empty.jpg', type: 'image/jpeg', content: Buffer.alloc(0) }),
    sometimes({
      name: 'half.jpg',
      type: 'image/jpeg',
      content: jpeg.content.subarray(0, jpeg.content.length >> 1),
    }),
    sometimes(pngBomb(100_000, 100_000)),
    {
      file: {
        name: 'huge.jpg',
        type: 'image/jpeg',
        content: Buffer.concat([
          jpeg.content,
          Buffer.alloc(IMAGE_MAX_BYTES + 1 - jpeg.content.length),
        ]),
      },
      weight: 1,
    },
  ];
}
