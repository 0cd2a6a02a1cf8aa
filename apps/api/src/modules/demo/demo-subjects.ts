import {
  ball,
  box,
  cylinder,
  darker,
  lighter,
  n,
  pick,
  points,
  shaded,
  shadow,
  type Setting,
  type Sketch,
} from './demo-scene';

/** One object the demo shows: where it is photographed and how it is drawn. */
export interface Subject {
  setting: Setting;
  draw: (s: Sketch, random: () => number) => string;
}

const FABRICS = ['#7d8590', '#6b7b8c', '#8c7a6b', '#5f7566', '#9a8f84', '#596270'];
const BRIGHT = ['#c0392b', '#2e86c1', '#d4a017', '#27ae60', '#8e44ad', '#e67e22', '#1abc9c'];
const BOOK_COLORS = ['#8e2f2f', '#2f4f8e', '#2f7a4f', '#c9a227', '#6b3f8e', '#d0642a', '#37474f'];
const METALS = ['#f2f2f0', '#e8e6e1', '#d9dcdf'];

function book(
  s: Sketch,
  x: number,
  y: number,
  w: number,
  thickness: number,
  depth: number,
  color: string,
): string {
  const dx = depth * 0.62;
  const dy = depth * 0.42;
  const pages = s.linear(
    [
      [0, '#fbf6ea'],
      [1, '#d9d0bd'],
    ],
    0,
    0,
    0,
    1,
  );
  const lines: string[] = [];
  for (let line = 1; line < thickness / 3; line += 1) {
    lines.push(
      `<line x1="${(x + w + 1).toString()}" y1="${(y + line * 3).toString()}" x2="${(x + w + dx - 1).toString()}" y2="${(y + line * 3 - dy).toString()}" stroke="#b8ad98" stroke-width="0.6" opacity="0.6"/>`,
    );
  }
  return `${box(s, x, y, w, thickness, depth, color, { sideShade: 0.1 })}<polygon points="${points(x + w - 2, y + 3, x + w + dx - 4, y - dy + 3, x + w + dx - 4, y + thickness - dy - 2, x + w - 2, y + thickness - 2)}" fill="${pages}"/>${lines.join('')}<rect x="${(x + 10).toString()}" y="${(y + thickness * 0.35).toString()}" width="${(w * 0.3).toString()}" height="${Math.max(2, thickness * 0.18).toString()}" fill="#f1e3b0" opacity="0.75"/>`;
}

function bookStack(
  s: Sketch,
  x: number,
  baseY: number,
  count: number,
  random: () => number,
  wide = 230,
): string {
  let y = baseY;
  const parts = [shadow(s, x + wide * 0.55, baseY - 28, wide * 0.78, 52)];
  for (let index = 0; index < count; index += 1) {
    const w = wide - random() * 50;
    const thickness = 18 + random() * 16;
    y -= thickness;
    const shift = (random() - 0.5) * 24;
    parts.push(
      book(s, x + shift + (wide - w) / 2, y, w, thickness, 150, pick(BOOK_COLORS, random)),
    );
  }
  return parts.join('');
}

function sofa(s: Sketch, random: () => number): string {
  const fabric = pick(FABRICS, random);
  const x = 150;
  const floor = 500;
  const legs = [x + 30, x + 470].map(
    (legX) =>
      `<rect x="${legX.toString()}" y="${(floor - 20).toString()}" width="14" height="24" fill="#3a2a1c"/>`,
  );
  const cushions: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const cx = x + 70 + index * 128;
    cushions.push(
      shaded(
        s,
        `M${cx.toString()} 300 q60 -14 122 0 q8 50 0 100 q-60 10 -122 0 q-8 -50 0 -100z`,
        lighter(fabric, 0.06),
        0.35,
      ),
      shaded(
        s,
        `M${(cx - 6).toString()} 400 q66 -10 134 0 l4 40 q-70 8 -142 0z`,
        lighter(fabric, 0.12),
        0.3,
      ),
    );
  }
  return `${shadow(s, x + 300, floor - 30, 350, 60, 0.55)}${legs.join('')}${box(s, x + 40, 250, 450, 190, 110, darker(fabric, 0.08), { round: 18, sideShade: 0.18 })}${box(s, x + 30, 420, 470, 62, 80, fabric, { round: 10, sideShade: 0.18 })}${cushions.join('')}${shaded(s, `M${n(x + 170)} ${n(318)} q45 -16 92 4 q-8 45 4 92 q-50 10 -96 -4 q8 -46 0 -92z`, pick(BRIGHT, random), 0.4)}${box(s, x, 330, 80, 150, 120, lighter(fabric, 0.04), { round: 20, sideShade: 0.14 })}${box(s, x + 480, 330, 80, 150, 120, lighter(fabric, 0.04), { round: 20, sideShade: 0.2 })}`;
}

function schoolBooks(s: Sketch, random: () => number): string {
  return `${bookStack(s, 170, 470, 8, random)}${bookStack(s, 470, 500, 5, random, 200)}`;
}

function washingMachine(s: Sketch, random: () => number): string {
  const body = pick(METALS, random);
  const x = 250;
  const y = 150;
  const glass = s.radial(
    [
      [0, '#7f98a8'],
      [0.6, '#3b4f5c'],
      [1, '#1b252c'],
    ],
    0.4,
    0.35,
    0.7,
  );
  const ring = s.linear(
    [
      [0, '#ffffff'],
      [1, '#9aa0a6'],
    ],
    0,
    0,
    1,
    1,
  );
  return `${shadow(s, x + 180, 472, 210, 56, 0.55)}${box(s, x, y, 260, 350, 170, body)}<rect x="${x.toString()}" y="${y.toString()}" width="260" height="62" fill="${darker(body, 0.06)}"/><rect x="${(x + 16).toString()}" y="${(y + 18).toString()}" width="90" height="26" rx="4" fill="#2d3436"/><rect x="${(x + 24).toString()}" y="${(y + 24).toString()}" width="40" height="14" fill="#7bd88f" opacity="0.8"/>${ball(s, x + 200, y + 31, 17, '#c8ccd0')}<circle cx="${(x + 130).toString()}" cy="${(y + 200).toString()}" r="98" fill="${ring}"/><circle cx="${(x + 130).toString()}" cy="${(y + 200).toString()}" r="80" fill="${glass}"/><ellipse cx="${(x + 100).toString()}" cy="${(y + 165).toString()}" rx="34" ry="20" fill="#ffffff" opacity="0.35" transform="rotate(-35 ${(x + 100).toString()} ${(y + 165).toString()})"/><rect x="${(x + 8).toString()}" y="${(y + 330).toString()}" width="244" height="12" fill="#000000" opacity="0.08"/>`;
}

/** Something lying flat: its outline filled with a shaded gradient over a soft shadow. */
function flat(s: Sketch, d: string, color: string, spread = 0.3, extra = ''): string {
  const soft = [10, 6, 3]
    .map(
      (offset) =>
        `<path d="${d}" transform="translate(${n(offset * 0.8)} ${n(offset)})" fill="#140c06" opacity="0.13"/>`,
    )
    .join('');
  return `${soft}${shaded(s, d, color, spread, extra)}`;
}

