import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import { keysKeepingLookAlikes } from '../../modules/users/username-key';

interface UsersKeys {
  users: { id: number; username: string; username_key: string };
}

/** Sets each account's key: the changed ones moved aside first, all in one transaction. */
async function setKeys(db: Kysely<UsersKeys>, keys: Map<number, string>): Promise<void> {
  const write = async (trx: Kysely<UsersKeys>) => {
    for (const id of keys.keys()) {
      await trx
        .updateTable('users')
        .set({ username_key: `#moving#${id}` })
        .where('id', '=', id)
        .execute();
    }
    for (const [id, key] of keys) {
      await trx.updateTable('users').set({ username_key: key }).where('id', '=', id).execute();
    }
  };
  // PostgreSQL runs each migration in a transaction already; SQLite's migrator does not.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/**
 * `users.username_key` becomes the confusable-safe key (usernameKey) instead of the lower-cased
 * name. Accounts that are look-alikes of an older one keep their names under a key of their own
 * (keysKeepingLookAlikes) instead of failing the unique index and so the start. Keys that
 * change are first moved aside, so no update meets another row's old key. Down writes the
 * lower-cased names back.
 */
export const usernameLookAlikeKeys: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<UsersKeys>;
    const users = await db.selectFrom('users').select(['id', 'username', 'username_key']).execute();
    const keys = keysKeepingLookAlikes(users);
    const changed = new Map<number, string>();
    for (const user of users) {
      const key = keys.get(user.id) ?? user.username_key;
      if (key !== user.username_key) changed.set(user.id, key);
    }
    await setKeys(db, changed);
  },
  async down(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<UsersKeys>;
    const users = await db.selectFrom('users').select(['id', 'username']).execute();
    await setKeys(db, new Map(users.map((user) => [user.id, user.username.toLowerCase()])));
  },
};
