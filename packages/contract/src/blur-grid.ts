/*
 * The grid a location is blurred on (security.md, "Where an item is"): blurPoint for the API,
 * isBlurredPoint for a page that draws the area around a shown point. Apart from geo.ts, so a
 * page that measures distances does not load the grid, nor one that draws an area the rest.
 */
import { EARTH_RADIUS_KM, type Point } from './geo';

/** The side of a cell of the grid a location is blurred on, in metres. */
export const BLUR_CELL_METRES = 500;

/**
 * The farthest a shown point is from the true one within Jordan: from the far corner of the
 * point's own cell to the centre of a neighbour, one and a half cells along and half a cell
 * across, on cells up to 524 m wide in the far south. A map draws its area this wide, so the
 * true point is always inside it.
 */
export const BLUR_REACH_METRES = 825;

/**
 * Degrees of latitude per metre along a meridian of the sphere distances are measured on
 * (111,195 m a degree). The steps are set in this metre, not the equatorial 111,320, so that a
 * cell is a full 500 m tall by `distanceKm` and half a cell a full 250 m.
 */
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM * 1000;

/**
 * The latitude at which a cell is exactly 500 m wide: a little north of Jordan's northernmost
 * point (33.38°), so that everywhere in Jordan a cell is at least 500 m wide (up to 524 m in
 * the far south). It is fixed, not the point's own latitude, so the grid is one grid everywhere
 * and every point of a cell maps to the same cell.
 */
const GRID_REFERENCE_LATITUDE = 33.5;

const LAT_STEP = BLUR_CELL_METRES / METRES_PER_DEGREE;
const LNG_STEP =
  BLUR_CELL_METRES / (METRES_PER_DEGREE * Math.cos((GRID_REFERENCE_LATITUDE * Math.PI) / 180));

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

/** How close, in cells, a point must be to a cell's centre to be one (a double's rounding). */
const CENTRE_TOLERANCE = 1e-6;

/**
 * Whether a shown point is a blurred one (blurPoint's, the centre of a grid cell) rather than a
 * place's centre, which is never one (geo.test.ts holds every place to it): the page draws the
 * area around it, since the item is somewhere near, not at, the point.
 */
export function isBlurredPoint(point: Point): boolean {
  const onCentre = (degrees: number, step: number) => {
    const cells = degrees / step - 0.5;
    return Math.abs(cells - Math.round(cells)) < CENTRE_TOLERANCE;
  };
  return onCentre(point.lat, LAT_STEP) && onCentre(point.lng, LNG_STEP);
}