function seam(d: string, color: string, width = 2, opacity = 0.35): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-opacity="${n(opacity)}" stroke-linecap="round"/>`;
}

function wheel(s: Sketch, cx: number, cy: number, r: number): string {
  const spokes: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    const angle = (index * Math.PI) / 6;
    spokes.push(
      `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + Math.cos(angle) * (r - 12))}" y2="${n(cy + Math.sin(angle) * (r - 12))}" stroke="#c9ccd1" stroke-width="1.5"/>`,
    );
  }
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="#1f1f1f" stroke-width="14"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 2)}" fill="none" stroke="#4a4a4a" stroke-width="3" stroke-opacity="0.8" stroke-dasharray="3 5"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 10)}" fill="none" stroke="#d7dadf" stroke-width="4"/>${spokes.join('')}${ball(s, cx, cy, 9, '#b0b4ba')}`;
}

function tube(x1: number, y1: number, x2: number, y2: number, color: string, width = 12): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${darker(color, 0.25)}" stroke-width="${n(width)}" stroke-linecap="round"/><line x1="${n(x1)}" y1="${n(y1 - width * 0.18)}" x2="${n(x2)}" y2="${n(y2 - width * 0.18)}" stroke="${color}" stroke-width="${n(width * 0.6)}" stroke-linecap="round"/><line x1="${n(x1)}" y1="${n(y1 - width * 0.3)}" x2="${n(x2)}" y2="${n(y2 - width * 0.3)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(width * 0.15)}" stroke-linecap="round"/>`;
}

function bicycle(s: Sketch, random: () => number): string {
  const paint = pick(BRIGHT, random);
  const back = { x: 250, y: 420 };
  const front = { x: 560, y: 420 };
  const crank = { x: 390, y: 420 };
  const seat = { x: 350, y: 270 };
  const head = { x: 520, y: 270 };
  return `${shadow(s, 405, 500, 300, 34, 0.5)}${wheel(s, back.x, back.y, 88)}${wheel(s, front.x, front.y, 88)}${tube(back.x, back.y, crank.x, crank.y, paint)}${tube(back.x, back.y, seat.x, seat.y + 20, paint)}${tube(crank.x, crank.y, seat.x, seat.y + 10, paint, 14)}${tube(crank.x, crank.y, head.x, head.y + 30, paint, 15)}${tube(seat.x + 8, seat.y + 30, head.x, head.y + 18, paint, 13)}${tube(head.x, head.y, front.x, front.y, '#b9bec4', 9)}${tube(head.x - 5, head.y - 40, head.x, head.y + 10, '#9ea3a8', 8)}${tube(head.x - 40, head.y - 48, head.x + 20, head.y - 40, '#2b2b2b', 9)}${shaded(s, `M${n(seat.x - 45)} ${n(seat.y - 8)} q40 -22 85 -6 q6 10 -8 16 q-40 2 -77 -2z`, '#2c2c2c', 0.5)}<circle cx="${n(crank.x)}" cy="${n(crank.y)}" r="20" fill="none" stroke="#8c9096" stroke-width="6"/>${tube(crank.x, crank.y, crank.x + 22, crank.y + 30, '#6c7075', 6)}${box(s, crank.x + 14, crank.y + 30, 24, 8, 14, '#333333')}${tube(back.x, back.y, back.x - 10, back.y + 50, '#9ea3a8', 6)}${ball(s, back.x - 10, back.y + 58, 16, '#2b2b2b')}`;
}

function jacket(s: Sketch, cx: number, top: number, scale: number, color: string): string {
  const w = 120 * scale;
  const h = 190 * scale;
  const d = `M${n(cx - w * 0.35)} ${n(top)} q${n(w * 0.35)} ${n(h * 0.1)} ${n(w * 0.7)} 0 l${n(w * 0.45)} ${n(h * 0.18)} l${n(w * 0.3)} ${n(h * 0.55)} l${n(-w * 0.26)} ${n(h * 0.06)} l${n(-w * 0.22)} ${n(-h * 0.4)} l0 ${n(h * 0.62)} l${n(-w * 1.04)} 0 l0 ${n(-h * 0.62)} l${n(-w * 0.22)} ${n(h * 0.4)} l${n(-w * 0.26)} ${n(-h * 0.06)} l${n(w * 0.3)} ${n(-h * 0.55)}z`;
  const quilting: string[] = [];
  for (let row = 1; row < 6; row += 1) {
    const y = top + h * 0.16 * row;
    quilting.push(
      seam(`M${n(cx - w * 0.5)} ${n(y)} q${n(w * 0.5)} 8 ${n(w)} 0`, '#000000', 2, 0.22),
    );
  }
  return `${flat(s, d, color, 0.35)}${quilting.join('')}${seam(`M${n(cx)} ${n(top + h * 0.08)} L${n(cx)} ${n(top + h * 1.02)}`, '#1b1b1b', 3, 0.5)}<ellipse cx="${n(cx)}" cy="${n(top + 6)}" rx="${n(w * 0.36)}" ry="${n(10 * scale)}" fill="${darker(color, 0.35)}"/>`;
}

function knitHat(s: Sketch, cx: number, cy: number, color: string): string {
  const stripes: string[] = [];
  for (let x = -50; x <= 50; x += 12) {
    stripes.push(
      seam(`M${n(cx + x)} ${n(cy + 40)} L${n(cx + x * 0.6)} ${n(cy - 30)}`, '#000000', 3, 0.15),
    );
  }
  return `${flat(s, `M${n(cx - 60)} ${n(cy + 40)} q0 -90 60 -90 q60 0 60 90z`, color, 0.35)}${stripes.join('')}${flat(s, `M${n(cx - 64)} ${n(cy + 30)} h128 v26 h-128z`, darker(color, 0.1), 0.25)}${ball(s, cx, cy - 56, 20, lighter(color, 0.4))}`;
}

function scarf(s: Sketch, color: string, stripe: string): string {
  const band = 'M470 450 q100 -20 230 10 l-6 34 q-110 -26 -220 -8z';
  const stripes = [520, 580, 640]
    .map(
      (x) => `<path d="M${n(x)} ${n(440)} l12 0 l-2 40 l-12 0z" fill="${stripe}" opacity="0.85"/>`,
    )
    .join('');
  const fringe = [0, 1, 2, 3, 4, 5]
    .map((index) => seam(`M${n(698 - index * 1)} ${n(462 + index * 5)} l22 4`, color, 3, 0.9))
    .join('');
  return `${flat(s, band, color, 0.3)}${stripes}${fringe}`;
}

function kidsClothes(s: Sketch, random: () => number): string {
  const colors = [pick(BRIGHT, random), pick(BRIGHT, random), pick(FABRICS, random)];
  return `${jacket(s, 290, 200, 1.6, colors[0] ?? '#c0392b')}${knitHat(s, 560, 330, colors[1] ?? '#2e86c1')}${scarf(s, colors[2] ?? '#7d8590', colors[1] ?? '#2e86c1')}`;
}

