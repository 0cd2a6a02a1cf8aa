import { CompiledQuery, sql } from 'kysely';

import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The plan the database makes of `query` on empty tables of a schema of its own (the statistics
 * of an earlier test's rows would sway the planner): SQLite's EXPLAIN QUERY PLAN, PostgreSQL's
 * EXPLAIN with sequential scans off, which it would rightly prefer on empty tables.
 */
export async function planOnEmptyTables(
  query: (database: TestDatabase) => CompiledQuery,
): Promise<string> {
  const database = await createTestDatabase({ fresh: true });
  try {
    const { sql: text, parameters } = query(database);
    const explain = (prefix: string) => CompiledQuery.raw(`${prefix} ${text}`, [...parameters]);
    return await database.db.connection().execute(async (connection) => {
      if (database.dialect === 'sqlite') {
        const { rows } = await connection.executeQuery<{ detail: string }>(
          explain('explain query plan'),
        );
        return rows.map((row) => row.detail).join('\n');
      }
      await sql`set enable_seqscan = off`.execute(connection);
      try {
        const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>(
          explain('explain'),
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`reset enable_seqscan`.execute(connection);
      }
    });
  } finally {
    await database.destroy();
  }
}
