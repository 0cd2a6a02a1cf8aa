import { describe, expect, it } from 'vitest';

/**
 * Imports flow one way: shared code (lib, hooks, i18n, components) → features → app. A
 * feature never imports another feature or the app layer; shared code imports neither.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function importsOf(source: string): string[] {
  return [...source.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

/** The layer of a file: 'app', 'feature:<name>' or 'shared'. */
function layerOf(path: string): string {
  const feature = /^\.\/features\/([^/]+)\//.exec(path);
  if (feature) return `feature:${feature[1]}`;
  // Test helpers render the whole app, so they sit with it, as do its two entries: the browser's
  // and the web host's drawing of a first screen.
  if (
    path.startsWith('./app/') ||
    path.startsWith('./test/') ||
    path === './main.tsx' ||
    path === './first-screen.tsx'
  ) {
    return 'app';
  }
  return 'shared';
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}/`;
}

describe('architecture', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('keeps features apart and shared code free of features and the app', () => {
    const violations: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      const layer = layerOf(path);
      if (layer === 'app') continue;
      for (const specifier of importsOf(source)) {
        const target = resolve(path, specifier);
        if (!target) continue;
        const targetLayer = layerOf(target);
        const allowed = targetLayer === 'shared' || (layer !== 'shared' && targetLayer === layer);
        if (!allowed) violations.push(`${path} imports ${specifier}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
