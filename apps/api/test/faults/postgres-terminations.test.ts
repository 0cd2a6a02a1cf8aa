import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiBundle } from '../support/api-bundle';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { invariantProblems, uploadsOf } from './invariants';
import { ServerProcess } from './processes';
import { report, runSeed, seededRandom, Workload } from './workload';

const TERMINATIONS = 5;
const WORKERS = 4;
/** The time between two terminations, drawn from the seed. */
const BETWEEN_MS = { min: 1_000, max: 3_000 };

/*
 * The real server on PostgreSQL, its connections terminated by the database (as a failover or an
 * administrator's pg_terminate_backend does) several times while members write. Requests caught
 * by it may answer 503, none may hang, and afterwards every acknowledged write is there once,
 * every kept count equals its rows, and the API answers with nothing done by hand.
 */
describe.runIf(process.env.TEST_DIALECT === 'postgres')(
  "the API's PostgreSQL connections terminated during writes",
  () => {
    let database: TestDatabase;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      database = await createTestDatabase();
      await mkdir(uploadsOf(database.dataDir), { recursive: true });
    });

    afterAll(async () => {
      await server?.kill();
      await database?.destroy();
    });

    it(
      'rides out terminated connections, losing and doubling nothing',
      { timeout: 120_000 },
      async () => {
        const seed = runSeed();
        report(`fault suite (PostgreSQL terminations): seed ${seed}`);
        const random = seededRandom(seed);
        // A name of its own in pg_stat_activity: only this server's connections are terminated.
        const applicationName = `tabarru_faults_${randomBytes(4).toString('hex')}`;
        const databaseUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
        databaseUrl.searchParams.set('application_name', applicationName);
        databaseUrl.searchParams.set('options', `-c search_path=${database.searchPath ?? ''}`);
        server = await ServerProcess.start(apiBundle(), {
          DATA_DIR: database.dataDir,
          DATABASE_URL: databaseUrl.toString(),
        });
        const running = server;
        const workload = new Workload(() => running.api, database.dataDir, random, true);
        await workload.preparePhotos();
        await workload.addMembers(3);
        const { leaver, stalled } = await workload.beginRound(1, 3);

        workload.start(WORKERS, { leaver, stalled });
        let terminated = 0;
        try {
          for (let termination = 0; termination < TERMINATIONS; termination += 1) {
            const wait = BETWEEN_MS.min + random() * (BETWEEN_MS.max - BETWEEN_MS.min);
            await new Promise((resolve) => setTimeout(resolve, wait));
            const { rows } = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended
            from pg_stat_activity
            where application_name = ${applicationName} and pid <> pg_backend_pid()`.execute(
              database.db,
            );
            terminated += rows.filter((row) => row.ended).length;
          }
          await new Promise((resolve) => setTimeout(resolve, BETWEEN_MS.min));
        } finally {
          await workload.stop();
        }

        report(
          `fault suite (PostgreSQL terminations): ${terminated} connections terminated; acknowledged of sent: ${workload.summary()}`,
        );
        expect(running.running, `the server exited:\n${running.output}`).toBe(true);
        expect(terminated).toBeGreaterThanOrEqual(TERMINATIONS);
        expect(workload.ledger.unexpected, running.output).toEqual([]);
        expect(await workload.recoveryProblems()).toEqual([]);
        expect(
          await invariantProblems(database, uploadsOf(database.dataDir), workload.ledger),
          running.output,
        ).toEqual([]);
      },
    );
  },
);
