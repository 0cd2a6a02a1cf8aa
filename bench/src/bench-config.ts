import { loadConfig, type Config } from '../../apps/api/src/config';

/** The token key of every bench server, so a load generator can be handed working tokens. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

/**
 * The configuration of an API under load: rate limits off (with the warning the API logs),
 * silent logs, no demo data, on BENCH_DATABASE_URL when it is set, else SQLite in `dataDir`.
 */
export function benchConfig(dataDir: string): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    SEED_DEMO: '0',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
}
