import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AdministratorConflictError, ensureAdministrator } from '../src/modules/admin/bootstrap';
import { verifyPassword } from '../src/infra/passwords';
import { createTestDatabase } from './support/test-database';

const ADMIN = {
  email: 'admin@tabarru.jo',
  password: 'a long admin password',
  phone: '+962790000000',
};

describe('administrator bootstrap', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeEach(async () => {
    database = await createTestDatabase();
  });

  afterEach(async () => {
    await database.destroy();
  });

  const findAdmin = () =>
    database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();

  it('creates the administrator with a hashed password', async () => {
    await ensureAdministrator(database, ADMIN);
    const admin = await findAdmin();
    expect(Boolean(admin.is_admin)).toBe(true);
    expect(admin.username).toBe('admin');
    expect(admin.phone_number).toBe(ADMIN.phone);
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.password_hash, ADMIN.password)).toBe(true);
  });

  it('is idempotent and keeps older sessions while the password is unchanged', async () => {
    await ensureAdministrator(database, ADMIN);
    const first = await findAdmin();
    await ensureAdministrator(database, ADMIN);
    const second = await findAdmin();
    expect(second.password_hash).toBe(first.password_hash);
    expect(second.token_version).toBe(first.token_version);
    const count = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('promotes an existing member and sets the new password, ending older sessions', async () => {
    await ensureAdministrator(database, ADMIN);
    await database.db.updateTable('users').set({ is_admin: 0 }).execute();
    const before = await findAdmin();
    await ensureAdministrator(database, { ...ADMIN, password: 'a brand new password' });
    const after = await findAdmin();
    expect(Boolean(after.is_admin)).toBe(true);
    expect(await verifyPassword(after.password_hash, 'a brand new password')).toBe(true);
    expect(after.token_version).toBeGreaterThan(before.token_version);
  });

  it('refuses a phone that belongs to another account', async () => {
    await ensureAdministrator(database, ADMIN);
    await expect(
      ensureAdministrator(database, { ...ADMIN, email: 'other@tabarru.jo' }),
    ).rejects.toThrow(AdministratorConflictError);
    const count = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
