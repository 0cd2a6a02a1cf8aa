import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';

import type { TestApp } from './test-app';
import { TABLES } from './test-database';

/**
 * Every row of every table, to prove a refused request changed nothing: each table's rows in
 * one order whatever its columns (a block is a pair, a word of the vocabulary has one column),
 * read once the notifications already due have gone out.
 */
export async function everyTable(testApp: TestApp): Promise<unknown[][]> {
  // Pushes and emails of earlier requests may still be going out: their rows move meanwhile.
  await testApp.deliveriesSettled();
  const { db, dialect } = testApp.database;
  if (dialect === 'postgres') return everyTableInOneStatement(db);
  return Promise.all(
    TABLES.map(async (table) =>
      (await sql`select * from ${sql.table(table)}`.execute(db)).rows
        .map((row) => [JSON.stringify(row), row] as const)
        .sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0))
        .map(([, row]) => row),
    ),
  );
}

/**
 * PostgreSQL: every table as JSON in one statement, each in the order of its rows' text. Read a
 * table at a time it took a round trip and a parse of each value per table, and the tests that
 * check thousands of refusals spent most of their time there.
 */
async function everyTableInOneStatement(db: TestApp['database']['db']): Promise<unknown[][]> {
  const tables = TABLES.map(
    (table) =>
      sql`(select coalesce(json_agg(t order by t::text), '[]') from ${sql.table(table)} t)`,
  );
  const { rows } = await sql<{
    tables: unknown[][];
  }>`select json_build_array(${sql.join(tables)}) as tables`.execute(db);
  return rows[0]?.tables ?? [];
}

/** Sends `request` and expects a refusal of `status` that leaves every table as it was. */
export async function expectRefused(
  testApp: TestApp,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  expected: Record<string, unknown>,
) {
  const before = await everyTable(testApp);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject(expected);
  expect(await everyTable(testApp)).toEqual(before);
}
