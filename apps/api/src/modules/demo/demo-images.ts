import sharp from 'sharp';

import type { Category } from '@tabarru/contract/constants';

/** A simple drawing per category, so the demo feed shows pictures without downloading any. */
const DRAWINGS: Record<Category, string> = {
  Furniture:
    '<rect x="250" y="300" width="300" height="90" rx="20"/><rect x="230" y="240" width="60" height="150" rx="20"/><rect x="510" y="240" width="60" height="150" rx="20"/><rect x="270" y="220" width="260" height="90" rx="20" opacity="0.8"/><rect x="260" y="390" width="16" height="40"/><rect x="524" y="390" width="16" height="40"/>',
  Electronics:
    '<rect x="240" y="190" width="320" height="200" rx="14"/><rect x="260" y="210" width="280" height="160" fill="#fff" opacity="0.35"/><rect x="370" y="390" width="60" height="40"/><rect x="320" y="430" width="160" height="16" rx="8"/>',
  Games:
    '<rect x="250" y="240" width="300" height="150" rx="75"/><circle cx="330" cy="315" r="22" fill="#fff" opacity="0.6"/><circle cx="470" cy="295" r="14" fill="#fff" opacity="0.6"/><circle cx="500" cy="330" r="14" fill="#fff" opacity="0.6"/>',
  Clothing:
    '<path d="M320 190 L400 220 L480 190 L560 250 L520 300 L490 280 L490 430 L310 430 L310 280 L280 300 L240 250 Z"/>',
  Books:
    '<rect x="260" y="200" width="90" height="230" rx="6"/><rect x="360" y="220" width="80" height="210" rx="6" opacity="0.8"/><rect x="450" y="190" width="95" height="240" rx="6" opacity="0.9"/>',
  Appliances:
    '<rect x="300" y="170" width="200" height="270" rx="16"/><circle cx="400" cy="330" r="70" fill="#fff" opacity="0.4"/><circle cx="400" cy="330" r="45" fill="#fff" opacity="0.3"/><circle cx="340" cy="205" r="10" fill="#fff" opacity="0.6"/>',
  Toys: '<circle cx="400" cy="250" r="60"/><circle cx="350" cy="200" r="25"/><circle cx="450" cy="200" r="25"/><ellipse cx="400" cy="370" rx="85" ry="70"/>',
  Tools:
    '<rect x="380" y="240" width="40" height="200" rx="10"/><path d="M300 180 L500 180 L520 250 L280 250 Z"/>',
  'Sports Equipment':
    '<circle cx="400" cy="300" r="120"/><path d="M280 300 Q400 230 520 300 M280 300 Q400 370 520 300" stroke="#fff" stroke-width="8" fill="none" opacity="0.6"/>',
  Food: '<path d="M260 260 L540 260 L500 420 L300 420 Z"/><circle cx="340" cy="240" r="40" opacity="0.85"/><circle cx="420" cy="225" r="45" opacity="0.7"/><circle cx="480" cy="245" r="35" opacity="0.85"/>',
  Other:
    '<rect x="280" y="230" width="240" height="200" rx="10"/><path d="M280 230 L400 170 L520 230 Z" opacity="0.8"/><rect x="385" y="230" width="30" height="200" fill="#fff" opacity="0.4"/>',
};

const PALETTES = [
  ['#0f766e', '#99f6e4'],
  ['#1d4ed8', '#bfdbfe'],
  ['#b45309', '#fde68a'],
  ['#be123c', '#fecdd3'],
  ['#6d28d9', '#ddd6fe'],
  ['#15803d', '#bbf7d0'],
] as const;

/** A 800x600 PNG of the category's drawing on a gradient chosen by `variant`. */
export async function demoPicture(category: Category, variant: number): Promise<Buffer> {
  const [ink, paper] = PALETTES[variant % PALETTES.length] ?? PALETTES[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="#ffffff"/>
  </linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>
  <circle cx="${120 + ((variant * 97) % 560)}" cy="110" r="60" fill="${ink}" opacity="0.12"/>
  <g fill="${ink}">${DRAWINGS[category]}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
