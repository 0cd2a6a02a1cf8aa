/**
 * A small kit for drawing the demo pictures as SVG: gradients for light and shade (light comes from
 * the upper left), soft shadows, and rooms, tables and floors with a grain made by feTurbulence.
 */

/** The drawings' own units; a picture is drawn at PICTURE_SCALE of them (640x480). */
export const WIDTH = 800;
export const HEIGHT = 600;
export const PICTURE_SCALE = 0.8;

type Stop = readonly [offset: number, color: string, opacity?: number];

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** `hex` moved a fraction `amount` of the way towards `target`. */
export function mix(hex: string, target: string, amount: number): string {
  const parts = [0, 1, 2].map((index) => {
    const from = channel(hex, index);
    const value = Math.round(from + (channel(target, index) - from) * amount);
    return value.toString(16).padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

export const lighter = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const darker = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** Collects the gradients and filters one picture uses and hands out their references. */
export class Sketch {
  private readonly defs: string[] = [];
  private readonly blurs = new Map<number, string>();
  private count = 0;

  private newId(): string {
    this.count += 1;
    return `d${this.count.toString()}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset.toString()}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity.toString()}"`}/>`,
      )
      .join('');
  }

  /** A gradient along the object's box from (x1, y1) to (x2, y2), fractions of its size. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.newId();
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1.toString()}" y1="${y1.toString()}" x2="${x2.toString()}" y2="${y2.toString()}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.35, cy = 0.3, r = 0.75): string {
    const id = this.newId();
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx.toString()}" cy="${cy.toString()}" r="${r.toString()}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const known = this.blurs.get(deviation);
    if (known) return known;
    const id = this.newId();
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation.toString()}"/></filter>`,
    );
    const reference = `url(#${id})`;
    this.blurs.set(deviation, reference);
    return reference;
  }

  /** A grain filter: fractal noise turned into a dark or light speckle of at most `strength`. */
  grain(frequency: string, strength: number, light = false, octaves = 3): string {
    const id = this.newId();
    const tone = light ? '1' : '0';
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves.toString()}" seed="${this.count.toString()}"/><feColorMatrix type="matrix" values="0 0 0 0 ${tone} 0 0 0 0 ${tone} 0 0 0 0 ${tone} ${(strength * 2).toString()} 0 0 0 ${(-strength * 0.7).toString()}"/></filter>`,
    );
    return `url(#${id})`;
  }

  clip(markup: string): string {
    const id = this.newId();
    this.defs.push(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  svg(body: string, scale = 1): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${(WIDTH * scale).toString()}" height="${(HEIGHT * scale).toString()}" viewBox="0 0 ${WIDTH.toString()} ${HEIGHT.toString()}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

export const n = (value: number) => (Math.round(value * 10) / 10).toString();

export function points(...coordinates: number[]): string {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < coordinates.length; index += 2) {
    pairs.push(`${n(coordinates[index] ?? 0)},${n(coordinates[index + 1] ?? 0)}`);
  }
  return pairs.join(' ');
}

/** A soft shadow cast on the surface an object stands on (a gradient: blurs are slow to draw). */
export function shadow(s: Sketch, cx: number, cy: number, rx: number, ry: number, opacity = 0.5) {
  const fill = s.radial(
    [
      [0, '#120a04', opacity],
      [0.45, '#120a04', opacity * 0.75],
      [1, '#120a04', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** How far the depth of a box runs up and to the right in this three-quarter view. */
export const DEPTH_X = 0.62;
export const DEPTH_Y = 0.42;

export interface BoxOptions {
  /** how much darker the right side is than the front */
  sideShade?: number;
  topColor?: string;
  round?: number;
}

/** A box seen from the front, a little above and to the left: front, top and right side. */
export function box(
  s: Sketch,
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  color: string,
  options: BoxOptions = {},
): string {
  const dx = depth * DEPTH_X;
  const dy = depth * DEPTH_Y;
  const top = options.topColor ?? color;
  const r = n(options.round ?? 0);
  const front = s.linear([
    [0, lighter(color, 0.08)],
    [1, darker(color, 0.18)],
  ]);
  const topFill = s.linear(
    [
      [0, lighter(top, 0.28)],
      [1, lighter(top, 0.1)],
    ],
    0,
    0,
    1,
    1,
  );
  const side = s.linear(
    [
      [0, darker(color, options.sideShade ?? 0.32)],
      [1, darker(color, (options.sideShade ?? 0.32) + 0.15)],
    ],
    0,
    0,
    0,
    1,
  );
  return `<polygon points="${points(x, y, x + dx, y - dy, x + w + dx, y - dy, x + w, y)}" fill="${topFill}"/><polygon points="${points(x + w, y, x + w + dx, y - dy, x + w + dx, y + h - dy, x + w, y + h)}" fill="${side}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r}" fill="${front}"/><line x1="${n(x)}" y1="${n(y + 0.8)}" x2="${n(x + w)}" y2="${n(y + 0.8)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/>`;
}

/** An upright cylinder: a body shaded from left to right and a lighter top. */
export function cylinder(
  s: Sketch,
  cx: number,
  top: number,
  rx: number,
  ry: number,
  height: number,
  color: string,
  topColor = lighter(color, 0.25),
): string {
  const body = s.linear(
    [
      [0, darker(color, 0.25)],
      [0.28, lighter(color, 0.25)],
      [0.45, color],
      [1, darker(color, 0.5)],
    ],
    0,
    0,
    1,
    0,
  );
  return `<path d="M${n(cx - rx)} ${n(top)} L${n(cx - rx)} ${n(top + height)} A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(top + height)} L${n(cx + rx)} ${n(top)} Z" fill="${body}"/><ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rx)}" ry="${n(ry)}" fill="${topColor}"/>`;
}

/** A shaded ball, or an ellipsoid when `ry` differs from `r`. */
export function ball(s: Sketch, cx: number, cy: number, r: number, color: string, ry = r): string {
  const fill = s.radial(
    [
      [0, lighter(color, 0.45)],
      [0.45, color],
      [1, darker(color, 0.55)],
    ],
    0.36,
    0.3,
    0.78,
  );
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** A path filled with a gradient from lit (upper left) to shaded (lower right). */
export function shaded(s: Sketch, d: string, color: string, spread = 0.3, extra = ''): string {
  const fill = s.linear(
    [
      [0, lighter(color, spread * 0.6)],
      [0.55, color],
      [1, darker(color, spread)],
    ],
    0,
    0,
    1,
    1,
  );
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

/** A small, deterministic generator so each variant is the same picture on every start. */
export function randomFrom(seed: number): () => number {
  let state = (seed * 2654435761 + 12345) >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick needs at least one item');
  return item;
}

const WALLS = ['#e6d8c0', '#d3dccd', '#eddcc8', '#d3dbe2', '#e3cdb9', '#ebe4d6', '#d9cfc0'];
const WOODS = ['#a0714a', '#8a5a3a', '#b98a5e', '#7a5238', '#c49a6c'];
const TILES = ['#cfc6b8', '#b9b2a6', '#d8d0c4'];

/** Window light and a vignette over the whole picture, as a lens and a room give. */
function light(s: Sketch): string {
  const glow = s.radial(
    [
      [0, '#fff8e8', 0.35],
      [1, '#fff8e8', 0],
    ],
    0.15,
    0.1,
    0.7,
  );
  const vignette = s.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.4],
    ],
    0.5,
    0.5,
    0.75,
  );
  return `<rect width="${WIDTH.toString()}" height="${HEIGHT.toString()}" fill="${glow}"/><rect width="${WIDTH.toString()}" height="${HEIGHT.toString()}" fill="#ffb060" opacity="0.06"/><rect width="${WIDTH.toString()}" height="${HEIGHT.toString()}" fill="${vignette}"/>`;
}

function wall(s: Sketch, color: string, bottom: number): string {
  const fill = s.linear(
    [
      [0, lighter(color, 0.15)],
      [1, darker(color, 0.12)],
    ],
    0,
    0,
    1,
    0.4,
  );
  // Shade where the wall meets the floor, as a room's corners are darker.
  const corner = s.linear([
    [0, '#000000', 0],
    [1, '#000000', 0.16],
  ]);
  return `<rect width="${WIDTH.toString()}" height="${n(bottom)}" fill="${fill}"/><rect width="${WIDTH.toString()}" height="${n(bottom)}" filter="${s.grain('0.012 0.02', 0.035, false, 1)}"/><rect y="${n(bottom - 90)}" width="${WIDTH.toString()}" height="90" fill="${corner}"/>`;
}

/** Wooden planks running away from the viewer towards a vanishing point above the picture. */
function planks(s: Sketch, wood: string, horizon: number, surfaceTop: number, count: number) {
  const vanishX = WIDTH / 2;
  const fill = s.linear([
    [0, darker(wood, 0.12)],
    [1, lighter(wood, 0.08)],
  ]);
  const seams: string[] = [];
  for (let index = -count; index <= count; index += 1) {
    const bottomX = vanishX + index * (WIDTH / count) * 1.1;
    const t = (surfaceTop - horizon) / (HEIGHT - horizon);
    const topX = vanishX + (bottomX - vanishX) * t;
    seams.push(
      `<line x1="${n(topX)}" y1="${n(surfaceTop)}" x2="${n(bottomX)}" y2="${HEIGHT.toString()}" stroke="${darker(wood, 0.45)}" stroke-width="${n(1 + Math.abs(index) * 0.1)}" stroke-opacity="0.7"/>`,
    );
  }
  const area = `<rect y="${n(surfaceTop)}" width="${WIDTH.toString()}" height="${n(HEIGHT - surfaceTop)}"`;
  return `${area} fill="${fill}"/>${area} filter="${s.grain('0.25 0.012', 0.3, false, 2)}"/>${seams.join('')}`;
}

export type Setting = 'room' | 'table' | 'tiles';

/** The surroundings: a room with a wooden floor, a wooden table top, or a tiled kitchen floor. */
export function background(s: Sketch, setting: Setting, random: () => number): string {
  const wallColor = pick(WALLS, random);
  if (setting === 'table') {
    const wood = pick(WOODS, random);
    const edge = 250 + random() * 30;
    return `${wall(s, wallColor, edge)}<rect x="${n(40 + random() * 300)}" y="40" width="170" height="150" fill="#ffffff" opacity="0.35" filter="${s.blur(30)}"/>${planks(s, wood, -900, edge, 5)}<rect y="${n(edge)}" width="${WIDTH.toString()}" height="14" fill="#000000" opacity="0.18" filter="${s.blur(5)}"/>`;
  }
  const floorTop = 330 + random() * 40;
  const skirting = `<rect y="${n(floorTop - 22)}" width="${WIDTH.toString()}" height="22" fill="${lighter(wallColor, 0.3)}"/><rect y="${n(floorTop - 3)}" width="${WIDTH.toString()}" height="3" fill="#000000" opacity="0.2"/>`;
  const windowLight = `<polygon points="${points(60, 40, 260, 40, 230, floorTop - 40, 40, floorTop - 40)}" fill="#ffffff" opacity="0.3" filter="${s.blur(28)}"/>`;
  if (setting === 'tiles') {
    const tile = pick(TILES, random);
    const lines: string[] = [];
    for (let index = -6; index <= 6; index += 1) {
      const bottomX = WIDTH / 2 + index * 150;
      lines.push(
        `<line x1="${n(WIDTH / 2 + index * 60)}" y1="${n(floorTop)}" x2="${n(bottomX)}" y2="${HEIGHT.toString()}" stroke="${darker(tile, 0.3)}" stroke-width="2"/>`,
      );
    }
    for (let y = floorTop + 25, step = 30; y < HEIGHT; step *= 1.45, y += step) {
      lines.push(
        `<line x1="0" y1="${n(y)}" x2="${WIDTH.toString()}" y2="${n(y)}" stroke="${darker(tile, 0.3)}" stroke-width="2"/>`,
      );
    }
    const area = `<rect y="${n(floorTop)}" width="${WIDTH.toString()}" height="${n(HEIGHT - floorTop)}"`;
    const fill = s.linear([
      [0, darker(tile, 0.1)],
      [1, lighter(tile, 0.1)],
    ]);
    return `${wall(s, wallColor, floorTop)}${windowLight}${area} fill="${fill}"/>${area} filter="${s.grain('0.7', 0.12, false, 1)}"/>${lines.join('')}${skirting}`;
  }
  const wood = pick(WOODS, random);
  return `${wall(s, wallColor, floorTop)}${windowLight}${planks(s, wood, floorTop - 500, floorTop, 7)}${skirting}`;
}

/**
 * The surroundings as an SVG drawn at half size: a little out of focus, as behind an object in a
 * photo, and a quarter of the work (the grain filters are the slow part of drawing).
 */
export function backgroundSvg(setting: Setting, variant: number): string {
  const s = new Sketch();
  return s.svg(`${background(s, setting, randomFrom(variant + 101))}${light(s)}`, 0.5);
}

/** The object on a transparent page, the same size as the background. */
export function objectSvg(
  variant: number,
  draw: (s: Sketch, random: () => number) => string,
  mirrored: boolean,
) {
  const s = new Sketch();
  const random = randomFrom(variant + 1);
  // Closer than the drawings' own size, as a phone photo of an object is taken.
  const scale = 1.02 + random() * 0.1;
  const originX = WIDTH / 2;
  const originY = HEIGHT * 0.72;
  const object = draw(s, random);
  const placed = `<g transform="translate(${n(originX)} ${n(originY)}) scale(${(Math.round(scale * 1000) / 1000).toString()}) translate(${n(-originX)} ${n(-originY)})">${object}</g>`;
  return s.svg(
    mirrored ? `<g transform="translate(${WIDTH.toString()} 0) scale(-1 1)">${placed}</g>` : placed,
    PICTURE_SCALE,
  );
}
