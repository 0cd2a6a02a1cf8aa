import { describe, expect, it } from 'vitest';

import { exifOrientation } from './exif-orientation';

const JFIF = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
const START_OF_SCAN = [0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0];

function u16(value: number, little: boolean): number[] {
  return little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff];
}

function u32(value: number, little: boolean): number[] {
  const bytes = [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
  return little ? bytes.reverse() : bytes;
}

/** An APP1 segment holding EXIF whose first directory has these entries (tag, type, value). */
function exifSegment(entries: [number, number, number][], little = false): number[] {
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42, little),
    ...u32(8, little),
    ...u16(entries.length, little),
    ...entries.flatMap(([tag, type, value]) => [
      ...u16(tag, little),
      ...u16(type, little),
      ...u32(1, little),
      ...u16(value, little),
      0,
      0,
    ]),
    ...u32(0, little),
  ];
  const data = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  return [0xff, 0xe1, ...u16(data.length + 2, false), ...data];
}

function jpeg(...segments: number[][]): ArrayBuffer {
  return new Uint8Array([0xff, 0xd8, ...segments.flat(), ...START_OF_SCAN]).buffer;
}

const ORIENTATION = 0x0112;
const SHORT = 3;

describe('exifOrientation', () => {
  it('reads the orientation of a phone photo, in either byte order', () => {
    expect(exifOrientation(jpeg(exifSegment([[ORIENTATION, SHORT, 6]])))).toBe(6);
    expect(exifOrientation(jpeg(exifSegment([[ORIENTATION, SHORT, 8]], true)))).toBe(8);
  });

  it('finds it after a JFIF segment and other entries', () => {
    const segment = exifSegment([
      [0x010f, 2, 0],
      [0x0110, 2, 0],
      [ORIENTATION, SHORT, 3],
    ]);
    expect(exifOrientation(jpeg(JFIF, segment))).toBe(3);
  });

  it('skips fill bytes before a marker', () => {
    expect(exifOrientation(jpeg([0xff, 0xff], exifSegment([[ORIENTATION, SHORT, 5]])))).toBe(5);
  });

  it('is upright without EXIF, or without an orientation in it', () => {
    expect(exifOrientation(jpeg(JFIF))).toBe(1);
    expect(exifOrientation(jpeg(exifSegment([[0x010f, 2, 0]])))).toBe(1);
  });

  it('is upright for what is not a JPEG', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).buffer;
    expect(exifOrientation(png)).toBe(1);
    expect(exifOrientation(new ArrayBuffer(0))).toBe(1);
  });

  it('is upright when the block is damaged, cut short or says nonsense', () => {
    const whole = new Uint8Array(jpeg(exifSegment([[ORIENTATION, SHORT, 6]])));
    expect(exifOrientation(whole.slice(0, 30).buffer)).toBe(1);
    expect(exifOrientation(jpeg(exifSegment([[ORIENTATION, SHORT, 9]])))).toBe(1);
    expect(exifOrientation(jpeg(exifSegment([[ORIENTATION, 4, 6]])))).toBe(1);
    const badOrder = new Uint8Array(jpeg(exifSegment([[ORIENTATION, SHORT, 6]])));
    badOrder.set([0x41, 0x41], 12);
    expect(exifOrientation(badOrder.buffer)).toBe(1);
  });
});