function deskLamp(s: Sketch, random: () => number): string {
  const paint = pick(['#1f2a30', '#c0392b', '#e8e4dc', '#2e7d5b', '#d4a017'], random);
  const shade = `M420 170 l110 -40 l50 120 q-60 40 -150 30z`;
  const glow = s.radial(
    [
      [0, '#fff6d5', 0.7],
      [1, '#fff6d5', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  const cable: string[] = [];
  for (let socket = 0; socket < 3; socket += 1) {
    cable.push(
      `<circle cx="${n(212 + socket * 52)}" cy="484" r="13" fill="#d8d8d4"/><circle cx="${n(207 + socket * 52)}" cy="484" r="2.6" fill="#333"/><circle cx="${n(217 + socket * 52)}" cy="484" r="2.6" fill="#333"/>`,
    );
  }
  return `<ellipse cx="520" cy="420" rx="170" ry="60" fill="${glow}"/>${shadow(s, 380, 430, 120, 30)}${cylinder(s, 370, 400, 80, 24, 22, paint)}${tube(370, 395, 300, 250, paint, 14)}${tube(300, 250, 440, 175, paint, 12)}${ball(s, 300, 250, 12, paint)}${shaded(s, shade, paint, 0.45)}<ellipse cx="505" cy="255" rx="72" ry="20" transform="rotate(-20 505 255)" fill="#fff7d6"/>${shadow(s, 290, 490, 150, 26)}${box(s, 180, 462, 180, 40, 50, '#f2f1ec')}${cable.join('')}${seam('M360 480 q120 40 60 90 q-40 30 60 40', '#2a2a2a', 7, 0.95)}`;
}

function chairBehind(s: Sketch, x: number, floor: number, wood: string): string {
  const back = box(s, x, floor - 250, 120, 140, 10, wood);
  const slats = [x + 30, x + 60, x + 90]
    .map(
      (slatX) =>
        `<rect x="${n(slatX - 6)}" y="${n(floor - 225)}" width="12" height="92" fill="#000" opacity="0.25"/>`,
    )
    .join('');
  return `${back}${slats}${box(s, x - 4, floor - 110, 128, 16, 90, wood)}`;
}

function diningTable(s: Sketch, random: () => number): string {
  const wood = pick(['#8a5a3a', '#a0714a', '#6e4a30', '#b98a5e'], random);
  const legs = [170, 590]
    .map((legX) => box(s, legX, 330, 22, 190, 16, darker(wood, 0.15)))
    .join('');
  return `${shadow(s, 420, 470, 330, 70, 0.5)}${chairBehind(s, 230, 400, wood)}${chairBehind(s, 450, 400, wood)}${legs}${box(s, 150, 318, 480, 24, 170, wood, { topColor: lighter(wood, 0.05) })}`;
}

function die(s: Sketch, x: number, y: number, size: number): string {
  const dots = [
    [0.25, 0.25],
    [0.75, 0.75],
    [0.5, 0.5],
  ]
    .map(
      ([u = 0, v = 0]) =>
        `<circle cx="${n(x + size * u)}" cy="${n(y + size * v)}" r="${n(size * 0.09)}" fill="#222"/>`,
    )
    .join('');
  return `${shadow(s, x + size * 0.7, y + size * 0.8, size * 0.9, size * 0.3)}${box(s, x, y, size, size, size, '#f4f1ea', { round: 4 })}${dots}`;
}

function pawn(s: Sketch, cx: number, base: number, color: string): string {
  return `${shadow(s, cx + 6, base, 22, 8)}${shaded(s, `M${n(cx - 16)} ${n(base)} q16 -60 32 0z`, color, 0.4)}${ball(s, cx, base - 48, 12, color)}`;
}

function boardGames(s: Sketch, random: () => number): string {
  const boxes: string[] = [shadow(s, 380, 420, 260, 70, 0.5)];
  let y = 430;
  for (let index = 0; index < 3; index += 1) {
    const thickness = 52 - index * 6;
    const w = 360 - index * 40;
    y -= thickness;
    const color = pick(BRIGHT, random);
    const x = 190 + index * 22 + (random() - 0.5) * 20;
    boxes.push(
      box(s, x, y, w, thickness, 210 - index * 20, darker(color, 0.1), { topColor: color }),
      `<polygon points="${points(x + 40, y - 20, x + 110, y - 70, x + w - 20, y - 70, x + w - 90, y - 20)}" fill="#ffffff" opacity="0.28"/>`,
    );
  }
  return `${boxes.join('')}${die(s, 570, 450, 40)}${die(s, 630, 470, 34)}${pawn(s, 150, 480, pick(BRIGHT, random))}${pawn(s, 200, 510, pick(BRIGHT, random))}`;
}

function hammer(s: Sketch, x: number, y: number): string {
  return `${flat(s, `M${n(x)} ${n(y)} l230 -30 l4 22 l-230 30z`, '#b07a45', 0.35)}${flat(s, `M${n(x + 215)} ${n(y - 70)} l30 -4 l16 118 l-30 4z`, '#50565c', 0.5)}`;
}

function saw(s: Sketch, x: number, y: number): string {
  const teeth: string[] = [];
  for (let index = 0; index < 24; index += 1) {
    teeth.push(`l6 8 l6 -8`);
  }
  return `${flat(s, `M${n(x)} ${n(y)} l300 -16 l0 58 ${teeth.join(' ')} z`, '#c9cdd2', 0.45)}${flat(s, `M${n(x - 80)} ${n(y - 10)} h90 v80 h-90 z M${n(x - 58)} ${n(y + 12)} h46 v34 h-46z`, '#c0392b', 0.4, 'fill-rule="evenodd"')}`;
}

function screwdriver(s: Sketch, x: number, y: number, color: string): string {
  return `${flat(s, `M${n(x)} ${n(y)} h110 q14 12 0 24 h-110 q-10 -12 0 -24z`, color, 0.4)}${flat(s, `M${n(x + 110)} ${n(y + 8)} h110 v8 h-110z`, '#b8bcc2', 0.5)}`;
}

function carpentryTools(s: Sketch, random: () => number): string {
  return `${saw(s, 250, 300)}${hammer(s, 160, 470)}${screwdriver(s, 420, 450, pick(BRIGHT, random))}${screwdriver(s, 440, 510, pick(BRIGHT, random))}${flat(s, 'M560 360 h120 v16 h-120z', '#a0714a', 0.3)}${flat(s, 'M680 358 h50 l8 10 l-8 10 h-50z', '#9aa0a6', 0.4)}`;
}

function teddy(s: Sketch, cx: number, base: number, size: number, fur: string): string {
  const r = 70 * size;
  return `${shadow(s, cx + 10, base, r * 1.5, r * 0.4)}${ball(s, cx - r * 0.8, base - r * 0.45, r * 0.42, fur)}${ball(s, cx + r * 0.8, base - r * 0.45, r * 0.42, fur)}${ball(s, cx, base - r * 0.95, r, fur, r * 1.05)}${ball(s, cx - r * 0.95, base - r * 1.3, r * 0.32, fur)}${ball(s, cx + r * 0.95, base - r * 1.3, r * 0.32, fur)}${ball(s, cx - r * 0.72, base - r * 2.62, r * 0.32, fur)}${ball(s, cx + r * 0.72, base - r * 2.62, r * 0.32, fur)}${ball(s, cx - r * 0.72, base - r * 2.62, r * 0.16, darker(fur, 0.3))}${ball(s, cx + r * 0.72, base - r * 2.62, r * 0.16, darker(fur, 0.3))}${ball(s, cx, base - r * 2.15, r * 0.78, fur)}${ball(s, cx, base - r * 1.92, r * 0.34, lighter(fur, 0.35), r * 0.26)}${ball(s, cx, base - r * 2.0, r * 0.1, '#1a1a1a')}${ball(s, cx - r * 0.3, base - r * 2.35, r * 0.08, '#111')}${ball(s, cx + r * 0.3, base - r * 2.35, r * 0.08, '#111')}`;
}

function puzzlePiece(s: Sketch, x: number, y: number, color: string, turn: number): string {
  const d = `M${n(x)} ${n(y)} h20 a10 10 0 1 1 20 0 h20 v20 a10 10 0 1 1 0 20 v20 h-60z`;
  return flat(s, d, color, 0.35, `transform="rotate(${n(turn)} ${n(x + 30)} ${n(y + 30)})"`);
}

function stuffedAndPuzzles(s: Sketch, random: () => number): string {
  const fur = pick(['#b07a45', '#c9a27a', '#8a5a3a', '#d8c3a5'], random);
  const pieces: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    pieces.push(
      puzzlePiece(
        s,
        420 + random() * 260,
        470 + random() * 70,
        pick(BRIGHT, random),
        random() * 90,
      ),
    );
  }
  return `${shadow(s, 600, 398, 160, 44)}${box(s, 460, 340, 200, 80, 140, pick(BRIGHT, random), { topColor: '#f4e3b5' })}<polygon points="${points(475, 333, 545, 287, 695, 287, 625, 333)}" fill="#8fc7e8"/><polygon points="${points(475, 333, 520, 303, 600, 310, 680, 290, 625, 333)}" fill="#6aa84f"/>${ball(s, 640, 300, 9, '#ffd54f')}${teddy(s, 270, 520, 1, fur)}${pieces.join('')}`;
}

function can(s: Sketch, cx: number, base: number, label: string): string {
  const top = base - 110;
  return `${cylinder(s, cx, top, 44, 13, 110, '#b8bcc2', '#d9dce0')}<path d="M${n(cx - 44)} ${n(top + 22)} L${n(cx - 44)} ${n(top + 88)} A44 13 0 0 0 ${n(cx + 44)} ${n(top + 88)} L${n(cx + 44)} ${n(top + 22)} A44 13 0 0 1 ${n(cx - 44)} ${n(top + 22)}z" fill="${s.linear(
    [
      [0, darker(label, 0.3)],
      [0.3, lighter(label, 0.25)],
      [1, darker(label, 0.5)],
    ],
    0,
    0,
    1,
    0,
  )}"/><ellipse cx="${n(cx)}" cy="${n(top)}" rx="36" ry="9" fill="none" stroke="#9aa0a6" stroke-width="2"/>`;
}

function cannedFood(s: Sketch, random: () => number): string {
  const sack = pick(['#e9e0c9', '#f2ede0', '#dcd3bd'], random);
  return `${shadow(s, 300, 470, 150, 40)}${shaded(s, 'M180 470 q-20 -150 30 -230 q70 -30 140 0 q40 90 20 230 q-90 20 -190 0z', sack, 0.3)}${seam('M210 250 q60 -20 120 0', '#8a7a5a', 3, 0.5)}<rect x="215" y="330" width="110" height="60" rx="6" fill="${pick(BRIGHT, random)}" opacity="0.85"/>${shadow(s, 560, 470, 200, 36)}${can(s, 470, 480, pick(BRIGHT, random))}${can(s, 570, 495, pick(BRIGHT, random))}${can(s, 520, 385, pick(BRIGHT, random))}${box(s, 630, 380, 110, 130, 50, pick(['#f0c040', '#2e86c1', '#e67e22'], random))}<rect x="645" y="420" width="80" height="50" rx="25" fill="#f7e7b5" opacity="0.8"/>`;
}

function laptopBag(s: Sketch, random: () => number): string {
  const fabric = pick(['#2b2f33', '#3d4a5a', '#5a4636', '#4a4f45'], random);
  return `${shadow(s, 400, 450, 280, 60)}${box(s, 170, 260, 400, 210, 80, fabric, { round: 16 })}${shaded(s, 'M170 262 h400 v90 q-200 30 -400 0z', lighter(fabric, 0.08), 0.3)}${seam('M190 280 h360 v60', '#000000', 2, 0.3)}${seam('M240 260 q130 -150 260 0', darker(fabric, 0.3), 12, 1)}${seam('M240 258 q130 -150 260 0', lighter(fabric, 0.2), 3, 0.6)}<rect x="340" y="352" width="60" height="14" rx="3" fill="#a6a9ad"/>${shadow(s, 640, 480, 70, 20)}${ball(s, 630, 465, 44, pick(['#1f1f1f', '#e8e8e8', '#c0392b'], random), 30)}${seam('M630 436 v24', '#000000', 2, 0.4)}`;
}

function wardrobe(s: Sketch, random: () => number): string {
  const wood = pick(['#e8e1d4', '#8a5a3a', '#b98a5e', '#f1efe8'], random);
  return `${shadow(s, 420, 500, 240, 50, 0.55)}${box(s, 250, 90, 300, 420, 110, wood)}${box(s, 240, 80, 320, 20, 120, darker(wood, 0.05))}<line x1="400" y1="110" x2="400" y2="500" stroke="${darker(wood, 0.45)}" stroke-width="3"/><rect x="265" y="110" width="125" height="385" fill="none" stroke="${darker(wood, 0.2)}" stroke-width="2"/><rect x="410" y="110" width="125" height="385" fill="none" stroke="${darker(wood, 0.2)}" stroke-width="2"/>${tube(382, 280, 382, 340, '#c9cdd2', 7)}${tube(418, 280, 418, 340, '#c9cdd2', 7)}`;
}

function football(s: Sketch, random: () => number): string {
  const cx = 380;
  const cy = 380;
  const r = 110;
  const patches = [
    [0, 0],
    [-0.62, -0.5],
    [0.62, -0.5],
    [-0.78, 0.35],
    [0.78, 0.35],
    [0, 0.88],
    [0, -0.92],
  ]
    .map(([u = 0, v = 0]) => {
      const scale = 1 - Math.hypot(u, v) * 0.35;
      const pr = r * 0.26 * scale;
      const px = cx + u * r * 0.9;
      const py = cy + v * r * 0.9;
      const corners: number[] = [];
      for (let corner = 0; corner < 5; corner += 1) {
        const angle = -Math.PI / 2 + (corner * 2 * Math.PI) / 5;
        corners.push(
          px + Math.cos(angle) * pr,
          py + Math.sin(angle) * pr * (1 - Math.abs(v) * 0.3),
        );
      }
      return `<polygon points="${points(...corners)}" fill="#1e1e1e"/>`;
    })
    .join('');
  const guard = pick(BRIGHT, random);
  const roundness = s.radial(
    [
      [0, '#ffffff', 0.45],
      [0.4, '#ffffff', 0],
      [0.75, '#000000', 0.05],
      [1, '#000000', 0.5],
    ],
    0.36,
    0.3,
    0.78,
  );
  const clip = s.clip(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`);
  return `${shadow(s, cx + 20, cy + r - 10, r * 1.2, 24, 0.6)}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#f5f5f2"/><g clip-path="${clip}" opacity="0.92">${patches}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${roundness}"/>${shadow(s, 600, 500, 90, 20)}${shaded(s, 'M540 500 q-10 -110 30 -160 q40 -10 70 0 q30 60 10 160 q-55 14 -110 0z', guard, 0.45)}${shaded(s, 'M560 470 q10 -80 40 -110 l30 4 q10 60 0 106z', lighter(guard, 0.3), 0.3)}`;
}

function novels(s: Sketch, random: () => number): string {
  const spines: string[] = [shadow(s, 420, 430, 280, 40, 0.5)];
  let x = 170;
  for (let index = 0; index < 9; index += 1) {
    const w = 26 + random() * 22;
    const h = 200 + random() * 70;
    const color = pick(BOOK_COLORS, random);
    spines.push(
      box(s, x, 440 - h, w, h, 110, color, { topColor: '#efe6d2', sideShade: 0.2 }),
      `<rect x="${n(x + 4)}" y="${n(440 - h + 24)}" width="${n(w - 8)}" height="5" fill="#e9d9a0" opacity="0.8"/><rect x="${n(x + 6)}" y="${n(440 - h * 0.55)}" width="${n(w - 12)}" height="${n(h * 0.25)}" fill="#f3ead0" opacity="0.25"/>`,
    );
    x += w + 1;
  }
  return `${spines.join('')}${bookStack(s, 540, 500, 3, random, 190)}`;
}

function microwave(s: Sketch, random: () => number): string {
  const body = pick(['#f2f2f0', '#2b2f33', '#c9ccd0'], random);
  const glass = s.linear(
    [
      [0, '#3a454d'],
      [0.5, '#161c20'],
      [1, '#0b0e10'],
    ],
    0,
    0,
    1,
    1,
  );
  return `${shadow(s, 420, 440, 270, 50, 0.55)}${box(s, 170, 240, 420, 220, 190, body)}<rect x="190" y="262" width="300" height="176" rx="8" fill="${glass}"/><polygon points="${points(200, 270, 300, 270, 230, 430, 200, 430)}" fill="#ffffff" opacity="0.08"/><rect x="505" y="262" width="68" height="176" fill="${darker(body, 0.12)}"/><rect x="515" y="275" width="48" height="20" fill="#12281c"/><rect x="521" y="281" width="36" height="8" fill="#58e08a" opacity="0.7"/>${[
    0, 1, 2, 3, 4, 5,
  ]
    .map(
      (index) =>
        `<rect x="${n(517 + (index % 2) * 24)}" y="${n(310 + Math.floor(index / 2) * 22)}" width="20" height="14" rx="3" fill="${lighter(body, 0.3)}" stroke="${darker(body, 0.3)}" stroke-width="1"/>`,
    )
    .join('')}${ball(s, 539, 410, 16, darker(body, 0.2))}`;
}

function brick(s: Sketch, x: number, y: number, studs: number, color: string): string {
  const w = studs * 36;
  const studMarks: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < studs; column += 1) {
      studMarks.push(
        cylinder(
          s,
          x + 18 + column * 36 + (row + 0.5) * 11 + 4,
          y - (row + 0.5) * 15 - 6,
          11,
          4.5,
          8,
          color,
        ),
      );
    }
  }
  return `${box(s, x, y, w, 40, 72, color)}${studMarks.join('')}`;
}

function buildingBlocks(s: Sketch, random: () => number): string {
  const colors = [0, 1, 2, 3, 4, 5].map(() => pick(BRIGHT, random));
  return `${shadow(s, 400, 470, 280, 50, 0.5)}${brick(s, 200, 440, 4, colors[0] ?? '#c0392b')}${brick(s, 230, 400, 3, colors[1] ?? '#2e86c1')}${brick(s, 250, 360, 2, colors[2] ?? '#d4a017')}${brick(s, 420, 470, 2, colors[3] ?? '#27ae60')}${brick(s, 520, 450, 4, colors[4] ?? '#8e44ad')}${brick(s, 560, 410, 2, colors[5] ?? '#e67e22')}${brick(s, 140, 530, 2, colors[2] ?? '#d4a017')}`;
}

function hanger(x: number, y: number): string {
  return `${seam(`M${n(x)} ${n(y)} q0 -22 14 -22 q14 0 10 14`, '#8a8f96', 4, 1)}${seam(`M${n(x - 110)} ${n(y + 50)} L${n(x)} ${n(y)} L${n(x + 110)} ${n(y + 50)}`, '#7a5238', 8, 1)}`;
}

function coat(s: Sketch, cx: number, top: number, scale: number, color: string): string {
  const w = 130 * scale;
  const h = 300 * scale;
  const d = `M${n(cx - w * 0.3)} ${n(top)} l${n(-w * 0.5)} ${n(h * 0.12)} l${n(-w * 0.18)} ${n(h * 0.62)} l${n(w * 0.2)} ${n(h * 0.02)} l${n(w * 0.08)} ${n(-h * 0.4)} l${n(-w * 0.04)} ${n(h * 0.66)} h${n(w * 1.48)} l${n(-w * 0.04)} ${n(-h * 0.66)} l${n(w * 0.08)} ${n(h * 0.4)} l${n(w * 0.2)} ${n(-h * 0.02)} l${n(-w * 0.18)} ${n(-h * 0.62)} l${n(-w * 0.5)} ${n(-h * 0.12)} q${n(-w * 0.3)} ${n(h * 0.06)} ${n(-w * 0.6)} 0z`;
  const buttons = [0.35, 0.5, 0.65, 0.8]
    .map((u) => ball(s, cx + w * 0.1, top + h * u, 6 * scale, darker(color, 0.45)))
    .join('');
  return `${shaded(s, d, color, 0.4)}${shaded(s, `M${n(cx - w * 0.3)} ${n(top)} l${n(w * 0.3)} ${n(h * 0.32)} l${n(w * 0.3)} ${n(-h * 0.32)} l${n(-w * 0.06)} ${n(h * 0.2)} l${n(-w * 0.24)} ${n(h * 0.2)} l${n(-w * 0.24)} ${n(-h * 0.2)}z`, darker(color, 0.12), 0.4)}${seam(`M${n(cx)} ${n(top + h * 0.32)} V${n(top + h * 1.06)}`, '#000000', 2, 0.35)}${seam(`M${n(cx - w * 0.4)} ${n(top + h * 0.62)} h${n(w * 0.3)} M${n(cx + w * 0.2)} ${n(top + h * 0.62)} h${n(w * 0.3)}`, '#000000', 3, 0.3)}${buttons}`;
}

function winterCoats(s: Sketch, random: () => number): string {
  const colors = [
    pick(['#2b2f33', '#3d4a5a', '#5a4636', '#6b6f5a'], random),
    pick(['#8a5a3a', '#1f3a5a', '#4a4f45'], random),
  ];
  return `${tube(120, 110, 700, 110, '#9aa0a6', 10)}${hanger(300, 130)}<g opacity="0.25" transform="translate(14 18)"><path d="M200 175 h200 v330 h-200z" fill="#000"/></g>${coat(s, 300, 170, 1.15, colors[0] ?? '#2b2f33')}${hanger(520, 130)}${coat(s, 520, 172, 1.1, colors[1] ?? '#8a5a3a')}`;
}

function ironAndDryer(s: Sketch, random: () => number): string {
  const paint = pick(['#2e86c1', '#8e44ad', '#1abc9c', '#c0392b'], random);
  const dryer = pick(['#2b2f33', '#e8e4dc', '#d45d79'], random);
  return `${shadow(s, 300, 455, 190, 40, 0.55)}${shaded(s, 'M140 450 q10 -70 120 -90 l170 -10 q20 40 10 100z', '#d9dcdf', 0.4)}${shaded(s, 'M150 440 q20 -110 140 -130 l140 -10 q8 60 0 140z', paint, 0.45)}${shaded(s, 'M250 320 q40 -80 160 -70 l20 0 l0 30 l-30 0 q-100 -4 -130 60z', darker(paint, 0.1), 0.4)}<ellipse cx="300" cy="360" rx="30" ry="18" fill="#ffffff" opacity="0.25"/>${shadow(s, 590, 480, 130, 30, 0.5)}${shaded(s, 'M540 330 l40 0 l10 150 l-44 0z', dryer, 0.45)}${shaded(s, 'M470 250 q0 -50 70 -50 h110 q30 0 30 50 q0 50 -30 50 h-110 q-70 0 -70 -50z', dryer, 0.45)}${ball(s, 680, 250, 32, darker(dryer, 0.3), 48)}<ellipse cx="684" cy="250" rx="18" ry="34" fill="#111" opacity="0.7"/>${seam('M560 480 q-60 60 20 80 q120 20 80 -40', '#222', 6, 0.95)}`;
}

function officeChair(s: Sketch, random: () => number): string {
  const fabric = pick(['#2b2f33', '#3d4a5a', '#5f2e2e', '#3e5a4a'], random);
  const spokes = [
    [240, 500],
    [330, 535],
    [470, 535],
    [560, 500],
    [400, 470],
  ]
    .map(
      ([x = 0, y = 0]) =>
        `${tube(400, 470, x, y, '#2a2a2a', 14)}${ball(s, x, y + 14, 15, '#1f1f1f')}`,
    )
    .join('');
  return `${shadow(s, 400, 520, 230, 44, 0.55)}${spokes}${cylinder(s, 400, 360, 14, 5, 110, '#b8bcc2')}${shaded(s, 'M280 150 q120 -40 240 0 q14 90 0 180 q-120 20 -240 0 q-14 -90 0 -180z', fabric, 0.45)}${seam('M300 180 q100 -20 200 0', '#ffffff', 2, 0.2)}${tube(520, 260, 520, 350, '#2a2a2a', 12)}${box(s, 260, 340, 280, 40, 120, fabric, { round: 18 })}${tube(270, 300, 250, 345, '#2a2a2a', 12)}${tube(250, 300, 330, 300, '#2a2a2a', 14)}`;
}

function dictionary(s: Sketch, random: () => number): string {
  return `${shadow(s, 360, 440, 230, 60, 0.5)}${book(s, 170, 360, 300, 80, 200, pick(BOOK_COLORS, random))}${book(s, 200, 315, 240, 45, 170, pick(BOOK_COLORS, random))}${book(s, 230, 288, 190, 27, 140, pick(BOOK_COLORS, random))}${bookStack(s, 520, 520, 3, random, 170)}`;
}

function controller(s: Sketch, cx: number, cy: number, color: string, turn: number): string {
  const d = `M${n(cx - 120)} ${n(cy - 30)} q120 -40 240 0 q50 40 40 110 q-10 40 -50 20 l-40 -40 q-70 -20 -140 0 l-40 40 q-40 20 -50 -20 q-10 -70 40 -110z`;
  const buttons = [
    ['#2ecc71', 0, -20],
    ['#e74c3c', 20, 0],
    ['#3498db', -20, 0],
    ['#f1c40f', 0, 20],
  ]
    .map(([c = '#fff', x = 0, y = 0]) => ball(s, cx + 70 + Number(x), cy + Number(y), 9, String(c)))
    .join('');
  return `<g transform="rotate(${n(turn)} ${n(cx)} ${n(cy)})">${flat(s, d, color, 0.45)}${ball(s, cx - 45, cy + 35, 22, '#2a2a2a')}${ball(s, cx + 30, cy + 35, 22, '#2a2a2a')}${flat(s, `M${n(cx - 95)} ${n(cy - 6)} h16 v-16 h12 v16 h16 v12 h-16 v16 h-12 v-16 h-16z`, '#333', 0.3)}${buttons}</g>`;
}

function gameControllers(s: Sketch, random: () => number): string {
  return `${controller(s, 280, 330, pick(['#1f1f1f', '#f2f2f0', '#2b4a8a'], random), -12)}${controller(s, 540, 430, pick(['#1f1f1f', '#c0392b', '#f2f2f0'], random), 10)}`;
}

function gardenTools(s: Sketch, random: () => number): string {
  const pot = '#c0653a';
  const leaves: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    const angle = -Math.PI / 2 + (index - 4) * 0.3;
    const x = 560 + Math.cos(angle) * 90;
    const y = 300 + Math.sin(angle) * 90;
    leaves.push(
      shaded(
        s,
        `M560 330 Q${n(x - 30)} ${n(y + 20)} ${n(x)} ${n(y)} Q${n(x + 20)} ${n(y + 40)} 560 330z`,
        pick(['#2e7d32', '#388e3c', '#558b2f'], random),
        0.4,
      ),
    );
  }
  const tines: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    tines.push(tube(215 + index * 14, 510, 215 + index * 14, 550, '#8a8f96', 4));
  }
  return `${tube(340, 90, 300, 430, '#b07a45', 14)}${shaded(s, 'M262 420 l80 10 l-10 110 q-40 30 -80 -10z', '#8a8f96', 0.5)}${tube(270, 110, 275, 500, '#a0714a', 12)}${tube(205, 505, 340, 505, '#6c7075', 8)}${tines.join('')}${shadow(s, 570, 500, 120, 26)}${leaves.join('')}${shaded(s, 'M480 340 h160 l-25 160 h-110z', pot, 0.45)}${box(s, 470, 330, 180, 22, 10, lighter(pot, 0.1))}`;
}

