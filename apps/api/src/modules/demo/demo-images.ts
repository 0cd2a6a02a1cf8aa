import sharp from 'sharp';

import { backgroundSvg, HEIGHT, objectSvg, PICTURE_SCALE, WIDTH, type Setting } from './demo-scene';

const PICTURE_WIDTH = WIDTH * PICTURE_SCALE;
const PICTURE_HEIGHT = HEIGHT * PICTURE_SCALE;
import { SUBJECTS, type DemoSubject } from './demo-subjects';

/** Each setting is drawn in this many versions; the pictures share them. */
const BACKGROUND_VERSIONS = 2;

/** One drawing of a background per setting and version per seeding: the grain is slow to draw. */
type Backgrounds = Map<string, Promise<Buffer>>;

export function newBackgrounds(): Backgrounds {
  return new Map();
}

function backgroundFor(backgrounds: Backgrounds, setting: Setting, version: number) {
  const key = `${setting}:${version.toString()}`;
  let pixels = backgrounds.get(key);
  if (!pixels) {
    pixels = sharp(Buffer.from(backgroundSvg(setting, version)))
      .resize(PICTURE_WIDTH, PICTURE_HEIGHT)
      .removeAlpha()
      .raw()
      .toBuffer();
    backgrounds.set(key, pixels);
  }
  return pixels;
}

/**
 * A 640x480 JPEG of `subject`, drawn in code: the object on its surroundings. `variant` picks the
 * colours, size, background and the side it is seen from, so two pictures of one post differ.
 */
export async function demoPicture(
  subject: DemoSubject,
  variant: number,
  backgrounds: Backgrounds = newBackgrounds(),
): Promise<Buffer> {
  const { setting, draw } = SUBJECTS[subject];
  const background = await backgroundFor(backgrounds, setting, variant % BACKGROUND_VERSIONS);
  const mirrored = variant % 3 === 1;
  // sharp flops the background before it lays the object over it.
  return sharp(background, { raw: { width: PICTURE_WIDTH, height: PICTURE_HEIGHT, channels: 3 } })
    .flop(mirrored)
    .composite([{ input: Buffer.from(objectSvg(variant, draw, mirrored)) }])
    .jpeg({ quality: 92 })
    .toBuffer();
}
