import { describe, expect, it } from 'vitest';

import { IMAGE_MAX_BYTES, IMAGE_MAX_EDGE } from '@tabarru/contract/constants';

import { fittedSize, needsReencoding, preparedFileName } from './photo-plan';

describe('fittedSize', () => {
  it('scales a phone photo so its longest side is what the API keeps', () => {
    expect(IMAGE_MAX_EDGE).toBe(1600);
    expect(fittedSize({ width: 3060, height: 4080 })).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize({ width: 4080, height: 3060 })).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize({ width: 9248, height: 6936 })).toEqual({ width: 1600, height: 1200 });
  });

  it('rounds to whole pixels and keeps at least one', () => {
    expect(fittedSize({ width: 4000, height: 2251 })).toEqual({ width: 1600, height: 900 });
    expect(fittedSize({ width: 20_000, height: 3 })).toEqual({ width: 1600, height: 1 });
  });

  it('never scales up', () => {
    expect(fittedSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fittedSize({ width: 1600, height: 1600 })).toEqual({ width: 1600, height: 1600 });
  });
});

describe('needsReencoding', () => {
  const small = { width: 1200, height: 900, bytes: 400_000, orientation: 1 };

  it('lets an upright photo within both limits go as it is', () => {
    expect(needsReencoding(small)).toBe(false);
    expect(
      needsReencoding({ width: 1600, height: 1600, bytes: IMAGE_MAX_BYTES, orientation: 1 }),
    ).toBe(false);
  });

  it('draws again a photo larger than the API keeps, whatever its bytes', () => {
    expect(needsReencoding({ ...small, width: 1601 })).toBe(true);
    expect(needsReencoding({ ...small, height: 4080, bytes: 2_000_000 })).toBe(true);
  });

  it('draws again a photo over the upload limit, whatever its size', () => {
    expect(needsReencoding({ ...small, bytes: IMAGE_MAX_BYTES + 1 })).toBe(true);
  });

  it('draws again a photo turned or mirrored by its EXIF orientation', () => {
    for (const orientation of [2, 3, 4, 5, 6, 7, 8]) {
      expect(needsReencoding({ ...small, orientation })).toBe(true);
    }
  });
});

describe('preparedFileName', () => {
  it('keeps the name the member chose, with the extension of a JPEG', () => {
    expect(preparedFileName('IMG_20260301_101500.jpg')).toBe('IMG_20260301_101500.jpg');
    expect(preparedFileName('sofa.PNG')).toBe('sofa.jpg');
    expect(preparedFileName('كنبة.jpeg')).toBe('كنبة.jpg');
    expect(preparedFileName('scan.v2.gif')).toBe('scan.v2.jpg');
    expect(preparedFileName('photo')).toBe('photo.jpg');
    expect(preparedFileName('.jpg')).toBe('photo.jpg');
  });
});