function onesie(s: Sketch, cx: number, top: number, color: string): string {
  const d = `M${n(cx - 40)} ${n(top)} q40 20 80 0 l50 30 l-20 40 l-30 -15 v90 q-10 40 -30 40 h-20 q-20 0 -30 -40 v-90 l-30 15 l-20 -40z`;
  return `${flat(s, d, color, 0.3)}${seam(`M${n(cx - 40)} ${n(top)} q40 20 80 0`, '#ffffff', 4, 0.6)}${[0, 1, 2].map((u) => `<circle cx="${n(cx)}" cy="${n(top + 40 + u * 22)}" r="4" fill="#ffffff" opacity="0.8"/>`).join('')}`;
}

function babyClothes(s: Sketch, random: () => number): string {
  const pastels = ['#f4c2c2', '#bcd9ea', '#f6e3a1', '#c8e6c9', '#e1c8ee', '#f5f0e6'];
  return `${onesie(s, 230, 270, pick(pastels, random))}${onesie(s, 420, 250, pick(pastels, random))}${onesie(s, 600, 290, pick(pastels, random))}${flat(s, 'M300 480 q10 -40 40 -40 q30 0 30 30 l-10 40 q-30 10 -60 -30z', pick(pastels, random), 0.3)}${flat(s, 'M390 490 q10 -40 40 -40 q30 0 30 30 l-10 40 q-30 10 -60 -30z', pick(pastels, random), 0.3)}`;
}

