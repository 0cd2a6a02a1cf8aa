import type { RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import type { MemberSession } from '@tabarru/contract/sessions';
import { SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS } from '@tabarru/contract/sessions';

import type { OutboxEntry } from '../src/infra/outbox';
import { sweepSessions } from '../src/modules/sessions/service';
import {
  createMember,
  del,
  get,
  newSessionToken,
  post,
  put,
  registerAdmin,
  registerMember,
  sessionIdOf,
  type Member,
} from './support/accounts';
import { connectSocket, disconnected, listen } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

/** Signs in as a browser would: from an address, with a user agent, maybe holding a token. */
async function signIn(
  member: Pick<Member, 'email' | 'password'>,
  from: { userAgent?: string; ip?: string; heldToken?: string } = {},
): Promise<string> {
  const reply = await testApp.app.inject({
    method: 'POST',
    url: '/authentication/login',
    payload: { email: member.email, password: member.password },
    remoteAddress: from.ip ?? '127.0.0.1',
    headers: {
      ...(from.userAgent && { 'user-agent': from.userAgent }),
      ...(from.heldToken && { authorization: `Bearer ${from.heldToken}` }),
    },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ jwtToken: string }>().jwtToken;
}

async function verifies(token: string): Promise<boolean> {
  return (await post(testApp, '/authentication/verify', {}, token)).statusCode === 200;
}

async function sessionList(token: string): Promise<MemberSession[]> {
  const reply = await get(testApp, '/api/users/me/sessions', token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ sessions: MemberSession[] }>().sessions;
}

/** A path of the route table with every parameter filled, so the router reaches the route. */
function reachablePath(url: string): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) =>
    name === 'id' && url.includes('/sessions/') ? 'AAAAAAAAAAAAAAAAAAAAAA' : '1',
  );
}

