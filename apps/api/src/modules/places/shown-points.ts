import { boundingBox, distanceKm, EARTH_RADIUS_KM, type Point } from '@tabarru/contract/geo';

/** A point posts are shown at: a place's centre or the centre of a blurred cell. */
export interface ShownPoint {
  id: number;
  lat: number;
  lng: number;
}

export interface NearPoint extends ShownPoint {
  /** from the point asked about, in km */
  distanceKm: number;
}

/** The first index of `points` (sorted by latitude) at or north of `lat`. */
function firstAtOrNorthOf(points: readonly ShownPoint[], lat: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((points[middle] as ShownPoint).lat < lat) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The shown points within `km` of `centre`, in no order, from `points` sorted by latitude: the
 * band of the bounding box's latitudes, then its longitudes, then the distance on the sphere
 * every distance of the product uses.
 */
export function pointsWithin(
  points: readonly ShownPoint[],
  centre: Point,
  km: number,
): NearPoint[] {
  const box = boundingBox(centre, km);
  const near: NearPoint[] = [];
  for (let at = firstAtOrNorthOf(points, box.minLat); at < points.length; at += 1) {
    const point = points[at] as ShownPoint;
    if (point.lat > box.maxLat) break;
    if (point.lng < box.minLng || point.lng > box.maxLng) continue;
    const distance = distanceKm(centre, point);
    if (distance <= km)
      near.push({ id: point.id, lat: point.lat, lng: point.lng, distanceKm: distance });
  }
  return near;
}

const nearer = (a: NearPoint, b: NearPoint) => a.distanceKm - b.distanceKm || a.id - b.id;

/** Points nearest first, ties by id. */
export function sortedByDistance(points: readonly NearPoint[]): NearPoint[] {
  return [...points].sort(nearer);
}

function siftDown(heap: NearPoint[], from: number): void {
  let at = from;
  for (;;) {
    const left = 2 * at + 1;
    let first = at;
    if (left < heap.length && nearer(heap[left] as NearPoint, heap[first] as NearPoint) < 0) {
      first = left;
    }
    const right = left + 1;
    if (right < heap.length && nearer(heap[right] as NearPoint, heap[first] as NearPoint) < 0) {
      first = right;
    }
    if (first === at) return;
    [heap[at], heap[first]] = [heap[first] as NearPoint, heap[at] as NearPoint];
    at = first;
  }
}

function siftUp(heap: NearPoint[], from: number): void {
  let at = from;
  while (at > 0) {
    const parent = (at - 1) >>> 1;
    if (nearer(heap[at] as NearPoint, heap[parent] as NearPoint) >= 0) return;
    [heap[at], heap[parent]] = [heap[parent] as NearPoint, heap[at] as NearPoint];
    at = parent;
  }
}

const KM_PER_DEGREE_OF_LATITUDE = (EARTH_RADIUS_KM * Math.PI) / 180;

/**
 * Below this share of the distance a point beyond the band of latitudes read may be at, a point
 * read is certainly nearer: the two are computed differently and may round apart.
 */
const ROUNDING = 1 - 1e-12;

/**
 * The shown points within `km` of `centre`, nearest first (ties by id), each found when it is
 * asked for, from `points` sorted by latitude: the band of latitudes read grows from the
 * centre's, and a point read is given once no point outside the band can be nearer (a point is
 * at least as far as its latitude is from the centre's). A feed nearest first usually needs the
 * nearest few of hundreds or thousands; measuring and ordering every one of them cost more than
 * the rest of a request.
 */
export function* nearestWithin(
  points: readonly ShownPoint[],
  centre: Point,
  km: number,
): Generator<NearPoint> {
  const box = boundingBox(centre, km);
  let north = firstAtOrNorthOf(points, centre.lat);
  let south = north - 1;
  const heap: NearPoint[] = [];
  for (;;) {
    const northPoint = points[north];
    const southPoint = points[south];
    const northGap =
      northPoint && northPoint.lat <= box.maxLat
        ? (northPoint.lat - centre.lat) * KM_PER_DEGREE_OF_LATITUDE
        : Infinity;
    const southGap =
      southPoint && southPoint.lat >= box.minLat
        ? (centre.lat - southPoint.lat) * KM_PER_DEGREE_OF_LATITUDE
        : Infinity;
    const unread = Math.min(northGap, southGap);
    const nearest = heap[0];
    if (nearest && (unread === Infinity || nearest.distanceKm < unread * ROUNDING)) {
      const last = heap.pop() as NearPoint;
      if (heap.length > 0) {
        heap[0] = last;
        siftDown(heap, 0);
      }
      yield nearest;
      continue;
    }
    if (unread === Infinity) return;
    let point: ShownPoint;
    if (northGap <= southGap) {
      point = northPoint as ShownPoint;
      north += 1;
    } else {
      point = southPoint as ShownPoint;
      south -= 1;
    }
    if (point.lng < box.minLng || point.lng > box.maxLng) continue;
    const distance = distanceKm(centre, point);
    if (distance > km) continue;
    heap.push({ id: point.id, lat: point.lat, lng: point.lng, distanceKm: distance });
    siftUp(heap, heap.length - 1);
  }
}

/** The shown points within a distance of a point, found as they are asked for. */
export class PointsInReach {
  private all: NearPoint[] | undefined;

  constructor(
    private readonly sorted: readonly ShownPoint[],
    readonly centre: Point,
    readonly km: number,
  ) {}

  /** All of them, in no order. */
  get points(): NearPoint[] {
    this.all ??= pointsWithin(this.sorted, this.centre, this.km);
    return this.all;
  }

  /** Nearest first, ties by id, each found when it is asked for. */
  nearestFirst(): Generator<NearPoint> {
    return nearestWithin(this.sorted, this.centre, this.km);
  }
}

/**
 * How far below the highest id known the points are read again: on PostgreSQL a point whose
 * transaction commits after a later one's may have the lower id, and appear after it was passed.
 */
const LATE_IDS = 100;

/**
 * Every shown point, kept in memory sorted by latitude. The points are a fixed grid of blurred
 * cells and the places' centres, added to and never removed (about 17,000 for a million posts,
 * a few hundred kilobytes), so a feed near a point finds them without a query. After a change of
 * the feed (`stale`) the points added since are read before the next answer: a new post may be
 * shown at a new point.
 */
export class ShownPoints {
  private sorted: ShownPoint[] = [];
  private readonly known = new Set<number>();
  private lastId = 0;
  private current = false;
  private loading: Promise<void> | undefined;

  /** `readAfter`: the points whose id is greater than the one given. */
  constructor(private readonly readAfter: (id: number) => Promise<ShownPoint[]>) {}

  stale(): void {
    this.current = false;
  }

  /** The shown points within `km` of `centre`, in no order. */
  async within(centre: Point, km: number): Promise<NearPoint[]> {
    return (await this.reach(centre, km)).points;
  }

  /** The shown points within `km` of `centre`, each found when it is asked for. */
  async reach(centre: Point, km: number): Promise<PointsInReach> {
    if (!this.current) await this.refresh();
    return new PointsInReach(this.sorted, centre, km);
  }

  private refresh(): Promise<void> {
    this.loading ??= (async () => {
      try {
        // Marked current first: a change during the read marks it stale again.
        this.current = true;
        const read = await this.readAfter(Math.max(0, this.lastId - LATE_IDS));
        const added = read.filter((point) => !this.known.has(point.id));
        if (added.length === 0) return;
        for (const point of added) {
          this.known.add(point.id);
          this.lastId = Math.max(this.lastId, point.id);
        }
        this.sorted = [...this.sorted, ...added].sort((a, b) => a.lat - b.lat || a.id - b.id);
      } catch (error) {
        this.current = false;
        throw error;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}
