import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  FEED_CHANGES,
  FEED_COLUMNS,
  POSTER_COLUMNS,
  type FeedChange,
} from '../src/modules/feed/feed-changes';
import { feedVersions } from '../src/modules/feed/queries';
import { searchColumnsOf } from '../src/modules/feed/search-words';
import { createTestDatabase, type TestDatabase } from './support/test-database';

type Version = 'feed_version' | 'display_version';

/** A trigger that moves one of the feed's versions, as the database describes it. */
interface VersionTrigger {
  table: string;
  event: string;
  /** the columns an update must set to fire it, in name order; null for any update */
  columns: string[] | null;
  version: Version;
}

const VERSION_OF: Record<FeedChange, Version> = {
  feed: 'feed_version',
  display: 'display_version',
};

const sorted = (columns: readonly string[]) => [...columns].sort();

function byTableAndEvent(triggers: VersionTrigger[]): VersionTrigger[] {
  const key = (trigger: VersionTrigger) =>
    [trigger.table, trigger.event, trigger.version, trigger.columns?.join(',') ?? ''].join(' ');
  return [...triggers].sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * The triggers the rules of FEED_CHANGES call for: one per table and kind of write that changes
 * the feed, moving the version of what it changes; an update of listed columns fires only for
 * them, and what else it changes (`otherwise`) by a trigger on any update.
 */
function triggersOfTheRules(): VersionTrigger[] {
  const triggers: VersionTrigger[] = [];
  for (const [table, changes] of FEED_CHANGES) {
    for (const event of ['insert', 'delete'] as const) {
      const change = changes[event];
      // A member's deletion reaches the feed through their posts, deleted with them (cascade).
      if (change && !(table === 'users' && event === 'delete')) {
        triggers.push({ table, event, columns: null, version: VERSION_OF[change] });
      }
    }
    const { update } = changes;
    if (!update) continue;
    triggers.push({
      table,
      event: 'update',
      columns: update.columns ? sorted(update.columns) : null,
      version: VERSION_OF[update.change],
    });
    if (update.otherwise) {
      triggers.push({
        table,
        event: 'update',
        columns: null,
        version: VERSION_OF[update.otherwise],
      });
    }
  }
  return triggers;
}

/** SQLite: each trigger's statement as written, `after <event> [of <columns>] on <table>`. */
async function sqliteVersionTriggers(database: TestDatabase): Promise<VersionTrigger[]> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'trigger'`.execute(database.db);
  return rows.flatMap((row) => {
    const version = /\bupdate\s+(feed_version|display_version)\s+set\b/i.exec(row.sql)?.[1];
    if (!version) return [];
    const head = /\bafter\s+(insert|delete|update)(?:\s+of\s+([\w\s,]+?))?\s+on\s+"?(\w+)"?/i.exec(
      row.sql,
    );
    if (!head) throw new Error(`unread trigger: ${row.sql}`);
    const [, event = '', columns, table = ''] = head;
    return [
      {
        table,
        event: event.toLowerCase(),
        columns: columns ? sorted(columns.split(',').map((column) => column.trim())) : null,
        version: version as Version,
      },
    ];
  });
}

/** PostgreSQL: each event of each trigger of the test's schema, with the columns it lists. */
async function postgresVersionTriggers(database: TestDatabase): Promise<VersionTrigger[]> {
  const schema = database.schema ?? 'public';
  const { rows } = await sql<{
    trigger_name: string;
    table_name: string;
    event: string;
    action: string;
  }>`select trigger_name, event_object_table as table_name,
      lower(event_manipulation) as event, action_statement as action
    from information_schema.triggers where trigger_schema = ${schema}`.execute(database.db);
  const { rows: listed } = await sql<{ trigger_name: string; column_name: string }>`select
      trigger_name, event_object_column as column_name
    from information_schema.triggered_update_columns where trigger_schema = ${schema}`.execute(
    database.db,
  );
  return rows.flatMap((row) => {
    const version = /\b(feed_version|display_version)_bump\(\)/.exec(row.action)?.[1];
    if (!version) return [];
    const columns = listed
      .filter((column) => column.trigger_name === row.trigger_name)
      .map((column) => column.column_name);
    return [
      {
        table: row.table_name,
        event: row.event,
        columns: row.event === 'update' && columns.length > 0 ? sorted(columns) : null,
        version: version as Version,
      },
    ];
  });
}

describe("the feed's write rules and the database's triggers", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.destroy();
  });

  const installed = () =>
    database.dialect === 'sqlite'
      ? sqliteVersionTriggers(database)
      : postgresVersionTriggers(database);

  it('move the feed with exactly the columns of a post the rules list', async () => {
    const updates = (await installed()).filter(
      (trigger) =>
        trigger.table === 'posts' &&
        trigger.event === 'update' &&
        trigger.version === 'feed_version',
    );
    expect(updates.map((trigger) => trigger.columns)).toEqual([sorted(FEED_COLUMNS)]);
  });

  it("move how posts are shown with exactly the poster's columns the rules list", async () => {
    const updates = (await installed()).filter(
      (trigger) => trigger.table === 'users' && trigger.event === 'update',
    );
    expect(updates).toEqual([
      {
        table: 'users',
        event: 'update',
        columns: sorted(POSTER_COLUMNS),
        version: 'display_version',
      },
    ]);
  });

  it('are the triggers the rules call for, and no others', async () => {
    expect(byTableAndEvent(await installed())).toEqual(byTableAndEvent(triggersOfTheRules()));
  });

  it("move the feed's version when a member is deleted with their posts", async () => {
    const { db } = database;
    const now = new Date().toISOString();
    const member = await db
      .insertInto('users')
      .values({
        username: 'Rules',
        username_key: 'rules',
        email: 'rules@example.test',
        phone_number: '+962790000123',
        password_hash: 'argon2id-hash',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('posts')
      .values({
        user_id: member.id,
        title: 'Chair',
        description: '',
        email: '',
        phone: '0790000000',
        location: 'Amman',
        region: 'Amman',
        category: 'Furniture',
        features: '[]',
        ...searchColumnsOf({ title: 'Chair', description: '', extras: [] }),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const before = await feedVersions(db);
    await db.deleteFrom('users').where('id', '=', member.id).execute();
    expect((await feedVersions(db)).feed).toBeGreaterThan(before.feed);
  });
});
