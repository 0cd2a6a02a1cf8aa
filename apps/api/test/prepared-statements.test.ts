import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { withPlannerSettings } from '../src/db/planner';
import { NAMES_PER_CONNECTION } from '../src/db/prepared-statements';
import type { Db } from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const postgres = process.env.TEST_DIALECT === 'postgres';

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.destroy();
});

/** The statements prepared on the connection `db` runs on. */
async function preparedOn(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    statement: string;
  }>`select statement from pg_prepared_statements order by prepare_time`.execute(db);
  return rows.map((row) => row.statement);
}

describe.skipIf(!postgres)('statements prepared on PostgreSQL', () => {
  it('prepares a statement with values once per connection, and runs it again by name', async () => {
    await database.db.connection().execute(async (db) => {
      for (const value of [1, 2, 3]) {
        const { rows } = await sql<{ n: number }>`select ${value}::int + 1 as n`.execute(db);
        expect(rows).toEqual([{ n: value + 1 }]);
      }
      expect(await preparedOn(db)).toContain('select $1::int + 1 as n');
      expect(
        (await preparedOn(db)).filter((statement) => statement.startsWith('select $1::int')),
      ).toHaveLength(1);
    });
  });

  it('leaves statements without values unnamed', async () => {
    await database.db.connection().execute(async (db) => {
      await sql`select 1 as n`.execute(db);
      await sql`select 2 as n`.execute(db);
      expect(await preparedOn(db)).not.toContain('select 1 as n');
    });
  });

  it('runs a statement again after it failed, and one that failed to prepare', async () => {
    await database.db.connection().execute(async (db) => {
      await expect(sql`select 1 / ${0}::int as n`.execute(db)).rejects.toThrow(/division by zero/);
      const { rows } = await sql<{ n: number }>`select 1 / ${1}::int as n`.execute(db);
      expect(rows).toEqual([{ n: 1 }]);
      await expect(sql`select ${1}::int from no_such_table`.execute(db)).rejects.toThrow(
        /no_such_table/,
      );
      await expect(sql`select ${1}::int from no_such_table`.execute(db)).rejects.toThrow(
        /no_such_table/,
      );
    });
  });

  it('names what runs under changed planner settings by those settings, apart from the same statement without them', async () => {
    await database.db.connection().execute(async (db) => {
      const statement = 'select $1::int as n';
      for (const value of [1, 2]) {
        await withPlannerSettings(db, { enable_seqscan: false }, async (trx) => {
          await sql`select ${value}::int as n`.execute(trx);
        });
        await withPlannerSettings(db, { enable_bitmapscan: false }, async (trx) => {
          await sql`select ${value}::int as n`.execute(trx);
        });
        const { rows } = await sql<{ n: number }>`select ${value}::int as n`.execute(db);
        expect(rows).toEqual([{ n: value }]);
      }
      const prepared = await preparedOn(db);
      // One plan for each of the two settings and one for none, each made and run under its own.
      expect(prepared.filter((text) => text === statement)).toHaveLength(3);
    });
  });

  it('reads under planner settings on connections opened with them, in the same schema, leaving the others as they were', async () => {
    const setting = async (db: Db) =>
      (await sql<{ enable_seqscan: string }>`show enable_seqscan`.execute(db)).rows[0]
        ?.enable_seqscan;
    const [under, again] = await Promise.all(
      [1, 2].map(() =>
        withPlannerSettings(database.db, { enable_seqscan: false }, async (reader) => {
          // No transaction of its own: the connection was opened with the setting.
          const { rows } = await sql<{
            open: boolean;
          }>`select now() = statement_timestamp() as open`.execute(reader);
          expect(rows).toEqual([{ open: true }]);
          await sql`select count(*) from posts where id > ${0}`.execute(reader);
          return setting(reader);
        }),
      ),
    );
    expect([under, again]).toEqual(['off', 'off']);
    expect(await setting(database.db)).toBe('on');
    expect(await withPlannerSettings(database.db, { enable_bitmapscan: false }, setting)).toBe(
      'on',
    );
  });

  it(`names ${NAMES_PER_CONNECTION} statements on a connection at most, and runs the rest unnamed`, async () => {
    await database.db.connection().execute(async (db) => {
      for (let at = 0; at <= NAMES_PER_CONNECTION; at += 1) {
        const { rows } = await sql<{ n: number }>`select ${at}::int + ${sql.lit(at)} as n`.execute(
          db,
        );
        expect(rows).toEqual([{ n: 2 * at }]);
      }
      const { rows } = await sql<{
        count: number;
      }>`select count(*)::int as count from pg_prepared_statements`.execute(db);
      expect(rows).toEqual([{ count: NAMES_PER_CONNECTION }]);
    });
  });
});
