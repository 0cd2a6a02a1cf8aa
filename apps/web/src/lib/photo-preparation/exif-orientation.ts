/**
 * How much of a file's start to read for its EXIF block: the segment holding it is at most
 * 64 KB and comes first, or after a short JFIF one.
 */
export const EXIF_SEARCH_BYTES = 131_072;

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;
const START_OF_SCAN = 0xda;
const APP1 = 0xe1;
/** "Exif" followed by two zero bytes, the start of an APP1 segment that holds EXIF. */
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00];

/** The TIFF structure inside the EXIF block: byte order, then the first directory's entries. */
function orientationInTiff(view: DataView, start: number, end: number): number | undefined {
  if (start + 8 > end) return undefined;
  const order = view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return undefined;
  const little = order === 0x4949;
  if (view.getUint16(start + 2, little) !== 42) return undefined;
  const directory = start + view.getUint32(start + 4, little);
  if (directory + 2 > end) return undefined;
  const entries = view.getUint16(directory, little);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > end) return undefined;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== SHORT) return undefined;
    return view.getUint16(entry + 8, little);
  }
  return undefined;
}

/**
 * The EXIF orientation of a JPEG from its first bytes (`EXIF_SEARCH_BYTES` are enough): 1 is
 * upright, 2 to 8 say how the camera turned or mirrored it (6: turned a quarter clockwise, a
 * phone held upright). Anything else (a PNG, a GIF, a JPEG without EXIF, a damaged block) is 1.
 */
export function exifOrientation(bytes: ArrayBuffer): number {
  const view = new DataView(bytes);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return 1;
    const marker = view.getUint8(offset + 1);
    // A marker may be preceded by any number of fill bytes.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === START_OF_SCAN) return 1;
    const length = view.getUint16(offset + 2);
    const end = Math.min(offset + 2 + length, view.byteLength);
    const data = offset + 4;
    if (
      marker === APP1 &&
      data + EXIF_HEADER.length <= end &&
      EXIF_HEADER.every((byte, index) => view.getUint8(data + index) === byte)
    ) {
      const orientation = orientationInTiff(view, data + EXIF_HEADER.length, end);
      return orientation !== undefined && orientation >= 1 && orientation <= 8 ? orientation : 1;
    }
    offset += 2 + length;
  }
  return 1;
}
