import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';

import QrCode from './qr-code';

const SET_UP_URI =
  'otpauth://totp/Tabarru:sara%40example.jo?issuer=Tabarru&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' +
  '&algorithm=SHA1&digits=6&period=30';
const QUIET_ZONE = 4;

/** The modules the SVG draws dark, read back from its path: true for dark. */
function drawnModules(svg: Element): boolean[][] {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  expect(runs.map((run) => run[0]).join('')).toBe(d);
  for (const [, x, y, width] of runs) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) {
      const row = modules[Number(y)];
      if (row) row[column] = true;
    }
  }
  return modules;
}

/** The modules as a picture, `scale` pixels a module, white where light: what a camera sees. */
function asPixels(modules: boolean[][], scale: number) {
  const width = modules.length * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255;
      pixels.set([shade, shade, shade, 255], (y * width + x) * 4);
    }
  }
  return { pixels, width };
}

/** A finder pattern: a dark 7×7 ring, a light ring, a dark 3×3 centre. */
function isFinderPattern(modules: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y += 1) {
    for (let x = 0; x < 7; x += 1) {
      const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
      if (modules[top + y]?.[left + x] !== (ring !== 2)) return false;
    }
  }
  return true;
}

function renderedCode(text: string, label = 'Scan with your authenticator app') {
  render(<QrCode text={text} label={label} />);
  return screen.getByRole('img', { name: label });
}

describe('QrCode', () => {
  it('draws a QR code that reads back as the text it was given', () => {
    const modules = drawnModules(renderedCode(SET_UP_URI));
    const { pixels, width } = asPixels(modules, 2);
    expect(jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data).toBe(SET_UP_URI);
  });

  it('draws every dark module of the encoded text, and only those', () => {
    const modules = drawnModules(renderedCode(SET_UP_URI));
    const encoded = encode(SET_UP_URI, { ecc: 'M', border: QUIET_ZONE }).data;
    expect(modules).toEqual(encoded);
    const darkModules = (rows: boolean[][]) => rows.flat().filter(Boolean).length;
    expect(darkModules(modules)).toBe(darkModules(encoded));
  });

  it('has the size of a QR version, its three finder patterns, and a light quiet zone', () => {
    const modules = drawnModules(renderedCode(SET_UP_URI));
    const size = modules.length;
    const symbol = size - 2 * QUIET_ZONE;
    expect((symbol - 17) % 4).toBe(0);
    expect(isFinderPattern(modules, QUIET_ZONE, QUIET_ZONE)).toBe(true);
    expect(isFinderPattern(modules, QUIET_ZONE, size - QUIET_ZONE - 7)).toBe(true);
    expect(isFinderPattern(modules, size - QUIET_ZONE - 7, QUIET_ZONE)).toBe(true);
    expect(isFinderPattern(modules, size - QUIET_ZONE - 7, size - QUIET_ZONE - 7)).toBe(false);
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        const inMargin = Math.min(x, y, size - 1 - x, size - 1 - y) < QUIET_ZONE;
        if (inMargin) expect(dark, `${x},${y}`).toBe(false);
      }),
    );
  });

  it('is black on a white square filling the whole code, and fits a phone', () => {
    const svg = renderedCode(SET_UP_URI);
    const size = svg.getAttribute('viewBox')?.split(' ')[2];
    const background = svg.querySelector('rect');
    expect(background).toHaveAttribute('fill', '#fff');
    expect(background).toHaveAttribute('width', size);
    expect(background).toHaveAttribute('height', size);
    expect(svg.querySelector('path')).toHaveAttribute('fill', '#000');
    expect(svg).toHaveClass('w-full', 'max-w-[220px]');
    expect(svg.querySelector('image, foreignObject')).toBeNull();
  });

  it('grows to hold a long address and still reads back', () => {
    const longUri = SET_UP_URI.replace('sara', 'a-very-long-member-name.'.repeat(8));
    const modules = drawnModules(renderedCode(longUri, 'Long'));
    expect(modules.length).toBeGreaterThan(drawnModules(renderedCode(SET_UP_URI, 'Short')).length);
    const { pixels, width } = asPixels(modules, 2);
    expect(jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data).toBe(longUri);
  });
});

describe('the QR code module', () => {
  const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('is loaded only lazily, so its encoder stays out of every other page’s download', () => {
    const staticImports = Object.entries(sources)
      .filter(([, source]) => /\bfrom\s+'[^']*\/qr-code'/.test(source))
      .map(([path]) => path);
    expect(staticImports).toEqual([]);
    expect(Object.keys(sources)).toContain('/src/features/two-factor/qr-code.tsx');
  });
});
