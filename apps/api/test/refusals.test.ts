import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createMember } from './support/accounts';
import { everyTable } from './support/refusals';
import { createTestApp, type TestApp } from './support/test-app';
import { TABLES } from './support/test-database';

let testApp: TestApp;

beforeEach(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
});

afterEach(async () => {
  await testApp.close();
});

describe('the proof that a refusal changed nothing', () => {
  it('reads the same tables the same way twice, and sees a new row and a changed value', async () => {
    const empty = await everyTable(testApp);
    expect(await everyTable(testApp)).toEqual(empty);

    const member = await createMember(testApp);
    const withMember = await everyTable(testApp);
    expect(withMember).not.toEqual(empty);
    expect(JSON.stringify(withMember)).toContain(member.username);

    await testApp.database.db
      .updateTable('users')
      .set({ username: `${member.username}x` })
      .where('id', '=', member.id)
      .execute();
    const renamed = await everyTable(testApp);
    expect(renamed).not.toEqual(withMember);
    expect(await everyTable(testApp)).toEqual(renamed);
  });

  it('sees a row deleted and a row written behind its back, and leaves a rolled-back write alone', async () => {
    const member = await createMember(testApp);
    const other = await createMember(testApp);
    const withMember = await everyTable(testApp);
    const { db } = testApp.database;

    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('member_blocks')
          .values({
            blocker_id: member.id,
            blocked_id: other.id,
            created_at: '2026-12-02T10:00:00.000Z',
          })
          .execute();
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await everyTable(testApp)).toEqual(withMember);

    await sql`delete from users where id = ${member.id}`.execute(db);
    const deleted = await everyTable(testApp);
    expect(deleted).not.toEqual(withMember);
    expect(JSON.stringify(deleted)).not.toContain(member.username);
  });

  it('counts the writes of every table it compares', async () => {
    await everyTable(testApp);
    const { db, dialect } = testApp.database;
    const { rows } =
      dialect === 'postgres'
        ? await sql<{ table: string }>`select distinct event_object_table as "table"
            from information_schema.triggers
            where trigger_schema = current_schema() and trigger_name = 'test_count_row_writes'`.execute(
            db,
          )
        : await sql<{ table: string }>`select distinct tbl_name as "table" from sqlite_master
            where type = 'trigger' and name like 'test_count_%'`.execute(db);
    const counted = new Set(rows.map((row) => row.table));
    expect(TABLES.filter((table) => !counted.has(table))).toEqual([]);
  });
});
