import { isCategory, type Category } from '@tabarru/contract/constants';
import { estimateImpact, type Impact } from '@tabarru/contract/impact';
import { STATS_CACHE_SECONDS } from '@tabarru/contract/stats-constants';

import type { ModuleContext } from '../../context';
import { PromiseCache } from '../../infra/promise-cache';
import { countHandoversByCategory, type HandoversOfCategory } from './queries';

/**
 * Counts per category as the estimate takes them. Posts store a canonical category, but one
 * stored before a category was renamed would count as Other rather than be lost.
 */
export function itemsByCategory(rows: HandoversOfCategory[]): Partial<Record<Category, number>> {
  const counts: Partial<Record<Category, number>> = {};
  for (const { category, items } of rows) {
    const known = isCategory(category) ? category : 'Other';
    counts[known] = (counts[known] ?? 0) + items;
  }
  return counts;
}

/**
 * The site's impact, from every confirmed handover. The home page asks on every visit and the
 * count grows with the handovers, so one computation serves this instance for as long as the
 * home statistics do.
 */
export function siteImpact(context: ModuleContext): () => Promise<Impact> {
  const cache = new PromiseCache<Impact>(STATS_CACHE_SECONDS * 1000, 1, context.now);
  return () =>
    cache.get('site', async () =>
      estimateImpact(itemsByCategory(await countHandoversByCategory(context.db))),
    );
}

/** A member's impact as a donor: the confirmed handovers of the items they gave. */
export async function memberImpact(context: ModuleContext, donorId: number): Promise<Impact> {
  return estimateImpact(itemsByCategory(await countHandoversByCategory(context.db, donorId)));
}
