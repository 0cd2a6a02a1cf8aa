import type { StatsCountsReply } from '@tabarru/contract/stats';
import { STATS_CACHE_SECONDS } from '@tabarru/contract/stats-constants';

import type { ModuleContext } from '../../context';
import { PromiseCache } from '../../infra/promise-cache';
import { countStats } from './queries';

/**
 * The home statistics. Every visitor of the home page asks, so one computation serves this
 * instance for STATS_CACHE_SECONDS: the numbers are a greeting, not a ledger.
 */
export function homeStatistics(context: ModuleContext): () => Promise<StatsCountsReply> {
  const counts = new PromiseCache<StatsCountsReply>(STATS_CACHE_SECONDS * 1000, 1, context.now);
  return () => counts.get('counts', () => countStats(context.db));
}
