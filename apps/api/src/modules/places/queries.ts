import type { Point } from '@tabarru/contract/geo';

import type { Db } from '../../db/schema';

import type { ShownPoint } from './shown-points';

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

/** The shown points added after the point `id`, in the order they were added. */
export async function shownPointsAfter(db: Db, id: number): Promise<ShownPoint[]> {
  const rows = await db
    .selectFrom('post_points')
    .select(['id', 'lat', 'lng'])
    .where('id', '>', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), lat: row.lat, lng: row.lng }));
}
