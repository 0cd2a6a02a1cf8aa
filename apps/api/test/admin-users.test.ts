import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { NEXT_CURSOR_HEADER } from '@tabarru/contract/constants';

import {
  del,
  get,
  put,
  registerAdmin,
  createMember,
  sessionIdOf,
  type Member,
} from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { changeRole } from '../src/modules/admin/service';
import { findUserById } from '../src/modules/users/queries';
import type { UserRow } from '../src/db/schema';

let testApp: TestApp;
let admin: Member;

beforeEach(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  admin = await registerAdmin(testApp, { email: 'Admin.One@Example.jo' });
});

afterEach(async () => {
  await testApp.close();
});

const toggle = (id: number, token = admin.token) =>
  put(testApp, `/admin/users/${id}/toggle-admin`, {}, token);

async function role(id: number): Promise<number | undefined> {
  const row = await testApp.database.db
    .selectFrom('users')
    .select('is_admin')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.is_admin;
}

function auditActions() {
  return testApp.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'target_id', 'target_label'])
    .orderBy('id')
    .execute();
}

describe('GET /admin/users', () => {
  it('answers every account, newest first, as one array without a password hash', async () => {
    const sara = await createMember(testApp, { username: 'sara_k', email: 'sara@example.jo' });
    const response = await get(testApp, '/admin/users', admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
    const users = response.json<Record<string, unknown>[]>();
    expect(users.map((user) => user.id)).toEqual([sara.id, admin.id]);
    expect(users[0]).toEqual({
      id: sara.id,
      username: 'sara_k',
      email: 'sara@example.jo',
      phone_number: sara.phone,
      is_admin: false,
      location: null,
      items_donated: 0,
      created_at: expect.any(String),
      suspended_at: null,
      suspended_reason: null,
    });
    expect(JSON.stringify(users)).not.toContain('argon2');
  });

  it('searches emails in any case, and reads % and _ as themselves', async () => {
    await createMember(testApp, { email: 'omar_x@example.jo' });
    await createMember(testApp, { email: 'omarx@example.jo' });
    const search = async (q: string) =>
      (await get(testApp, `/admin/users?q=${encodeURIComponent(q)}`, admin.token))
        .json<{ email: string }[]>()
        .map((user) => user.email);
    expect(await search('ADMIN.one')).toEqual(['admin.one@example.jo']);
    expect(await search('OMAR_')).toEqual(['omar_x@example.jo']);
    expect(await search('%')).toEqual([]);
    expect(await search('')).toHaveLength(3);
  });

  it('pages with a cursor when asked, the next cursor in a header', async () => {
    const members = [];
    for (let index = 0; index < 4; index += 1) members.push(await createMember(testApp));
    const first = await get(testApp, '/admin/users?limit=3', admin.token);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    expect(typeof cursor).toBe('string');
    expect(first.json<{ id: number }[]>().map((user) => user.id)).toEqual(
      members
        .reverse()
        .slice(0, 3)
        .map((member) => member.id),
    );
    const second = await get(testApp, `/admin/users?limit=3&cursor=${String(cursor)}`, admin.token);
    expect(second.json<{ id: number }[]>().map((user) => user.id)).toEqual([
      members[3]?.id,
      admin.id,
    ]);
    expect(second.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
    const bad = await get(testApp, '/admin/users?limit=3&cursor=nope', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'CURSOR_INVALID', field: 'cursor' });
  });

  it('is for administrators only, by the database role', async () => {
    const member = await createMember(testApp);
    expect((await get(testApp, '/admin/users')).statusCode).toBe(401);
    const refused = await get(testApp, '/admin/users', member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });
  });
});

