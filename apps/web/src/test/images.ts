import { vi } from 'vitest';

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The first bytes of each kind of picture a browser opens; null stands for any byte. */
const SIGNATURES: (number | null)[][] = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  // 'RIFF', the file's size, then 'WEBP'
  [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** A file that opens as a PNG (its signature, then zeros), `bytes` long in all. */
export function pngFile(name: string, bytes = 64): File {
  const content = new Uint8Array(bytes);
  content.set([0x89, 0x50, 0x4e, 0x47]);
  return new File([content], name, { type: 'image/png' });
}

/** A file that opens as a WebP (its RIFF header, then zeros), `bytes` long in all. */
export function webpFile(name: string, bytes = 64): File {
  const content = new Uint8Array(bytes);
  content.set([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')]);
  new DataView(content.buffer).setUint32(4, bytes - 8, true);
  return new File([content], name, { type: 'image/webp' });
}

/** A file that opens as a JPEG, `bytes` long in all, starting with `head` if given. */
export function jpegFile(name: string, bytes = 64, head: number[] = JPEG_SIGNATURE): File {
  const content = new Uint8Array(Math.max(bytes, head.length));
  content.set(head);
  return new File([content], name, { type: 'image/jpeg' });
}

/**
 * jsdom's Blob cannot give its bytes as a browser's does (`arrayBuffer`); its FileReader can.
 */
export function readBlobsAsBrowsersDo() {
  if (typeof Blob.prototype.arrayBuffer === 'function') return;
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
      reader.readAsArrayBuffer(this);
    });
  };
}

/**
 * jsdom cannot decode pictures: createImageBitmap opens a file whose first bytes are those of
 * a JPEG, PNG, GIF or WebP, at `size` (as drawn upright), and refuses any other as a browser does.
 */
export function stubImageDecoding(size = { width: 1, height: 1 }) {
  const opened: { options: ImageBitmapOptions | undefined }[] = [];
  vi.stubGlobal('createImageBitmap', async (blob: Blob, options?: ImageBitmapOptions) => {
    const bytes = new Uint8Array(await blob.slice(0, 12).arrayBuffer());
    const readable = SIGNATURES.some((signature) =>
      signature.every((byte, index) => byte === null || bytes[index] === byte),
    );
    if (!readable)
      throw new DOMException('The source image cannot be decoded.', 'InvalidStateError');
    opened.push({ options });
    return { ...size, close: () => undefined };
  });
  return { opened };
}

export interface DrawnCanvas {
  width: number;
  height: number;
  /** the JPEG qualities it was written at, in turn */
  qualities: number[];
}

/**
 * Nor can jsdom draw: an OffscreenCanvas here remembers its size and the qualities it was
 * written at, and writes a JPEG of `bytesAt(quality)` bytes (200 KB unless a test says), once
 * `written` (if given) has settled, so a test can see a photo while it is being prepared.
 */
export function stubPhotoCanvas({
  bytesAt = () => 200_000,
  written,
}: { bytesAt?: (quality: number) => number; written?: Promise<void> } = {}) {
  const drawn: DrawnCanvas[] = [];
  class FakeOffscreenCanvas {
    private readonly record: DrawnCanvas;
    constructor(width: number, height: number) {
      this.record = { width, height, qualities: [] };
      drawn.push(this.record);
    }
    getContext() {
      return {
        fillStyle: '',
        imageSmoothingEnabled: false,
        imageSmoothingQuality: 'low',
        fillRect: () => undefined,
        drawImage: () => undefined,
      };
    }
    async convertToBlob({ quality = 1 }: ImageEncodeOptions = {}) {
      await written;
      this.record.qualities.push(quality);
      const content = new Uint8Array(bytesAt(quality));
      content.set(JPEG_SIGNATURE);
      return new Blob([content], { type: 'image/jpeg' });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return { drawn };
}
