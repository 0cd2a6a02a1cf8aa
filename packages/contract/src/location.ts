/** 'Region - Specific area', or the region alone. */
const LOCATION_SEPARATOR = ' - ';

export function splitLocation(location: string): { region: string; area: string } {
  const at = location.indexOf(LOCATION_SEPARATOR);
  return at === -1
    ? { region: location.trim(), area: '' }
    : {
        region: location.slice(0, at).trim(),
        area: location.slice(at + LOCATION_SEPARATOR.length).trim(),
      };
}

export function joinLocation(region: string, area: string): string {
  return area.trim() === '' ? region : `${region}${LOCATION_SEPARATOR}${area.trim()}`;
}
