/** A position in degrees, WGS84. */
export interface Point {
  lat: number;
  lng: number;
}

/**
 * A rectangle holding all of Jordan, a little generous so that no border village falls outside
 * it; a point inside is not necessarily in Jordan, only plausibly so.
 */
export const JORDAN_BOUNDS = { south: 29.1, north: 33.4, west: 34.9, east: 39.35 } as const;

export function isInJordanBounds(point: Point): boolean {
  return (
    point.lat >= JORDAN_BOUNDS.south &&
    point.lat <= JORDAN_BOUNDS.north &&
    point.lng >= JORDAN_BOUNDS.west &&
    point.lng <= JORDAN_BOUNDS.east
  );
}

/** The mean radius of the Earth (IUGG), the sphere every distance here is measured on. */
export const EARTH_RADIUS_KM = 6371.0088;

const RADIANS_PER_DEGREE = Math.PI / 180;

function radians(degrees: number): number {
  return degrees * RADIANS_PER_DEGREE;
}

function degrees(radiansValue: number): number {
  return radiansValue / RADIANS_PER_DEGREE;
}

/** The great-circle distance between two points (haversine), in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const halfChord =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(halfChord)));
}

/** The distances, in kilometres, a search may be limited to around a point. */
export const WITHIN_KM_OPTIONS = [1, 3, 5, 10, 25, 50] as const;
export type WithinKm = (typeof WITHIN_KM_OPTIONS)[number];

export function isWithinKm(value: unknown): value is WithinKm {
  return (WITHIN_KM_OPTIONS as readonly unknown[]).includes(value);
}

const COORDINATE = String.raw`-?(?:0|[1-9]\d{0,2})(?:\.\d{1,6})?`;
const POINT_TEXT = new RegExp(`^(${COORDINATE}),(${COORDINATE})$`);

/**
 * A point written 'lat,lng' (as in a query string: '31.95,35.91'), or undefined. Strict: two
 * plain decimals of at most 6 decimal places (about 10 cm), nothing around them, and each
 * within its range; anything else is not read as a place rather than guessed at.
 */
export function parsePoint(text: string): Point | undefined {
  const match = POINT_TEXT.exec(text);
  if (match === null) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The smallest latitude/longitude rectangle holding every point within `km` of `point`, for an
 * index to narrow a search before the exact distance is measured. The longitude half-width is
 * that of the circle's widest parallel, not of the centre's (J. P. Matuschek, "Finding points
 * within a distance of a latitude/longitude using bounding coordinates"). Longitudes are not
 * wrapped at ±180°, which Jordan is nowhere near.
 */
export function boundingBox(point: Point, km: number): BoundingBox {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`not a distance: ${km}`);
  const angle = km / EARTH_RADIUS_KM;
  const minLat = point.lat - degrees(angle);
  const maxLat = point.lat + degrees(angle);
  if (minLat <= -90 || maxLat >= 90) {
    return {
      minLat: Math.max(minLat, -90),
      maxLat: Math.min(maxLat, 90),
      minLng: -180,
      maxLng: 180,
    };
  }
  const halfWidth = degrees(Math.asin(Math.sin(angle) / Math.cos(radians(point.lat))));
  return { minLat, maxLat, minLng: point.lng - halfWidth, maxLng: point.lng + halfWidth };
}
