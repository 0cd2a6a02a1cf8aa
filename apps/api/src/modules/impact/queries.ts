import type { Db } from '../../db/schema';

/** How many items of one category were given. */
export interface HandoversOfCategory {
  category: string;
  items: number;
}

/**
 * Confirmed handovers counted by category: the donated posts, every one or one donor's (a post
 * becomes donated only when its donor confirms a claim, once). Each count reads an index of
 * donated posts alone (migration 0019): posts_donated_category_idx for the site,
 * posts_donated_by_member_idx for a donor.
 */
export async function countHandoversByCategory(
  db: Db,
  donorId?: number,
): Promise<HandoversOfCategory[]> {
  let query = db
    .selectFrom('posts')
    .select(['category', (eb) => eb.fn.countAll<string | number>().as('items')])
    .where('availability', '=', 'donated')
    .groupBy('category');
  if (donorId !== undefined) query = query.where('user_id', '=', donorId);
  const rows = await query.execute();
  return rows.map((row) => ({ category: row.category, items: Number(row.items) }));
}
