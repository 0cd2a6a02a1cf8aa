import { randomBytes } from 'node:crypto';

import { sql, type Kysely } from 'kysely';
import pg from 'pg';

import type { Database } from '../../src/db/schema';
import { inTurn } from './migrated-template';

/*
 * Replaying the migrations into a new PostgreSQL schema costs 1.2-1.6 s of the server's time,
 * and about 2,600 tests each want a fresh database: most of the suite's time on PostgreSQL. A
 * test's schema is therefore emptied when it ends and handed to a later test: every table
 * emptied and its identities restarted, the rows the migrations seed copied back from the
 * run's migrated template. A schema whose tables, columns, indexes, constraints, triggers or
 * functions a test changed (a migration run by hand, a column dropped) no longer matches the
 * template's fingerprint and is dropped instead. A run's schemas are listed in a table of its
 * own in `public`, which the global setup creates and its teardown drops with every schema.
 */

/** What the global setup hands the tests for reusing schemas. */
export interface PostgresSchemaPool {
  /** the table of `public` listing this run's schemas and which of them are free */
  table: string;
  /** the migrated schema kept for the run */
  template: string;
  /** the template's tables that hold rows once migrated */
  seededTables: string[];
  /** the template's structure (schemaFingerprint) */
  fingerprint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresSchemaPool?: PostgresSchemaPool;
  }
}

/** A name as an identifier of SQL. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The migrator's own tables, which keep their rows. */
const isMigratorTable = (table: string) => table.startsWith('kysely_migration');

async function tablesOf(db: Kysely<Database>, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = ${schema} order by tablename
  `.execute(db);
  return rows.map((row) => row.name).filter((table) => !isMigratorTable(table));
}

/** A digest of what makes up `schema`: equal for two schemas the same migrations made. */
export async function schemaFingerprint(db: Kysely<Database>, schema: string): Promise<string> {
  const { rows } = await sql<{ fingerprint: string }>`
    select md5(coalesce(string_agg(item, E'\n' order by item), '')) as fingerprint from (
      select 'r ' || c.relname || ' ' || c.relkind::text || ' ' || coalesce(string_agg(
          a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text,
          ',' order by a.attnum), '') as item
        from pg_class c
        left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relnamespace = ${schema}::text::regnamespace
        group by c.relname, c.relkind
      union all
      select 't ' || c.relname || ' ' || t.tgname || ' ' || t.tgenabled::text || ' ' || t.tgtype::text
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = ${schema}::text::regnamespace and not t.tgisinternal
      union all
      select 'f ' || p.proname || ' ' || md5(p.prosrc)
        from pg_proc p where p.pronamespace = ${schema}::text::regnamespace
      union all
      select 'k ' || conname || ' ' || contype::text
        from pg_constraint where connamespace = ${schema}::text::regnamespace
    ) items
  `.execute(db);
  return rows[0]?.fingerprint ?? '';
}

/** Lists the template's seeded tables and fingerprint, and creates the run's table of schemas. */
export async function createSchemaPool(
  db: Kysely<Database>,
  template: string,
): Promise<PostgresSchemaPool> {
  const seededTables: string[] = [];
  for (const table of await tablesOf(db, template)) {
    const { rows } = await sql<{ seeded: boolean }>`
      select exists (select from ${sql.table(`${template}.${table}`)}) as seeded
    `.execute(db);
    if (rows[0]?.seeded) seededTables.push(table);
  }
  const fingerprint = await schemaFingerprint(db, template);
  const table = `test_schema_pool_${randomBytes(6).toString('hex')}`;
  await sql`
    create table ${sql.table(`public.${table}`)} (schema text primary key, free boolean not null)
  `.execute(db);
  return { table, template, seededTables, fingerprint };
}

/**
 * Drops every schema of the run, its table of schemas and the template, in turn with the
 * migrations of any other run on the same database (inTurn, migrated-template.ts).
 */
export async function dropSchemaPool(
  db: Kysely<Database>,
  pool: PostgresSchemaPool,
): Promise<void> {
  const { rows } = await sql<{ schema: string }>`
    select schema from ${sql.table(`public.${pool.table}`)}
  `.execute(db);
  await inTurn({ db, dialect: 'postgres', destroy: async () => undefined }, async () => {
    for (const { schema } of [...rows, { schema: pool.template }]) {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    }
    await sql`drop table if exists ${sql.table(`public.${pool.table}`)}`.execute(db);
  });
}

/**
 * A free schema of the run, now taken; or a new name, listed as taken, for the caller to create
 * and migrate (`fresh`).
 */
export async function takeSchema(
  databaseUrl: string,
  pool: PostgresSchemaPool,
): Promise<{ schema: string; fresh: boolean }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = `public.${pool.table}`;
    const taken = await client.query<{ schema: string }>(
      `update ${table} set free = false where schema = (
         select schema from ${table} where free limit 1 for update skip locked
       ) returning schema`,
    );
    const reused = taken.rows[0]?.schema;
    if (reused) return { schema: reused, fresh: false };
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await client.query(`insert into ${table} (schema, free) values ($1, false)`, [schema]);
    return { schema, fresh: true };
  } finally {
    await client.end();
  }
}

/**
 * Empties `schema` for the next test and lists it as free, through `db` (whose search path
 * starts with it). False when the schema no longer matches the template: the caller drops it
 * then, and forgets it (forgetSchema).
 */
export async function giveBackSchema(
  db: Kysely<Database>,
  pool: PostgresSchemaPool,
  schema: string,
): Promise<boolean> {
  if ((await schemaFingerprint(db, schema)) !== pool.fingerprint) return false;
  const tables = await tablesOf(db, schema);
  await db.transaction().execute(async (trx) => {
    // Waits no longer for a connection a test left open than a test waits for anything.
    await sql`set local lock_timeout = '10s'`.execute(trx);
    // No trigger fires while the tables are emptied: the audit log's refuses deletions, and the
    // keys between the tables need no checking when every table is emptied.
    await sql`set local session_replication_role = replica`.execute(trx);
    // Deleting the few rows a test wrote costs a third of truncating every table.
    await sql
      .raw(tables.map((table) => `delete from ${quoted(schema)}.${quoted(table)}`).join('; '))
      .execute(trx);
    await sql`select count(setval(format('%I.%I', schemaname, sequencename), start_value, false))
      from pg_sequences where schemaname = ${schema}`.execute(trx);
    for (const table of pool.seededTables) {
      await sql`insert into ${sql.table(`${schema}.${table}`)}
        select * from ${sql.table(`${pool.template}.${table}`)}`.execute(trx);
    }
    await sql`update ${sql.table(`public.${pool.table}`)} set free = true
      where schema = ${schema}`.execute(trx);
  });
  return true;
}

/** Takes a dropped schema off the run's list. */
export async function forgetSchema(
  db: Kysely<Database>,
  pool: PostgresSchemaPool,
  schema: string,
): Promise<void> {
  await sql`delete from ${sql.table(`public.${pool.table}`)} where schema = ${schema}`.execute(db);
}
