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

/** The side of a cell of the grid a location is blurred on, in metres. */
export const BLUR_CELL_METRES = 500;

/**
 * Degrees of latitude per metre along a meridian of the sphere distances are measured on
 * (111,195 m a degree). The steps are set in this metre, not the equatorial 111,320, so that a
 * cell is a full 500 m tall by `distanceKm` and half a cell a full 250 m.
 */
const METRES_PER_DEGREE = RADIANS_PER_DEGREE * EARTH_RADIUS_KM * 1000;

/**
 * The latitude at which a cell is exactly 500 m wide: a little north of Jordan's northernmost
 * point (33.38°), so that everywhere in Jordan a cell is at least 500 m wide (up to 524 m in
 * the far south). It is fixed, not the point's own latitude, so the grid is one grid everywhere
 * and every point of a cell maps to the same cell.
 */
const GRID_REFERENCE_LATITUDE = 33.5;

const LAT_STEP = BLUR_CELL_METRES / METRES_PER_DEGREE;
const LNG_STEP =
  BLUR_CELL_METRES / (METRES_PER_DEGREE * Math.cos(radians(GRID_REFERENCE_LATITUDE)));

interface Cell {
  row: number;
  column: number;
}

function cellOf(point: Point): Cell {
  return { row: Math.floor(point.lat / LAT_STEP), column: Math.floor(point.lng / LNG_STEP) };
}

function keyOf(cell: Cell): string {
  return `${cell.row}:${cell.column}`;
}

/** The name of the grid cell a point lies in ('row:column'), the same for all its points. */
export function cellKeyOf(point: Point): string {
  return keyOf(cellOf(point));
}

/** North, east, south, west. */
export type BlurDirection = 0 | 1 | 2 | 3;

const NEIGHBOUR_OFFSETS: readonly Cell[] = [
  { row: 1, column: 0 },
  { row: 0, column: 1 },
  { row: -1, column: 0 },
  { row: 0, column: -1 },
];

/**
 * Where a location is shown: the centre of one of the four cells beside the point's own cell,
 * the side chosen by `chooseDirection` from the cell's key. Snapping to a grid means every
 * point of a cell shows the same place, so repeated posts from one home cannot be averaged back
 * to it; moving to a neighbour chosen by a secret-keyed hash of the cell (the API's) means the
 * shown centre does not reveal which cell the point is in either. Within Jordan the shown point
 * is at least 250 m and at most about 825 m from the true one.
 */
export function blurPoint(
  point: Point,
  chooseDirection: (cellKey: string) => BlurDirection,
): Point {
  const cell = cellOf(point);
  const direction = chooseDirection(keyOf(cell));
  const offset = NEIGHBOUR_OFFSETS[direction];
  if (offset === undefined) throw new RangeError(`not a direction: ${String(direction)}`);
  return {
    lat: (cell.row + offset.row + 0.5) * LAT_STEP,
    lng: (cell.column + offset.column + 0.5) * LNG_STEP,
  };
}