function rug(s: Sketch, random: () => number): string {
  const base = pick(['#8e2f2f', '#2f3f6e', '#6e4a30', '#4a5a3a'], random);
  const border = pick(['#d9c08a', '#e8dcc4', '#c9a227'], random);
  const outline = (inset: number) =>
    points(
      160 + inset * 1.4,
      380 + inset * 0.5,
      640 - inset * 1.4,
      380 + inset * 0.5,
      760 - inset * 1.9,
      570 - inset * 0.7,
      40 + inset * 1.9,
      570 - inset * 0.7,
    );
  const fringe: string[] = [];
  for (let index = 0; index < 60; index += 1) {
    const x = 42 + index * 12;
    fringe.push(
      `<line x1="${n(x)}" y1="572" x2="${n(x - 2)}" y2="590" stroke="#efe6d2" stroke-width="2"/>`,
    );
  }
  return `<polygon points="${outline(0)}" transform="translate(6 8)" fill="#000" opacity="0.25"/><polygon points="${outline(0)}" fill="${s.linear(
    [
      [0, darker(base, 0.2)],
      [1, lighter(base, 0.05)],
    ],
  )}"/><polygon points="${outline(18)}" fill="${border}"/><polygon points="${outline(32)}" fill="${base}"/><ellipse cx="400" cy="475" rx="150" ry="42" fill="${border}"/><ellipse cx="400" cy="475" rx="100" ry="26" fill="${darker(base, 0.25)}"/><ellipse cx="400" cy="475" rx="40" ry="11" fill="${border}"/>${fringe.join('')}`;
}

