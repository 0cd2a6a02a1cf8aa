import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_MAP_TILES } from '@tabarru/contract/map-tiles';

import { attributionHtml, configuredTiles, controlCorners } from './leaflet-map';

afterEach(() => {
  delete window.__TABARRU_CONFIG__;
});

describe('configuredTiles', () => {
  it('draws on the tiles the web host named', () => {
    const mapTiles = { url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© Test tiles' };
    window.__TABARRU_CONFIG__ = { apiUrl: 'http://api.test', mapTiles };
    expect(configuredTiles()).toEqual(mapTiles);
  });

  it("draws on OpenStreetMap's where the page was told none (the dev server)", () => {
    window.__TABARRU_CONFIG__ = { apiUrl: 'http://localhost:3001' };
    expect(configuredTiles()).toEqual(DEFAULT_MAP_TILES);
  });
});

describe('attributionHtml', () => {
  it('credits OpenStreetMap with a link to its copyright page, in the credit’s own direction', () => {
    expect(attributionHtml('© OpenStreetMap contributors')).toBe(
      '<span dir="auto">© <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer">OpenStreetMap</a> contributors</span>',
    );
  });

  it('shows a configured credit as text, never as markup', () => {
    expect(attributionHtml('<img src=x onerror="alert(1)"> & Co')).toBe(
      '<span dir="auto">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co</span>',
    );
  });
});

describe('controlCorners', () => {
  it('puts the zoom at the start of the line and the credit at its end, mirrored in Arabic', () => {
    expect(controlCorners('en')).toEqual({ zoom: 'topleft', credit: 'bottomright' });
    expect(controlCorners('ar')).toEqual({ zoom: 'topright', credit: 'bottomleft' });
  });
});
