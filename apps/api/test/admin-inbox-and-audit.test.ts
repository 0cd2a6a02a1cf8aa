import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AuditLogReply } from '@tabarru/contract/audit';
import type { AdminContactMessage } from '@tabarru/contract/contact';

import { constraintViolation } from '../src/db/database';
import { get, post, put, registerAdmin, createMember, type Member } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: Member;

beforeEach(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  admin = await registerAdmin(testApp);
});

afterEach(async () => {
  await testApp.close();
});

async function sendContact(name: string) {
  const response = await post(testApp, '/contact', {
    name,
    email: `${name.toLowerCase()}@example.jo`,
    message: `A question from ${name}`,
  });
  expect(response.statusCode).toBe(201);
}

async function inbox(): Promise<AdminContactMessage[]> {
  const response = await get(testApp, '/admin/contact-messages', admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminContactMessage[]>();
}

const markHandled = (id: number, handled: boolean, token = admin.token) =>
  put(testApp, `/admin/contact-messages/${id}/handled`, { handled }, token);

async function auditLog(query = ''): Promise<AuditLogReply> {
  const response = await get(testApp, `/admin/audit-log${query}`, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogReply>();
}

describe('the contact inbox', () => {
  it('lists open messages first, each group newest first, and marks them handled or open', async () => {
    await sendContact('Lina');
    await sendContact('Omar');
    await sendContact('Rami');
    const [rami, omar, lina] = await inbox();
    expect([rami?.name, omar?.name, lina?.name]).toEqual(['Rami', 'Omar', 'Lina']);
    expect(rami).toEqual({
      id: expect.any(Number),
      name: 'Rami',
      email: 'rami@example.jo',
      message: 'A question from Rami',
      created_at: expect.any(String),
      handled_at: null,
    });

    const handled = await markHandled(rami?.id ?? 0, true);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ name: 'Rami', handled_at: expect.any(String) });
    expect((await inbox()).map((message) => message.name)).toEqual(['Omar', 'Lina', 'Rami']);

    // Marking it handled again changes nothing and writes nothing; opening it again does.
    expect((await markHandled(rami?.id ?? 0, true)).statusCode).toBe(200);
    expect((await markHandled(rami?.id ?? 0, false)).json()).toMatchObject({ handled_at: null });
    expect((await auditLog()).entries.map((entry) => entry.action)).toEqual([
      'contact_message.reopen',
      'contact_message.handle',
    ]);
  });

  it('is for administrators only and answers 404 for a message that is not there', async () => {
    const member = await createMember(testApp);
    expect((await get(testApp, '/admin/contact-messages', member.token)).statusCode).toBe(403);
    await sendContact('Lina');
    const [lina] = await inbox();
    expect((await markHandled(lina?.id ?? 0, true, member.token)).statusCode).toBe(403);
    const missing = await markHandled(999_999, true);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CONTACT_MESSAGE_NOT_FOUND' });
    const bad = await put(testApp, `/admin/contact-messages/${lina?.id}/handled`, {}, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'handled' });
  });
});

describe('the audit log', () => {
  it('records who did what to what, newest first, page by page', async () => {
    const members: Member[] = [];
    for (let index = 0; index < 3; index += 1) members.push(await createMember(testApp));
    for (const member of members) {
      expect(
        (await put(testApp, `/admin/users/${member.id}/toggle-admin`, {}, admin.token)).statusCode,
      ).toBe(200);
    }
    const first = await auditLog('?limit=2');
    expect(first.entries).toEqual([
      {
        id: expect.any(Number),
        actor_id: admin.id,
        actor_name: admin.username,
        action: 'user.promote',
        target_type: 'user',
        target_id: members[2]?.id,
        target_label: members[2]?.username,
        reason: null,
        details: {},
        created_at: expect.any(String),
      },
      expect.objectContaining({ target_id: members[1]?.id }),
    ]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await auditLog(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((entry) => entry.target_id)).toEqual([members[0]?.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('has no route that changes an entry, and the database refuses to change or delete one', async () => {
    await createMember(testApp).then((member) =>
      put(testApp, `/admin/users/${member.id}/toggle-admin`, {}, admin.token),
    );
    const [entry] = (await auditLog()).entries;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await testApp.app.inject({
        method,
        url: `/admin/audit-log/${entry?.id}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.statusCode, method).toBe(404);
    }
    const { db } = testApp.database;
    const refusal = async (write: Promise<unknown>) =>
      write.then(
        () => 'written',
        (error: unknown) => constraintViolation(error) ?? (error as Error).message,
      );
    expect(
      await refusal(db.updateTable('audit_log').set({ reason: 'rewritten' }).execute()),
    ).toMatch(/append-only/);
    expect(await refusal(db.deleteFrom('audit_log').execute())).toMatch(/append-only/);
    if (testApp.database.dialect === 'postgres') {
      expect(await refusal(sql`truncate audit_log`.execute(db))).toMatch(/append-only/);
    }
    expect((await auditLog()).entries).toEqual([entry]);
  });

  it('is for administrators only', async () => {
    const member = await createMember(testApp);
    expect((await get(testApp, '/admin/audit-log', member.token)).statusCode).toBe(403);
    expect((await get(testApp, '/admin/audit-log')).statusCode).toBe(401);
  });
});
