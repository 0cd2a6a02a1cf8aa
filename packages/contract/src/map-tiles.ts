/*
 * The maps' tiles: what the web host tells the pages (runtime-config.ts) and allows as their
 * images. Apart from the runtime config, which every page loads, so only a map loads this.
 */

/** Where a map's tiles come from, and whom the map credits for them. */
export interface MapTiles {
  /** a tile's address, with {z}, {x} and {y} (and {s}, a subdomain, as the host's first label) */
  url: string;
  /** plain text shown on the map; 'OpenStreetMap' in it links to OpenStreetMap's copyright page */
  attribution: string;
}

/**
 * OpenStreetMap's own tiles, used under its tile usage policy: a busy site names a tile provider
 * or a tile server of its own instead (docs/operations.md, Maps).
 */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/**
 * The origin a tile address is fetched from, as a Content-Security-Policy source
 * ('https://tile.example.org', '*.tile.example.org' for a leading {s}), or undefined when it is
 * no http(s) address with {z}, {x} and {y} whose host a policy can name.
 */
export function mapTilesSource(url: string): string | undefined {
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return undefined;
  const subdomains = /^(https?:\/\/)\{s\}\./.test(url);
  // Placeholders stand for a path segment (or a retina suffix): any plain value parses.
  const probe = url.replace(/^(https?:\/\/)\{s\}\./, '$1s.').replace(/\{[a-z]+\}/g, '0');
  let parsed: URL;
  try {
    parsed = new URL(probe);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (parsed.username || parsed.password) return undefined;
  // A placeholder left in the host (other than a leading {s}) names no host a policy can allow.
  const host = new URL(url.replace(/^(https?:\/\/)\{s\}\./, '$1s.')).host;
  if (/[{}]|%7B|%7D/i.test(host)) return undefined;
  return subdomains
    ? `${parsed.protocol}//*.${parsed.host.replace(/^s\./, '')}`
    : `${parsed.protocol}//${parsed.host}`;
}
