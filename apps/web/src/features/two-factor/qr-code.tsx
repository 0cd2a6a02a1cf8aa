import { useMemo } from 'react';
import { encode } from 'uqr';

/** The light margin scanners need around the code, in modules. */
const QUIET_ZONE_MODULES = 4;

/**
 * The dark modules of a QR code as one SVG path, a rectangle per run of dark modules in a row:
 * one unit per module, quiet zone included.
 */
function qrPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE_MODULES });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, path: runs.join('') };
}

/**
 * A QR code of `text` (the authenticator set-up URI) drawn as inline SVG: no image URL and no
 * injected markup, which the page's Content-Security-Policy would refuse. Black on white whatever
 * the theme, as scanners read best, and no wider than a phone's screen leaves room for. Loaded
 * lazily by the set-up page only, so the QR encoder is in no other page's download.
 */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="block aspect-square h-auto w-full max-w-[220px]"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