describe('signing out', () => {
  it('ends the session on the API: its token answers 401 on every signed-in route of the route table', async () => {
    const routes: RouteOptions[] = [];
    testApp = await createTestApp({}, { onRoute: (route) => routes.push(route) });
    const admin = await registerAdmin(testApp);
    const member = await createMember(testApp);
    const memberRoutes = [testApp.app.authenticate];
    const adminRoutes = [testApp.app.authorizeAdmin];
    const signedInRoutes = routes.flatMap((route) => {
      const hooks = [route.onRequest].flat();
      const needs = hooks.some((hook) => adminRoutes.includes(hook as never))
        ? 'admin'
        : hooks.some((hook) => memberRoutes.includes(hook as never))
          ? 'member'
          : undefined;
      return needs
        ? [route.method]
            .flat()
            .filter((method) => method !== 'HEAD')
            .map((method) => ({ method, url: route.url, needs }))
        : [];
    });
    expect(signedInRoutes.length).toBeGreaterThan(50);

    for (const caller of [member, admin]) {
      expect((await post(testApp, '/authentication/logout', {}, caller.token)).statusCode).toBe(
        200,
      );
    }
    const failures: string[] = [];
    for (const { method, url, needs } of signedInRoutes) {
      const token = needs === 'admin' ? admin.token : member.token;
      const reply = await testApp.app.inject({
        method: method as 'GET',
        url: reachablePath(url),
        headers: { authorization: `Bearer ${token}` },
      });
      if (reply.statusCode !== 401) failures.push(`${method} ${url}: ${reply.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect((await get(testApp, '/profile', member.token)).statusCode).toBe(401);
  });

  it('refuses the handshake of a signed-out token: the socket joins no room and its events are refused', async () => {
    testApp = await createTestApp();
    const url = await listen(testApp);
    const member = await createMember(testApp);
    const partner = await createMember(testApp);
    const tab = await connectSocket(url, member.token);
    const gone = disconnected(tab);
    expect((await post(testApp, '/authentication/logout', {}, member.token)).statusCode).toBe(200);
    // Its open socket closes at once.
    expect(await gone).toBe('io server disconnect');

    const again = await connectSocket(url, member.token);
    try {
      const reply = await again.socket
        .timeout(5000)
        .emitWithAck('private_message', { toUserId: partner.id, message: 'still here?' });
      expect(reply).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
      await post(testApp, '/messages', { receiver_id: member.id, content: 'hello' }, partner.token);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(again.of('private_message')).toEqual([]);
    } finally {
      again.socket.close();
      tab.socket.close();
    }
  });

  it('is refused for a token already signed out, and a visitor', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    expect((await post(testApp, '/authentication/logout', {})).statusCode).toBe(401);
    expect((await post(testApp, '/authentication/logout', {}, member.token)).statusCode).toBe(200);
    expect((await post(testApp, '/authentication/logout', {}, member.token)).statusCode).toBe(401);
  });
});

describe('signed-in devices', () => {
  it('lists each session with its device, coarse place and last use, this device first', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const phone = await signIn(member, { userAgent: PHONE_CHROME, ip: '86.108.12.7' });
    const laptop = await signIn(member, { userAgent: LAPTOP_FIREFOX, ip: '2a02:9c0:1:2::5' });
    const sessions = await sessionList(phone);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      id: sessionIdOf(phone),
      browser: 'Chrome',
      system: 'Android',
      place: { kind: 'network', network: '86.108.12.0/24' },
      current: true,
    });
    expect(sessions.find((session) => session.id === sessionIdOf(laptop))).toMatchObject({
      browser: 'Firefox',
      system: 'Windows',
      place: { kind: 'network', network: '2a02:9c0:1::/48' },
      current: false,
    });
    expect(sessions.find((session) => session.id === sessionIdOf(member.token))).toMatchObject({
      place: { kind: 'local' },
    });
    // Never a token or a full address.
    expect(JSON.stringify(sessions)).not.toMatch(/86\.108\.12\.7|eyJ/);
  });

  it('signs out another device: its next request is refused, this one goes on', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const phone = await signIn(member, { userAgent: PHONE_CHROME });
    const ended = await del(testApp, `/api/users/me/sessions/${sessionIdOf(phone)}`, member.token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await verifies(phone)).toBe(false);
    expect(await verifies(member.token)).toBe(true);
    expect((await sessionList(member.token)).map((session) => session.id)).toEqual([
      sessionIdOf(member.token),
    ]);
  });

  it("never ends another member's session: 404, and it goes on", async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const other = await createMember(testApp);
    for (const id of [sessionIdOf(other.token), 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const reply = await del(testApp, `/api/users/me/sessions/${id}`, member.token);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    }
    expect((await del(testApp, '/api/users/me/sessions/not-an-id', member.token)).statusCode).toBe(
      400,
    );
    expect(await verifies(other.token)).toBe(true);
  });

  it('signs out everywhere else in one step', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const others = [await signIn(member), await signIn(member, { userAgent: PHONE_CHROME })];
    const reply = await post(testApp, '/api/users/me/sessions/sign-out-others', {}, member.token);
    expect(reply.json()).toMatchObject({ ended: 2 });
    for (const token of others) expect(await verifies(token)).toBe(false);
    expect(await verifies(member.token)).toBe(true);
  });

  it('ends the session a browser still holds when it signs in again, and no other', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const phone = await signIn(member, { userAgent: PHONE_CHROME });
    const again = await signIn(member, { heldToken: member.token });
    expect(await verifies(member.token)).toBe(false);
    expect(await verifies(again)).toBe(true);
    expect(await verifies(phone)).toBe(true);
  });

  it('keeps only the session of a password change, under a token that names it', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const phone = await signIn(member, { userAgent: PHONE_CHROME });
    const changed = await put(
      testApp,
      '/change-password',
      { currentPassword: member.password, newPassword: 'a new sofa for Irbid' },
      member.token,
    );
    const { jwtToken } = changed.json<{ jwtToken: string }>();
    expect(sessionIdOf(jwtToken)).toBe(sessionIdOf(member.token));
    expect(await verifies(phone)).toBe(false);
    expect((await sessionList(jwtToken)).map((session) => session.id)).toEqual([
      sessionIdOf(jwtToken),
    ]);
  });
});

describe('a new sign-in', () => {
  it('is told to the member from a device not seen before, in the bell and by email, never twice', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    await signIn(member, { userAgent: PHONE_CHROME, ip: '86.108.12.7' });
    await signIn(member, { userAgent: PHONE_CHROME, ip: '86.108.12.99' });
    // The device of the member's first session, on its network: not new.
    await signIn(member, { userAgent: 'vitest', ip: '127.0.0.1' });
    const centre = await get(testApp, '/api/notifications', member.token);
    const notices = centre
      .json<{ notifications: { kind: string; device: unknown; path: string }[] }>()
      .notifications.filter((notification) => notification.kind === 'new_sign_in');
    expect(notices).toEqual([
      expect.objectContaining({
        device: { browser: 'Chrome', system: 'Android' },
        path: '/profile/security',
      }),
    ]);
    await testApp.deliveriesSettled();
    const mails = (await testApp.readOutbox()).filter(
      (entry): entry is Extract<OutboxEntry, { channel: 'email' }> =>
        entry.channel === 'email' && entry.to === member.email,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('New sign-in: Chrome on Android');
    expect(mails[0]?.text).toContain('/profile/security');
  });
});

describe('sessions ending on their own', () => {
  it('end after 30 days unused, and 180 days after they began however used', async () => {
    expect([SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS]).toEqual([30, 180]);
    // Tokens are signed on the real clock and outlive their session by weeks here, so what
    // ends the session is the rule, not the token's own expiry.
    const start = Date.now() - 60 * DAY_MS;
    let now = start;
    testApp = await createTestApp({}, { now: () => now });
    const member = await createMember(testApp);
    const row = await testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const clock = { now: () => now };
    const used = await newSessionToken({ database: testApp.database }, row);
    const idle = await newSessionToken({ database: testApp.database }, row);
    await testApp.database.db
      .updateTable('member_sessions')
      .set({ created_at: new Date(now).toISOString(), last_used_at: new Date(now).toISOString() })
      .execute();

    // One session is used every 20 days; the other lies unused (asking about it would use it).
    now += (SESSION_IDLE_DAYS - 1) * DAY_MS;
    expect(await verifies(used)).toBe(true);
    now += 1 * DAY_MS;
    expect(await verifies(idle)).toBe(false);
    for (let day = SESSION_IDLE_DAYS; day + 20 < SESSION_LIFETIME_DAYS; day += 20) {
      now += 20 * DAY_MS;
      expect(await verifies(used), `day ${day + 20}`).toBe(true);
    }
    now = start + SESSION_LIFETIME_DAYS * DAY_MS - 1000;
    expect(await verifies(used)).toBe(true);
    now += 1000;
    expect(await verifies(used)).toBe(false);

    // The sweep records both ends and leaves no open row behind.
    const ended = await sweepSessions({
      db: testApp.database.db,
      now: clock.now,
      realtime: { endSession: () => {} } as never,
      securityLog: { record: () => {} },
    });
    expect(ended).toBeGreaterThanOrEqual(2);
    const open = await testApp.database.db
      .selectFrom('member_sessions')
      .select('id')
      .where('user_id', '=', member.id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });
});

describe('an administrator ending a member’s sessions', () => {
  it('ends every session of the member at once, writes the audit log, and is for administrators only', async () => {
    testApp = await createTestApp();
    const admin = await registerAdmin(testApp);
    const member = await createMember(testApp);
    const phone = await signIn(member, { userAgent: PHONE_CHROME });
    const refused = await put(testApp, `/admin/users/${admin.id}/end-sessions`, {}, member.token);
    expect(refused.statusCode).toBe(403);
    expect(await verifies(admin.token)).toBe(true);

    const reply = await put(testApp, `/admin/users/${member.id}/end-sessions`, {}, admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ ended: 2 });
    for (const token of [member.token, phone]) expect(await verifies(token)).toBe(false);
    const audit = await get(testApp, '/admin/audit-log', admin.token);
    expect(audit.json<{ entries: unknown[] }>().entries[0]).toMatchObject({
      action: 'user.end_sessions',
      actor_id: admin.id,
      target_type: 'user',
      target_id: member.id,
    });
    // The member signs in again as usual.
    expect(await verifies(await signIn(member))).toBe(true);
    expect(
      (await put(testApp, '/admin/users/999999/end-sessions', {}, admin.token)).statusCode,
    ).toBe(404);
  });
});

describe('the security log', () => {
  it('records every sign-in attempt, every refused authorisation and every ended session, never a password', async () => {
    const lines: Record<string, unknown>[] = [];
    testApp = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    );
    const member = await createMember(testApp);
    const other = await createMember(testApp);
    await post(testApp, '/authentication/login', {
      email: member.email,
      password: 'not the password at all',
    });
    await post(testApp, '/authentication/login', {
      email: 'nobody@example.jo',
      password: 'not the password at all',
    });
    const token = await signIn(member, { ip: '86.108.12.7' });
    await put(testApp, `/admin/users/${other.id}/toggle-admin`, {}, token);
    await post(testApp, '/authentication/logout', {}, token);
    await get(testApp, '/profile', token);

    const events = lines
      .map((line) => line.security as Record<string, unknown> | undefined)
      .filter((event) => event !== undefined);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'sign_in',
          outcome: 'wrong_password',
          account: member.email,
          userId: member.id,
        }),
        expect.objectContaining({
          event: 'sign_in',
          outcome: 'unknown_account',
          account: 'nobody@example.jo',
          userId: null,
        }),
        expect.objectContaining({
          event: 'sign_in',
          outcome: 'signed_in',
          userId: member.id,
          network: '86.108.12.0/24',
        }),
        expect.objectContaining({
          event: 'access_refused',
          status: 403,
          code: 'ADMIN_ONLY',
          route: '/admin/users/:id/toggle-admin',
          userId: member.id,
        }),
        expect.objectContaining({
          event: 'session_ended',
          reason: 'signed_out',
          userId: member.id,
          sessions: [sessionIdOf(token)],
        }),
        expect.objectContaining({
          event: 'access_refused',
          status: 401,
          route: '/profile',
          userId: member.id,
        }),
      ]),
    );
    expect(JSON.stringify(lines)).not.toContain('not the password at all');
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
