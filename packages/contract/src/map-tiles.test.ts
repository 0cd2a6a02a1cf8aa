import { describe, expect, it } from 'vitest';

import { DEFAULT_MAP_TILES, mapTilesSource } from './map-tiles';

describe('mapTilesSource', () => {
  it('names the origin the tiles come from, for the policy to allow', () => {
    expect(mapTilesSource(DEFAULT_MAP_TILES.url)).toBe('https://tile.openstreetmap.org');
    expect(mapTilesSource('http://127.0.0.1:4567/tiles/{z}/{x}/{y}.png')).toBe(
      'http://127.0.0.1:4567',
    );
    expect(mapTilesSource('https://tiles.example.jo/{z}/{x}/{y}{r}.png?key=abc')).toBe(
      'https://tiles.example.jo',
    );
  });

  it('allows every subdomain of a leading {s}', () => {
    expect(mapTilesSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
  });

  it('refuses what is no tile address a policy can name', () => {
    for (const url of [
      'https://tile.example.org/tile.png',
      'https://tile.example.org/{z}/{x}.png',
      'ftp://tile.example.org/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'https://tile{s}.example.org/{z}/{x}/{y}.png',
      'https://{z}.example.org/{x}/{y}.png',
      'https://user:pass@tile.example.org/{z}/{x}/{y}.png',
      'not a url {z}{x}{y}',
    ]) {
      expect(mapTilesSource(url), url).toBeUndefined();
    }
  });
});