function dumbbell(s: Sketch, x: number, y: number, color: string): string {
  return `${shadow(s, x + 80, y + 40, 110, 18)}${tube(x + 30, y, x + 130, y, '#9aa0a6', 12)}${box(s, x, y - 32, 36, 64, 40, color, { round: 6 })}${box(s, x + 124, y - 32, 36, 64, 40, color, { round: 6 })}`;
}

function yogaAndDumbbells(s: Sketch, random: () => number): string {
  const mat = pick(['#7e57c2', '#26a69a', '#ef5350', '#5c6bc0'], random);
  const weights = pick(['#2b2f33', '#c0392b', '#2e86c1'], random);
  const roll = s.linear([
    [0, darker(mat, 0.3)],
    [0.3, lighter(mat, 0.25)],
    [1, darker(mat, 0.45)],
  ]);
  return `<polygon points="${points(120, 560, 430, 560, 400, 400, 200, 400)}" fill="${mat}" opacity="0.92"/><polygon points="${points(120, 560, 430, 560, 400, 400, 200, 400)}" fill="${s.linear(
    [
      [0, darker(mat, 0.2)],
      [1, lighter(mat, 0.1)],
    ],
  )}" opacity="0.6"/>${shadow(s, 560, 430, 170, 30)}<rect x="430" y="360" width="270" height="70" rx="35" fill="${roll}"/><ellipse cx="700" cy="395" rx="20" ry="35" fill="${darker(mat, 0.15)}"/>${seam('M700 368 a14 26 0 1 0 6 30 a8 14 0 1 0 -6 -16', darker(mat, 0.5), 2, 0.8)}${dumbbell(s, 470, 510, weights)}${dumbbell(s, 450, 565, weights)}`;
}

