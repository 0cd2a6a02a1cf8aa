/**
 * What the global setup tells the tests about the running app. It travels in environment
 * variables because the runner forks its workers after the global setup, with its environment.
 */
export interface E2eEnv {
  /** The web app, e.g. http://127.0.0.1:41234 (no trailing slash). */
  webUrl: string;
  /** The API host, e.g. http://127.0.0.1:41235 (no trailing slash). */
  apiUrl: string;
  /** The app's DATA_DIR: the SQLite file and outbox.jsonl live there. */
  dataDir: string;
}

export const E2E_ENV_NAMES = {
  webUrl: 'TABARRU_E2E_WEB_URL',
  apiUrl: 'TABARRU_E2E_API_URL',
  dataDir: 'TABARRU_E2E_DATA_DIR',
} as const satisfies Record<keyof E2eEnv, string>;

/**
 * The catalogs the running build was made from (a copy taken with the build); without it the
 * text helpers read apps/web/src/i18n.
 */
export const E2E_CATALOG_DIR_ENV = 'TABARRU_E2E_CATALOG_DIR';

/**
 * The origin of the tile server the global setup starts (support/tile-server.ts), which the
 * app's MAP_TILES_URL names: a test stops its tiles reaching a page by routing it.
 */
export const E2E_TILES_URL_ENV = 'TABARRU_E2E_TILES_URL';

/** The copy of the build the app runs from, for a test that starts another copy of the app. */
export const E2E_BUILD_DIR_ENV = 'TABARRU_E2E_BUILD_DIR';

/**
 * How often the app the tests start looks for what has come due (DUE_JOBS_EVERY_SECONDS): an
 * offer's end, a pickup's time or a draw's deadline a test moves to now is acted on this soon.
 */
export const DUE_JOBS_EVERY_SECONDS = 2;

/** How long a test looks for what a due job sends before it fails: many of the job's turns. */
export const DUE_JOB_LOOK_MS = 30_000;

/** The administrator the app is started with, so contact messages have a recipient. */
export const E2E_ADMIN = {
  email: 'admin@example.test',
  password: 'e2e-Quartz-Lantern-7319',
  phone: '+962790000000',
} as const;

export function e2eEnv(): E2eEnv {
  const read = (name: string): string => {
    const value = process.env[name];
    if (!value) {
      throw new Error(
        `${name} is not set: run the suite through its config (npm test -w e2e), whose global setup starts the app`,
      );
    }
    return value;
  };
  return {
    webUrl: read(E2E_ENV_NAMES.webUrl),
    apiUrl: read(E2E_ENV_NAMES.apiUrl),
    dataDir: read(E2E_ENV_NAMES.dataDir),
  };
}
