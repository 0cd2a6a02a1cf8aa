import { sql } from 'kysely';

import type { DatabaseHandle } from '../../src/db/database';

/**
 * Every row that points at nothing, as 'table.column → table': on SQLite what
 * `PRAGMA foreign_key_check` reports; on PostgreSQL each foreign key of the schema, read from
 * the catalog, checked by a join. Either way also the references kept without a foreign key
 * (a conversation's last message).
 */
export async function danglingReferences(testApp: {
  database: Pick<DatabaseHandle, 'db' | 'dialect'>;
}): Promise<string[]> {
  const { db, dialect } = testApp.database;
  const found: string[] = [];
  if (dialect === 'sqlite') {
    const { rows } = await sql<{
      table: string;
      parent: string;
      rowid: number;
    }>`pragma foreign_key_check`.execute(db);
    found.push(...rows.map((row) => `${row.table} #${row.rowid} → ${row.parent}`));
  } else {
    const { rows: keys } = await sql<{
      child: string;
      child_column: string;
      parent: string;
      parent_column: string;
    }>`select c.conrelid::regclass::text as child, ca.attname as child_column,
          c.confrelid::regclass::text as parent, pa.attname as parent_column
        from pg_constraint c
        join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = c.conkey[1]
        join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
        where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
    if (keys.length === 0) throw new Error('no foreign keys found: the check would prove nothing');
    for (const key of keys) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(key.child)} child
        where child.${sql.ref(key.child_column)} is not null and not exists (
          select 1 from ${sql.table(key.parent)} parent
          where parent.${sql.ref(key.parent_column)} = child.${sql.ref(key.child_column)})`.execute(
        db,
      );
      if (Number(rows[0]?.n) > 0) {
        found.push(`${key.child}.${key.child_column} → ${key.parent} (${rows[0]?.n})`);
      }
    }
  }
  const lastMessages = await db
    .selectFrom('conversations')
    .leftJoin('messages', 'messages.id', 'conversations.last_message_id')
    .select('conversations.id')
    .where('conversations.last_message_id', 'is not', null)
    .where('messages.id', 'is', null)
    .execute();
  found.push(...lastMessages.map((row) => `conversations #${row.id}.last_message_id → messages`));
  return found;
}
