import { availableParallelism } from 'node:os';

import sharp from 'sharp';

import { processImage } from '../../apps/api/src/infra/media';

/*
 * The image pipeline's own limit: how long processImage takes for a phone's photo
 * (decode, orient, strip, resize to the kept widths, WebP), one at a time and as many at once as
 * the cores, for a full 12 MP photo and for the 1600 px one the browser sends after making it
 * smaller. Photos a second per core is the figure creates under load cannot pass.
 */

const ROUNDS = Number(process.env.BENCH_PHOTO_ROUNDS ?? 12);

/** The photos a phone sends: its camera's, and the one the web app makes smaller first. */
export const PHONE_PHOTOS = [
  { name: '12 MP (4000 x 3000)', width: 4000, height: 3000 },
  { name: '1600 px (1600 x 1200)', width: 1600, height: 1200 },
] as const;

/** A photo-like JPEG: smooth gradients and noise, as a camera makes, not a flat colour. */
export async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
  return sharp(noise)
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c84"/><stop offset="1" stop-color="#248"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" opacity="0.6"/></svg>`,
        ),
      },
    ])
    .withExif({ IFD0: { Orientation: '6' } })
    .jpeg({ quality: 88, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

export interface PhotoPipelineResult {
  photo: string;
  bytes: number;
  oneAtATimeMs: number;
  parallel: number;
  photosPerSecond: number;
  photosPerSecondPerCore: number;
}

async function measure(name: string, input: Buffer): Promise<PhotoPipelineResult> {
  await processImage(input);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await processImage(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const parallel = availableParallelism();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let round = 0; round < Math.ceil(ROUNDS / 2); round += 1) await processImage(input);
    }),
  );
  const photos = parallel * Math.ceil(ROUNDS / 2);
  const perSecond = photos / ((performance.now() - started) / 1000);
  return {
    photo: name,
    bytes: input.length,
    oneAtATimeMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    parallel,
    photosPerSecond: Number(perSecond.toFixed(1)),
    photosPerSecondPerCore: Number((perSecond / parallel).toFixed(1)),
  };
}

export async function runPhotoPipeline(): Promise<PhotoPipelineResult[]> {
  const results = [];
  for (const { name, width, height } of PHONE_PHOTOS) {
    results.push(await measure(name, await phonePhoto(width, height)));
  }
  return results;
}
