// Draws the installable app's icons from the brand mark of public/favicon.svg, once: the PNGs
// are committed, so a build needs no image tools. Run it again after the mark changes:
//   node apps/web/scripts/make-app-icons.mjs
// sharp comes with the API's dependencies.
import { readFile } from 'node:fs/promises';

import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const mark = await readFile(new URL('favicon.svg', publicDir), 'utf8');
const heart = /<path d="([^"]+)"/.exec(mark)?.[1];
const tile = /<rect [^>]*fill="([^"]+)"/.exec(mark)?.[1];
if (!heart || !tile) throw new Error('favicon.svg has no heart path or tile colour');

/** The mark on a full square: launchers cut their own shape, inside the 80% safe zone. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${tile}"/><path d="${heart}" fill="#fef3c7"/></svg>`;
/** The heart alone, white on nothing: Android draws a notification's badge from its alpha. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="8 8 48 48"><path d="${heart}" fill="#ffffff"/></svg>`;

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
  { file: 'badge-96.png', svg: badge, size: 96 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icons/${file}`, publicDir).pathname);
  console.log(`public/icons/${file}`);
}
