import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

const shared = {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  setupFiles: ['./test/support/fail-on-console-error.ts'],
  testTimeout: 20_000,
  hookTimeout: 20_000,
  // A worker keeps the modules it has imported from one test file to the next: importing the
  // app afresh for every file was a fifth of the suite's time. Each file still runs its own code
  // and builds its own app; what a file stubs globally it gives back when it ends.
  isolate: false,
};

/** The suite runs on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // A test waits on its database as much as it computes: a worker per core, not one fewer.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          ...shared,
          name: 'sqlite',
          env: { TEST_DIALECT: 'sqlite' },
          globalSetup: ['./test/support/sqlite-global-setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                env: { TEST_DIALECT: 'postgres' },
                globalSetup: ['./test/support/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
