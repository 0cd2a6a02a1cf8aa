import { sql } from 'kysely';

import { boundingBox, distanceKm, type Point } from '@tabarru/contract/geo';

import type { Dialect } from '../../db/database';
import type { Db } from '../../db/schema';

/** The id of the shown point at `point`, added when no post was shown there before. */
export async function pointIdOf(db: Db, point: Point): Promise<number> {
  // A no-op update, so that an existing point also answers with its id.
  const row = await db
    .insertInto('post_points')
    .values({ lat: point.lat, lng: point.lng })
    .onConflict((conflict) =>
      conflict.columns(['lat', 'lng']).doUpdateSet((eb) => ({ lat: eb.ref('excluded.lat') })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface NearPoint {
  id: number;
  lat: number;
  lng: number;
  /** from the point asked about, in km */
  distanceKm: number;
}

/**
 * The shown points within `km` of `point`, nearest first (ties by id), read through the spatial
 * index: SQLite's R*Tree, PostgreSQL's GiST index of earthdistance's cube. The index narrows to
 * a box; the distance is then measured here, on the sphere every distance of the product uses.
 */
export async function pointsNear(
  db: Db,
  dialect: Dialect,
  point: Point,
  km: number,
): Promise<NearPoint[]> {
  const box = boundingBox(point, km);
  const rows =
    dialect === 'postgres'
      ? await db
          .selectFrom('post_points')
          .select(['id', 'lat', 'lng'])
          .where(
            sql<boolean>`earth_box(ll_to_earth(${point.lat}, ${point.lng}), ${
              // earthdistance's Earth is a little larger than the mean sphere: a wider box.
              km * 1000 * 1.002
            }) @> ll_to_earth(lat, lng)`,
          )
          .execute()
      : await db
          .selectFrom('post_points')
          .select(['id', 'lat', 'lng'])
          .where(
            'id',
            'in',
            sql<number>`(select id from post_points_rtree where min_lat >= ${box.minLat}
              and max_lat <= ${box.maxLat} and min_lng >= ${box.minLng}
              and max_lng <= ${box.maxLng})`,
          )
          .execute();
  return rows
    .map((row) => ({
      id: Number(row.id),
      lat: row.lat,
      lng: row.lng,
      distanceKm: distanceKm(point, row),
    }))
    .filter((near) => near.distanceKm <= km)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
}
