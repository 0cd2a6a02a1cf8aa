/** How long a fuzz run is: a fixed seed and a few runs per case in CI, more on demand. */
export interface FuzzSettings {
  seed: number;
  /** runs of each property: each route as each role, each socket event, each stalled write */
  runs: number;
}

/** The default: what CI runs, in a few minutes on SQLite. */
export const DEFAULT_FUZZ_SETTINGS: FuzzSettings = { seed: 20_226, runs: 6 };

function positiveInteger(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, not ${text}`);
  return value;
}

/** FUZZ_SEED and FUZZ_RUNS (set by `npm run fuzz -- --runs N --seed S`), else the defaults. */
export function fuzzSettings(env: NodeJS.ProcessEnv): FuzzSettings {
  return {
    seed: positiveInteger(env.FUZZ_SEED, 'FUZZ_SEED') ?? DEFAULT_FUZZ_SETTINGS.seed,
    runs: positiveInteger(env.FUZZ_RUNS, 'FUZZ_RUNS') ?? DEFAULT_FUZZ_SETTINGS.runs,
  };
}

/** A seed of its own for each case, from the run's seed and the case's name: runs stay repeatable. */
export function caseSeed(seed: number, name: string): number {
  let hash = seed | 0;
  for (let index = 0; index < name.length; index += 1) {
    hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193);
  }
  return hash | 0;
}