describe('PUT /admin/users/:id/toggle-admin', () => {
  it('promotes and demotes, answering {id, is_admin}, and ends the sessions of each change', async () => {
    const sara = await createMember(testApp);
    const promoted = await toggle(sara.id);
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toEqual({ id: sara.id, is_admin: true });
    expect(await role(sara.id)).toBe(1);
    // The token of before claims the old role: it ends with the change.
    expect((await get(testApp, '/profile', sara.token)).statusCode).toBe(401);

    const demoted = await toggle(sara.id);
    expect(demoted.json()).toEqual({ id: sara.id, is_admin: false });
    expect(await role(sara.id)).toBe(0);
    expect(await auditActions()).toEqual([
      {
        actor_id: admin.id,
        action: 'user.promote',
        target_id: sara.id,
        target_label: sara.username,
      },
      {
        actor_id: admin.id,
        action: 'user.demote',
        target_id: sara.id,
        target_label: sara.username,
      },
    ]);
  });

  it('ends a demoted administrator’s admin power at once, whatever their token says', async () => {
    const second = await registerAdmin(testApp);
    expect((await get(testApp, '/admin/users', second.token)).statusCode).toBe(200);
    expect((await toggle(second.id)).statusCode).toBe(200);
    expect((await get(testApp, '/admin/users', second.token)).statusCode).toBe(401);
  });

  it('refuses an administrator’s own role while others remain', async () => {
    await registerAdmin(testApp);
    const response = await toggle(admin.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ADMIN_OWN_ROLE' });
    expect(await role(admin.id)).toBe(1);
    expect(await auditActions()).toEqual([]);
  });

  it('refuses to demote the last administrator', async () => {
    const response = await toggle(admin.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'The last administrator cannot be demoted or deleted.',
    });
    expect(await role(admin.id)).toBe(1);
  });

  it('leaves one administrator when two demote each other at once', async () => {
    const second = await registerAdmin(testApp);
    const [first, other] = await Promise.all([
      toggle(second.id, admin.token),
      toggle(admin.id, second.token),
    ]);
    // The loser is refused when its request is checked (401: its session ended with the role)
    // or, if it was checked first, inside its transaction (403).
    expect(first.statusCode === 200 ? other.statusCode : first.statusCode).toBeOneOf([401, 403]);
    expect([first.statusCode, other.statusCode]).toContain(200);
    const administrators = await testApp.database.db
      .selectFrom('users')
      .select('id')
      .where('is_admin', '=', 1)
      .execute();
    expect(administrators).toHaveLength(1);
  });

  it('changes nothing for an administrator demoted after their request was checked', async () => {
    const second = await registerAdmin(testApp);
    const member = await createMember(testApp);
    const { db } = testApp.database;
    const checked = await findUserById(db, second.id);
    expect((await toggle(second.id)).statusCode).toBe(200);
    const session = {
      id: sessionIdOf(second.token),
      member: checked as UserRow,
      secondFactor: false,
      role: 'admin' as const,
      writableUntil: Infinity,
    };
    // The demotion ended the session (401); the role is read again too (403).
    await expect(
      changeRole({ ...testApp.database, now: Date.now }, session, member.id),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(await role(member.id)).toBe(0);
  });

  it('answers 404 for an unknown account and 400 for an id that is not one', async () => {
    expect((await toggle(999_999)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const bad = await put(testApp, '/admin/users/abc/toggle-admin', {}, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });
});

describe('DELETE /admin/users/:id', () => {
  it('deletes a member, ends their session at once and records why', async () => {
    const sara = await createMember(testApp);
    const response = await del(testApp, `/admin/users/${sara.id}`, admin.token, {
      reason: 'Spam posts',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted' });
    expect(await role(sara.id)).toBeUndefined();
    expect((await get(testApp, '/profile', sara.token)).statusCode).toBe(401);
    const [entry] = await testApp.database.db.selectFrom('audit_log').selectAll().execute();
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_name: admin.username,
      action: 'user.delete',
      target_type: 'user',
      target_id: sara.id,
      target_label: sara.username,
      reason: 'Spam posts',
    });
  });

  it('deletes without a body too, as the earlier product’s web client sends it', async () => {
    const sara = await createMember(testApp);
    expect((await del(testApp, `/admin/users/${sara.id}`, admin.token)).statusCode).toBe(200);
  });

  it('refuses an administrator’s own account while others remain, and the last administrator', async () => {
    const own = await del(testApp, `/admin/users/${admin.id}`, admin.token);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'LAST_ADMIN' });

    const second = await registerAdmin(testApp);
    const self = await del(testApp, `/admin/users/${second.id}`, second.token);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'ADMIN_OWN_ACCOUNT' });
    expect(await role(second.id)).toBe(1);
    expect(await auditActions()).toEqual([]);
  });

  it('deletes another administrator', async () => {
    const second = await registerAdmin(testApp);
    expect((await del(testApp, `/admin/users/${second.id}`, admin.token)).statusCode).toBe(200);
    expect((await get(testApp, '/admin/users', second.token)).statusCode).toBe(401);
  });

  it('leaves one administrator when two delete each other at once', async () => {
    const second = await registerAdmin(testApp);
    const results = await Promise.all([
      del(testApp, `/admin/users/${second.id}`, admin.token),
      del(testApp, `/admin/users/${admin.id}`, second.token),
    ]);
    const statuses = results.map((result) => result.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The loser's session ended (401), or its transaction found it gone (403) or that it would
    // delete the one administrator left (409), depending on when it was checked.
    expect(statuses[1]).toBeOneOf([401, 403, 409]);
    const left = await testApp.database.db.selectFrom('users').select('is_admin').execute();
    expect(left).toEqual([{ is_admin: 1 }]);
  });

  it('answers 404 for an account that is not there', async () => {
    const response = await del(testApp, '/admin/users/999999', admin.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
