import { vi } from 'vitest';

const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
];

/** A file that opens as a PNG (its signature, then zeros), `bytes` long in all. */
export function pngFile(name: string, bytes = 64): File {
  const content = new Uint8Array(bytes);
  content.set(SIGNATURES[0] ?? []);
  return new File([content], name, { type: 'image/png' });
}

function head(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(blob.slice(0, 4));
  });
}

/**
 * jsdom cannot decode pictures: createImageBitmap opens a file whose first bytes are those of
 * a JPEG, PNG or GIF, and refuses any other as a browser does.
 */
export function stubImageDecoding() {
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const bytes = await head(blob);
    const readable = SIGNATURES.some((signature) =>
      signature.every((byte, index) => bytes[index] === byte),
    );
    if (!readable)
      throw new DOMException('The source image cannot be decoded.', 'InvalidStateError');
    return { width: 1, height: 1, close: () => undefined };
  });
}
