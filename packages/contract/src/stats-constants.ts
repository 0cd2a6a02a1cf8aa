/**
 * The constants of the home statistics, apart from the reply schema in stats.ts so the home page's
 * first visit does not load zod.
 */

/** How long the API reuses one computation of the counts, and browsers may keep a reply. */
export const STATS_CACHE_SECONDS = 60;

/** Share of the stats block that must be on screen before the counts load. */
export const STATS_VISIBLE_THRESHOLD = 0.3;

/** A counter moves one step every 20 ms. */
export const COUNTER_STEP_MS = 20;

/** A step is ceil(value / 50), so every counter arrives within 50 steps. */
export const COUNTER_STEPS = 50;