function dishesAndPots(s: Sketch, random: () => number): string {
  const enamel = pick(['#c0392b', '#2e86c1', '#d4a017', '#2b2f33', '#e8e4dc'], random);
  const plates: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    plates.push(cylinder(s, 560, 430 - index * 9, 120, 34, 8, '#f2efe8', '#fbfaf6'));
  }
  return `${shadow(s, 300, 470, 170, 40, 0.5)}${cylinder(s, 290, 290, 130, 34, 180, enamel)}<ellipse cx="290" cy="290" rx="116" ry="28" fill="${darker(enamel, 0.45)}"/>${cylinder(s, 290, 274, 128, 32, 12, darker(enamel, 0.05))}${ball(s, 290, 262, 16, '#2a2a2a', 10)}${tube(150, 330, 170, 330, '#2a2a2a', 16)}${tube(410, 330, 430, 330, '#2a2a2a', 16)}${shadow(s, 570, 470, 150, 36)}${plates.join('')}<ellipse cx="560" cy="385" rx="80" ry="22" fill="#e5e0d4"/>${shadow(s, 170, 540, 90, 20)}${cylinder(s, 170, 480, 80, 22, 40, lighter(enamel, 0.55))}`;
}

function television(s: Sketch, random: () => number): string {
  const stand = pick(['#6e4a30', '#2b2f33', '#e8e1d4'], random);
  const screen = s.linear(
    [
      [0, '#2a3640'],
      [0.45, '#101519'],
      [1, '#050708'],
    ],
    0,
    0,
    1,
    1,
  );
  return `${shadow(s, 420, 510, 300, 40, 0.5)}${box(s, 140, 400, 520, 110, 100, stand)}<line x1="400" y1="400" x2="400" y2="510" stroke="${darker(stand, 0.35)}" stroke-width="2"/>${tube(360, 455, 440, 455, darker(stand, 0.3), 5)}${box(s, 360, 380, 90, 10, 40, '#222')}${box(s, 395, 340, 20, 44, 6, '#1a1a1a')}${box(s, 190, 130, 420, 240, 10, '#151515')}<rect x="198" y="138" width="404" height="224" fill="${screen}"/><polygon points="${points(198, 138, 400, 138, 250, 362, 198, 362)}" fill="#ffffff" opacity="0.06"/>`;
}

function bread(s: Sketch, random: () => number): string {
  const crust = pick(['#b8733a', '#c98a4b', '#a6652f'], random);
  const scores = [0, 1, 2]
    .map((index) => seam(`M${n(280 + index * 60)} ${n(330)} q20 20 40 40`, '#f3d9a4', 6, 0.8))
    .join('');
  return `${shadow(s, 400, 470, 300, 60, 0.5)}${box(s, 110, 440, 540, 26, 200, '#c49a6c')}${ball(s, 360, 370, 160, crust, 70)}${scores}${ball(s, 560, 330, 70, lighter(crust, 0.1), 46)}${shaded(s, 'M180 400 q40 -70 90 -40 q50 30 20 80 q-60 -20 -110 -40z', '#d9a05b', 0.4)}${seam('M210 380 q30 10 50 40', '#8a4f1f', 3, 0.5)}${ball(s, 560, 440, 110, '#e2b878', 22)}`;
}

function doll(s: Sketch, cx: number, base: number, dress: string, hair: string): string {
  return `${shadow(s, cx + 10, base, 70, 16)}${tube(cx - 20, base - 70, cx - 24, base - 4, '#f1c9a5', 14)}${tube(cx + 20, base - 70, cx + 24, base - 4, '#f1c9a5', 14)}${shaded(s, `M${n(cx - 30)} ${n(base - 190)} h60 l30 130 q-60 20 -120 0z`, dress, 0.4)}${tube(cx - 36, base - 180, cx - 60, base - 110, '#f1c9a5', 12)}${tube(cx + 36, base - 180, cx + 60, base - 110, '#f1c9a5', 12)}${ball(s, cx, base - 235, 50, hair, 56)}${ball(s, cx, base - 225, 40, '#f1c9a5', 44)}${ball(s, cx - 14, base - 232, 5, '#2a1a10')}${ball(s, cx + 14, base - 232, 5, '#2a1a10')}${seam(`M${n(cx - 10)} ${n(base - 210)} q10 8 20 0`, '#b0403a', 3, 0.8)}${shaded(s, `M${n(cx - 48)} ${n(base - 250)} q48 -50 96 0 q-48 -16 -96 0z`, hair, 0.3)}`;
}

function bunny(s: Sketch, cx: number, base: number, fur: string): string {
  return `${shadow(s, cx + 10, base, 70, 16)}${ball(s, cx, base - 60, 60, fur, 62)}${ball(s, cx, base - 150, 45, fur)}${shaded(s, `M${n(cx - 30)} ${n(base - 180)} q-20 -100 10 -110 q14 40 10 110z`, fur, 0.3)}${shaded(s, `M${n(cx + 10)} ${n(base - 185)} q10 -100 35 -100 q10 40 -15 105z`, fur, 0.3)}${ball(s, cx - 14, base - 155, 6, '#1a1a1a')}${ball(s, cx + 14, base - 155, 6, '#1a1a1a')}${ball(s, cx, base - 138, 6, '#e89aa5')}`;
}

