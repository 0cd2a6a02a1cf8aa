import { beforeEach, describe, expect, it, vi } from 'vitest';

import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';

import { jpegFile, pngFile, stubImageDecoding, stubPhotoCanvas } from '../../test/images';
import { preparePhotoHere, type PreparationReply, type PreparationRequest } from './prepare-here';

/** The start of a JPEG whose EXIF says it was taken with the phone held upright (6). */
const TURNED_JPEG_HEAD = [
  0xff, 0xd8, 0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a,
  0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xda,
];

/** A fresh module, so each test starts without a worker. */
async function freshPreparePhoto() {
  vi.resetModules();
  return (await import('./prepare-photo')).preparePhoto;
}

async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

describe('preparing a photo on the page (no worker here)', () => {
  it('makes a 48 MP phone photo of 9 MB a JPEG of 1200 by 1600 under the limit', async () => {
    const { opened } = stubImageDecoding({ width: 3060, height: 4080 });
    const { drawn } = stubPhotoCanvas();
    const preparePhoto = await freshPreparePhoto();
    const chosen = jpegFile('IMG_4031.JPG', 8_900_000, TURNED_JPEG_HEAD);

    const prepared = await preparePhoto(chosen);

    if (prepared.state !== 'ready') throw new Error(`not ready: ${prepared.state}`);
    expect(opened).toEqual([{ options: { imageOrientation: 'from-image' } }]);
    expect(drawn).toEqual([{ width: 1200, height: 1600, qualities: [0.85] }]);
    expect(prepared.upload).not.toBe(chosen);
    expect(prepared.upload.name).toBe('IMG_4031.jpg');
    expect(prepared.upload.type).toBe('image/jpeg');
    expect(prepared.upload.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(prepared.upload.lastModified).toBe(chosen.lastModified);
    expect([...(await bytesOf(prepared.upload)).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('sends a small upright photo as it was chosen', async () => {
    stubImageDecoding({ width: 1280, height: 960 });
    const { drawn } = stubPhotoCanvas();
    const preparePhoto = await freshPreparePhoto();
    const chosen = pngFile('sofa.png', 300_000);

    expect(await preparePhoto(chosen)).toEqual({ state: 'ready', upload: chosen });
    expect(drawn).toEqual([]);
  });

  it('draws a small photo again, at its size, when its EXIF turns it', async () => {
    stubImageDecoding({ width: 480, height: 640 });
    const { drawn } = stubPhotoCanvas();
    const preparePhoto = await freshPreparePhoto();

    const prepared = await preparePhoto(jpegFile('turned.jpg', 90_000, TURNED_JPEG_HEAD));

    expect(prepared.state).toBe('ready');
    expect(drawn).toEqual([{ width: 480, height: 640, qualities: [0.85] }]);
  });

  it('draws again a photo small enough but over 5 MB', async () => {
    stubImageDecoding({ width: 1500, height: 1000 });
    const { drawn } = stubPhotoCanvas();
    const preparePhoto = await freshPreparePhoto();

    const prepared = await preparePhoto(pngFile('scan.png', IMAGE_MAX_BYTES + 1));

    expect(prepared.state === 'ready' && prepared.upload.name).toBe('scan.jpg');
    expect(drawn).toEqual([{ width: 1500, height: 1000, qualities: [0.85] }]);
  });

  it('lowers the quality until the photo fits, and says when it never does', async () => {
    stubImageDecoding({ width: 4000, height: 3000 });
    const { drawn } = stubPhotoCanvas({
      bytesAt: (quality) => (quality > 0.6 ? IMAGE_MAX_BYTES + 1 : 1_000_000),
    });
    let preparePhoto = await freshPreparePhoto();
    expect((await preparePhoto(jpegFile('noisy.jpg', 9_000_000))).state).toBe('ready');
    expect(drawn.map((canvas) => canvas.qualities)).toEqual([[0.85, 0.7, 0.5]]);

    stubPhotoCanvas({ bytesAt: () => IMAGE_MAX_BYTES + 1 });
    preparePhoto = await freshPreparePhoto();
    expect(await preparePhoto(jpegFile('noisier.jpg', 9_000_000))).toEqual({ state: 'tooLarge' });
  });

  it('says a file that does not open as a picture is unreadable', async () => {
    const preparePhoto = await freshPreparePhoto();
    const text = new File(['just some text'], 'notes.jpg', { type: 'image/jpeg' });
    expect(await preparePhoto(text)).toEqual({ state: 'unreadable' });
  });
});

/** A module worker running the same preparation, as the built app's does. */
class FakeWorker extends EventTarget {
  static started: { url: string; options: WorkerOptions | undefined }[] = [];
  static fails = false;

  constructor(url: URL, options?: WorkerOptions) {
    super();
    FakeWorker.started.push({ url: String(url), options });
  }

  postMessage(request: PreparationRequest) {
    setTimeout(() => {
      if (FakeWorker.fails) {
        this.dispatchEvent(new Event('error', { cancelable: true }));
        return;
      }
      void preparePhotoHere(request.file).then((preparation) => {
        const reply: PreparationReply = { id: request.id, preparation };
        this.dispatchEvent(new MessageEvent('message', { data: reply }));
      });
    }, 0);
  }

  terminate() {}
}

describe('preparing photos in a worker', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    FakeWorker.fails = false;
    vi.stubGlobal('Worker', FakeWorker);
  });

  it('starts one module worker of its own file, and prepares the photos in order', async () => {
    stubImageDecoding({ width: 4080, height: 3060 });
    const { drawn } = stubPhotoCanvas();
    const preparePhoto = await freshPreparePhoto();

    const prepared = await Promise.all([
      preparePhoto(jpegFile('first.jpg', 7_000_000)),
      preparePhoto(jpegFile('second.jpg', 8_000_000)),
    ]);

    expect(prepared.map((photo) => photo.state === 'ready' && photo.upload.name)).toEqual([
      'first.jpg',
      'second.jpg',
    ]);
    expect(drawn.map(({ width, height }) => [width, height])).toEqual([
      [1600, 1200],
      [1600, 1200],
    ]);
    expect(FakeWorker.started).toHaveLength(1);
    expect(new URL(FakeWorker.started[0]?.url ?? '').pathname).toMatch(
      /\/photo-preparation\/preparation-worker\.ts$/,
    );
    expect(FakeWorker.started[0]?.options?.type).toBe('module');
  });

  it('prepares on the page when the worker fails', async () => {
    FakeWorker.fails = true;
    stubImageDecoding({ width: 4080, height: 3060 });
    const { drawn } = stubPhotoCanvas();
    const preparePhoto = await freshPreparePhoto();

    const prepared = await preparePhoto(jpegFile('IMG_1.jpg', 7_000_000));

    expect(prepared.state).toBe('ready');
    expect(drawn).toHaveLength(1);
  });

  it('prepares on the page where there is no OffscreenCanvas to draw on in a worker', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    const preparePhoto = await freshPreparePhoto();
    const chosen = pngFile('small.png');

    expect(await preparePhoto(chosen)).toEqual({ state: 'ready', upload: chosen });
    expect(FakeWorker.started).toEqual([]);
  });
});
