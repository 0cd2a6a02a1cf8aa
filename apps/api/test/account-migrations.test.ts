import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { migrations, runMigrations } from '../src/db/migrate';
import { usernameLookAlikeKeys } from '../src/db/migrations/0005-username-lookalike-keys';
import { searchTextWesternDigits } from '../src/db/migrations/0006-search-text-western-digits';
import type { Database } from '../src/db/schema';
import { post, put, createMember, uniquePhone, verifyPhone } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import {
  createTestDatabase,
  inTurn,
  searchTextIds,
  type TestDatabase,
} from './support/test-database';

const CREATED = '2025-01-01T00:00:00.000Z';

let database: TestDatabase | undefined;
let testApp: TestApp | undefined;

afterEach(async () => {
  await database?.destroy();
  await testApp?.close();
  database = undefined;
  testApp = undefined;
});

/** An account as the code before migration 0005 wrote it: the key is the lower-cased name. */
async function insertLegacyUser(db: Kysely<Database>, username: string): Promise<number> {
  const tag = Math.random().toString(36).slice(2);
  const row = await db
    .insertInto('users')
    .values({
      username,
      username_key: username.toLowerCase(),
      email: `${tag}@example.test`,
      phone_number: uniquePhone(),
      password_hash: 'argon2id-hash',
      created_at: CREATED,
      updated_at: CREATED,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function keys(db: Kysely<Database>) {
  return db.selectFrom('users').select(['id', 'username_key']).orderBy('id').execute();
}

describe('migration 0005: usernames compared by how they look', () => {
  it('recomputes every key, and keeps look-alikes made before under keys of their own', async () => {
    database = await createTestDatabase({ runMigrations: true });
    const { db } = database;
    await inTurn(database, async () => usernameLookAlikeKeys.down?.(db));
    const sara = await insertLegacyUser(db, 'Sara');
    const cyrillic = await insertLegacyUser(db, 'Ѕаrа');
    const omar = await insertLegacyUser(db, 'Omar');
    const fullwidth = await insertLegacyUser(db, 'Ｓａｒａ');
    const ali = await insertLegacyUser(db, 'علی');

    await inTurn(database, async () => usernameLookAlikeKeys.up(db));

    expect(await keys(db)).toEqual([
      { id: sara, username_key: 'sara' },
      { id: cyrillic, username_key: `sara#${cyrillic}` },
      { id: omar, username_key: 'ornar' },
      { id: fullwidth, username_key: `sara#${fullwidth}` },
      { id: ali, username_key: 'على' },
    ]);
  });

  it('does not stop a start on a database holding look-alikes', async () => {
    database = await createTestDatabase({ runMigrations: true });
    const { db } = database;
    // Back to before 0005: the later migrations are undone too, newest first, so all of them
    // run again.
    const later = Object.entries(migrations(database.dialect))
      .filter(([name]) => name >= '0005')
      .reverse();
    for (const [, migration] of later) await inTurn(database, async () => migration.down?.(db));
    await sql`delete from kysely_migration where name >= '0005'`.execute(db);
    await insertLegacyUser(db, 'lina');
    const lookAlike = await insertLegacyUser(db, 'lіna');

    const { dialect } = database;
    await expect(inTurn(database, () => runMigrations(db, dialect))).resolves.toBeUndefined();
    const row = await db
      .selectFrom('users')
      .select('username_key')
      .where('id', '=', lookAlike)
      .executeTakeFirstOrThrow();
    expect(row.username_key).toBe(`lina#${lookAlike}`);
  });

  it('lets the member of a kept look-alike save the profile, and refuses new look-alikes', async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    await createMember(testApp, { username: 'sara' });
    const member = await createMember(testApp, { username: 'someone' });
    // As an account registered before the migration would be: a look-alike with its old key.
    await db
      .updateTable('users')
      .set({ username: 'Ѕаrа', username_key: 'ѕаrа' })
      .where('id', '=', member.id)
      .execute();
    await inTurn(testApp.database, async () => usernameLookAlikeKeys.up(db));

    const saved = await put(
      testApp,
      '/update-credentials',
      { username: 'Ѕаrа', email: member.email, phone_number: member.phone, location: 'Irbid' },
      member.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ user: { username: 'Ѕаrа', location: 'Irbid' } });

    const phone = uniquePhone();
    const verificationToken = await verifyPhone(testApp, phone);
    const registered = await post(testApp, '/authentication/registration', {
      username: 'ЅАRА',
      email: 'new@example.jo',
      password: 'a sofa for Zarqa',
      phone_number: phone,
      verificationToken,
    });
    expect(registered.statusCode).toBe(409);
    expect(registered.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
  });
});

describe('migration 0006: Western digits in the stored search text', () => {
  async function insertPost(db: Kysely<Database>, userId: number, searchText: string) {
    const row = await db
      .insertInto('posts')
      .values({
        user_id: userId,
        title: searchText,
        description: 'Still sturdy',
        email: 'donor@example.test',
        phone: '0791234567',
        location: 'Amman - Abdoun',
        region: 'Amman',
        category: 'Furniture',
        features: '[]',
        search_text: searchText,
        created_at: CREATED,
        updated_at: CREATED,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('rewrites Arabic-Indic digits of stored titles, so a Western query finds them', async () => {
    database = await createTestDatabase({ runMigrations: true });
    const { db } = database;
    const userId = await insertLegacyUser(db, 'Sara');
    const sofa = await insertPost(db, userId, 'كنبه ٣ مقاعد');
    const bed = await insertPost(db, userId, 'سرير ۱۹۰ سم');
    const lamp = await insertPost(db, userId, 'lamp 2 bulbs');
    expect(await searchTextIds(database, '3 مقا')).toEqual([]);

    await inTurn(database, async () => searchTextWesternDigits.up(db));

    const stored = await db
      .selectFrom('posts')
      .select(['id', 'search_text'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: sofa, search_text: 'كنبه 3 مقاعد' },
      { id: bed, search_text: 'سرير 190 سم' },
      { id: lamp, search_text: 'lamp 2 bulbs' },
    ]);
    expect(await searchTextIds(database, '3 مقا')).toEqual([sofa]);
    expect(await searchTextIds(database, '190')).toEqual([bed]);
  });
});