function dollsAndSoftToys(s: Sketch, random: () => number): string {
  return `${teddy(s, 200, 520, 0.85, pick(['#b07a45', '#c9a27a', '#8a5a3a'], random))}${doll(s, 400, 510, pick(BRIGHT, random), pick(['#3a2414', '#d9a441', '#6b3a1e'], random))}${bunny(s, 600, 530, pick(['#f2efe8', '#e8d8c8', '#d9d9d9'], random))}`;
}

function clothesSwap(s: Sketch, random: () => number): string {
  const colors = [...BRIGHT, ...FABRICS];
  const first = Math.floor(random() * colors.length);
  const garments: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const cx = 190 + index * 85;
    garments.push(
      seam(`M${n(cx)} 150 v-14`, '#8a8f96', 3, 1),
      coat(
        s,
        cx,
        160,
        0.55 + random() * 0.1,
        colors[(first + index * 5) % colors.length] ?? '#777777',
      ),
    );
  }
  return `${shadow(s, 410, 540, 320, 30, 0.45)}${tube(130, 140, 700, 140, '#b8bcc2', 10)}${tube(140, 140, 130, 540, '#b8bcc2', 10)}${tube(690, 140, 700, 540, '#b8bcc2', 10)}${tube(90, 545, 180, 545, '#8a8f96', 10)}${tube(650, 545, 740, 545, '#8a8f96', 10)}${garments.join('')}${box(s, 230, 470, 200, 90, 90, '#c49a6c')}${jacket(s, 340, 440, 0.5, pick(BRIGHT, random))}`;
}

function bookSwap(s: Sketch, random: () => number): string {
  return `<g transform="translate(0 70)">${shadow(s, 410, 520, 380, 40, 0.45)}${box(s, 40, 330, 680, 20, 150, '#f2efe8')}<rect x="40" y="350" width="680" height="170" fill="${s.linear(
    [
      [0, '#dcd6ca'],
      [1, '#b9b2a6'],
    ],
  )}"/>${bookStack(s, 90, 310, 6, random, 150)}${bookStack(s, 300, 300, 4, random, 170)}${bookStack(s, 520, 315, 7, random, 160)}</g>`;
}

function repairCafe(s: Sketch, random: () => number): string {
  const toolbox = pick(['#c0392b', '#2e86c1', '#e67e22'], random);
  return `${shadow(s, 300, 440, 200, 44, 0.5)}${box(s, 130, 330, 300, 130, 120, toolbox)}${box(s, 130, 310, 300, 20, 120, darker(toolbox, 0.05))}${tube(230, 300, 330, 300, '#2a2a2a', 14)}${tube(230, 300, 230, 312, '#2a2a2a', 10)}${tube(330, 300, 330, 312, '#2a2a2a', 10)}${hammer(s, 430, 520)}${screwdriver(s, 480, 440, pick(BRIGHT, random))}${tube(620, 410, 560, 250, '#1f2a30', 12)}${cylinder(s, 620, 410, 50, 16, 18, '#1f2a30')}${shaded(s, 'M500 230 l80 -20 l30 70 q-50 26 -110 20z', '#1f2a30', 0.45)}`;
}

function toyDrive(s: Sketch, random: () => number): string {
  const cardboard = '#c49a6c';
  const cardboardBox = `${box(s, 210, 340, 360, 190, 160, cardboard, { topColor: darker(cardboard, 0.45) })}<polygon points="${points(210, 340, 140, 260, 240, 260, 309, 273)}" fill="${lighter(cardboard, 0.1)}"/><polygon points="${points(570, 340, 660, 300, 700, 240, 670, 273)}" fill="${darker(cardboard, 0.15)}"/><rect x="210" y="420" width="360" height="22" fill="#d9c6a0" opacity="0.6"/>`;
  return `${shadow(s, 420, 520, 280, 50, 0.55)}${cardboardBox}${ball(s, 450, 300, 50, pick(BRIGHT, random))}${brick(s, 500, 330, 2, pick(BRIGHT, random))}${teddy(s, 320, 352, 0.6, pick(['#b07a45', '#c9a27a'], random))}<rect x="210" y="340" width="360" height="14" fill="${darker(cardboard, 0.05)}"/>${ball(s, 640, 530, 40, pick(BRIGHT, random))}`;
}
export type DemoSubject =
  | 'sofa'
  | 'school-books'
  | 'washing-machine'
  | 'kids-bicycle'
  | 'kids-winter-clothes'
  | 'desk-lamp'
  | 'dining-table'
  | 'board-games'
  | 'carpentry-tools'
  | 'stuffed-toys-puzzles'
  | 'canned-food'
  | 'laptop-bag'
  | 'wardrobe'
  | 'football'
  | 'novels'
  | 'microwave'
  | 'building-blocks'
  | 'winter-coats'
  | 'iron-hairdryer'
  | 'office-chair'
  | 'dictionary'
  | 'game-controllers'
  | 'garden-tools'
  | 'baby-clothes'
  | 'rug'
  | 'yoga-dumbbells'
  | 'dishes-pots'
  | 'television'
  | 'bread'
  | 'dolls'
  | 'clothes-swap'
  | 'book-swap'
  | 'repair-cafe'
  | 'toy-drive';

export const SUBJECTS: Record<DemoSubject, Subject> = {
  sofa: { setting: 'room', draw: sofa },
  'school-books': { setting: 'table', draw: schoolBooks },
  'washing-machine': { setting: 'tiles', draw: washingMachine },
  'kids-bicycle': { setting: 'room', draw: bicycle },
  'kids-winter-clothes': { setting: 'table', draw: kidsClothes },
  'desk-lamp': { setting: 'table', draw: deskLamp },
  'dining-table': { setting: 'room', draw: diningTable },
  'board-games': { setting: 'table', draw: boardGames },
  'carpentry-tools': { setting: 'table', draw: carpentryTools },
  'stuffed-toys-puzzles': { setting: 'room', draw: stuffedAndPuzzles },
  'canned-food': { setting: 'table', draw: cannedFood },
  'laptop-bag': { setting: 'table', draw: laptopBag },
  wardrobe: { setting: 'room', draw: wardrobe },
  football: { setting: 'room', draw: football },
  novels: { setting: 'table', draw: novels },
  microwave: { setting: 'table', draw: microwave },
  'building-blocks': { setting: 'room', draw: buildingBlocks },
  'winter-coats': { setting: 'room', draw: winterCoats },
  'iron-hairdryer': { setting: 'table', draw: ironAndDryer },
  'office-chair': { setting: 'room', draw: officeChair },
  dictionary: { setting: 'table', draw: dictionary },
  'game-controllers': { setting: 'table', draw: gameControllers },
  'garden-tools': { setting: 'tiles', draw: gardenTools },
  'baby-clothes': { setting: 'table', draw: babyClothes },
  rug: { setting: 'room', draw: rug },
  'yoga-dumbbells': { setting: 'room', draw: yogaAndDumbbells },
  'dishes-pots': { setting: 'table', draw: dishesAndPots },
  television: { setting: 'room', draw: television },
  bread: { setting: 'table', draw: bread },
  dolls: { setting: 'room', draw: dollsAndSoftToys },
  'clothes-swap': { setting: 'room', draw: clothesSwap },
  'book-swap': { setting: 'room', draw: bookSwap },
  'repair-cafe': { setting: 'table', draw: repairCafe },
  'toy-drive': { setting: 'room', draw: toyDrive },
};
