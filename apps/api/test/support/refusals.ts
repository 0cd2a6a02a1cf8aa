import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';

import type { TestApp } from './test-app';
import { TABLES } from './test-database';

type TestDb = TestApp['database']['db'];

/**
 * Every row of every table, to prove a refused request changed nothing: each table's rows in
 * one order whatever its columns (a block is a pair, a word of the vocabulary has one column),
 * read once the notifications already due have gone out.
 *
 * The tables are read again only when a row was written since the last read. A trigger on every
 * table counts each row inserted, updated or deleted (on PostgreSQL each truncate too), so a
 * count that has not moved proves the tables are as last read: the thousands of refusals of a
 * route's hostile inputs are each proved by one read of the count, not of every table, which
 * grows with what the test has stored. On PostgreSQL the count is a sequence, which moves at
 * the write itself, committed or not; on SQLite, which writes one transaction at a time, a row
 * of its own. The count is taken before the tables, so a write while they are read moves it for
 * the next call.
 */
export async function everyTable(testApp: TestApp): Promise<unknown[][]> {
  // Pushes and emails of earlier requests may still be going out: their rows move meanwhile.
  await testApp.deliveriesSettled();
  const { db, dialect } = testApp.database;
  let counting = rowWritesCounted.get(testApp);
  if (!counting) {
    counting = dialect === 'postgres' ? countRowWritesOnPostgres(db) : countRowWritesOnSqlite(db);
    rowWritesCounted.set(testApp, counting);
  }
  await counting;
  const writes = await rowWritesSoFar(db, dialect);
  const last = lastRead.get(testApp);
  if (last?.writes === writes) return last.tables;
  const tables =
    dialect === 'postgres' ? await everyTableInOneStatement(db) : await everyTableOnSqlite(db);
  lastRead.set(testApp, { writes, tables });
  return tables;
}

/** The counting triggers of each app's database, put on once however many read at once. */
const rowWritesCounted = new WeakMap<TestApp, Promise<void>>();

/** The tables as last read, and the count of row writes they were read at. */
const lastRead = new WeakMap<TestApp, { writes: string; tables: unknown[][] }>();

const WRITES_COUNT = 'test_row_writes';

/** Puts the counting trigger on every table of the test's schema (everyTable). */
async function countRowWritesOnPostgres(db: TestDb): Promise<void> {
  await sql`create sequence if not exists ${sql.id(WRITES_COUNT)}`.execute(db);
  await sql`create or replace function test_count_row_write() returns trigger
    language plpgsql as $$
    begin
      perform nextval(quote_ident(tg_table_schema) || '.' || ${sql.lit(WRITES_COUNT)});
      return null;
    end $$`.execute(db);
  await sql`do $$
    declare name text;
    begin
      for name in select tablename from pg_tables where schemaname = current_schema() loop
        execute format('create or replace trigger test_count_row_writes after insert or update
          or delete on %I for each row execute function test_count_row_write()', name);
        execute format('create or replace trigger test_count_truncates after truncate on %I
          for each statement execute function test_count_row_write()', name);
      end loop;
    end $$`.execute(db);
}

/** SQLite: the count in a row of its own, moved by a trigger on each write of each table. */
async function countRowWritesOnSqlite(db: TestDb): Promise<void> {
  await sql`create table if not exists ${sql.id(WRITES_COUNT)} (writes integer not null)`.execute(
    db,
  );
  await sql`insert into ${sql.id(WRITES_COUNT)} select 0
    where not exists (select 1 from ${sql.id(WRITES_COUNT)})`.execute(db);
  for (const table of TABLES) {
    for (const write of ['insert', 'update', 'delete']) {
      await sql`create trigger if not exists ${sql.id(`test_count_${write}s_of_${table}`)}
        after ${sql.raw(write)} on ${sql.table(table)}
        begin update ${sql.id(WRITES_COUNT)} set writes = writes + 1; end`.execute(db);
    }
  }
}

/** The count of row writes, as text (on PostgreSQL a sequence never moved is not yet called). */
async function rowWritesSoFar(db: TestDb, dialect: TestApp['database']['dialect']) {
  const { rows } = await (
    dialect === 'postgres'
      ? sql<{ writes: string }>`select last_value || ':' || is_called as writes
        from ${sql.id(WRITES_COUNT)}`
      : sql<{ writes: number }>`select writes from ${sql.id(WRITES_COUNT)}`
  ).execute(db);
  return String(rows[0]?.writes ?? '');
}

/** SQLite: each table's rows in the order of their JSON text. */
async function everyTableOnSqlite(db: TestDb): Promise<unknown[][]> {
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
async function everyTableInOneStatement(db: TestDb): Promise<unknown[][]> {
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
