import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AdminUser } from '@tabarru/contract/admin';
import type { AuditLogReply } from '@tabarru/contract/audit';
import type { FeedReply } from '@tabarru/contract/posts';
import type { WantedReply } from '@tabarru/contract/wanted';

import { totpCodeAt } from '../src/modules/two-factor/totp';
import { createMember, get, post, put, registerAdmin, type Member } from './support/accounts';
import { createdPostId, postFields } from './support/posts';
import { turnOnSecondStep } from './support/two-factor';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * An administrator suspends a member and lifts the suspension: the member's sessions end, they
 * cannot sign in, and their posts leave the feed, search and post pages until it is lifted.
 */

let testApp: TestApp;
let admin: Member;
let member: Member;

beforeEach(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  admin = await registerAdmin(testApp);
  member = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

const suspend = (target: Pick<Member, 'id'>, by: Member = admin, reason?: string) =>
  put(testApp, `/admin/users/${target.id}/suspend`, reason ? { reason } : {}, by.token);

const unsuspend = (target: Pick<Member, 'id'>, by: Member = admin) =>
  put(testApp, `/admin/users/${target.id}/unsuspend`, {}, by.token);

function signIn(who: Pick<Member, 'email' | 'password'>, password = who.password) {
  return post(testApp, '/authentication/login', { email: who.email, password });
}

async function verifies(token: string): Promise<boolean> {
  return (await post(testApp, '/authentication/verify', {}, token)).statusCode === 200;
}

async function feedIds(query = ''): Promise<number[]> {
  const response = await get(testApp, `/posts?limit=48${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedReply>().posts.map((card) => card.post_id);
}

async function auditActions(): Promise<AuditLogReply['entries']> {
  const response = await get(testApp, '/admin/audit-log', admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogReply>().entries;
}

async function listed(target: Pick<Member, 'email'>): Promise<AdminUser | undefined> {
  const response = await get(
    testApp,
    `/admin/users?q=${encodeURIComponent(target.email)}`,
    admin.token,
  );
  return response.json<AdminUser[]>()[0];
}

describe('suspending a member', () => {
  it('ends their sessions, refuses their sign-in with its own code, and lifts both on unsuspend, audit-logged', async () => {
    const phone = (await signIn(member)).json<{ jwtToken: string }>().jwtToken;
    expect(await verifies(phone)).toBe(true);

    const reply = await suspend(member, admin, 'Selling, not giving');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ id: member.id, suspended_at: expect.any(String) });
    for (const token of [member.token, phone]) expect(await verifies(token)).toBe(false);

    const refused = await signIn(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(refused.json<{ message: string }>().message).toMatch(/contact page/);
    // A wrong password learns nothing of the suspension.
    expect((await signIn(member, 'not the password at all')).statusCode).toBe(401);
    expect(await listed(member)).toMatchObject({
      suspended_at: expect.any(String),
      suspended_reason: 'Selling, not giving',
    });

    // Suspending again changes nothing and records nothing.
    expect((await suspend(member)).statusCode).toBe(200);

    const lifted = await unsuspend(member);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ id: member.id, suspended_at: null });
    const again = await signIn(member);
    expect(again.statusCode, again.body).toBe(200);
    expect(await verifies(again.json<{ jwtToken: string }>().jwtToken)).toBe(true);
    expect(await listed(member)).toMatchObject({ suspended_at: null, suspended_reason: null });

    const entries = await auditActions();
    expect(entries.map((entry) => entry.action)).toEqual(['user.unsuspend', 'user.suspend']);
    expect(entries[1]).toMatchObject({
      actor_id: admin.id,
      target_type: 'user',
      target_id: member.id,
      target_label: member.username,
      reason: 'Selling, not giving',
    });
  });

  it('hides their posts and wanted posts from the feed, search and post pages, and gives them back as they were', async () => {
    const other = await createMember(testApp);
    const sofa = await createdPostId(
      testApp,
      member.token,
      postFields({ title: 'Velvet sofa bed' }),
    );
    const flagged = await createdPostId(testApp, member.token, postFields({ title: 'Old radio' }));
    await testApp.database.db
      .updateTable('posts')
      .set({ moderation_status: 'flagged' })
      .where('id', '=', flagged)
      .execute();
    const lamp = await createdPostId(testApp, other.token, postFields({ title: 'Velvet lamp' }));
    const wantedReply = await post(
      testApp,
      '/api/wanted',
      { title: 'Velvet cot', description: 'Any size.', category: 'Toys', region: 'Irbid' },
      member.token,
    );
    expect(wantedReply.statusCode, wantedReply.body).toBe(201);
    const cot = wantedReply.json<WantedReply>().wanted.post_id;

    // Read once first, so the feed's cache holds them when the suspension lands.
    expect(await feedIds()).toEqual([lamp, sofa]);
    expect(await feedIds('&q=velvet')).toEqual([lamp, sofa]);
    expect(await feedIds('&kind=wanted')).toEqual([cot]);

    expect((await suspend(member)).statusCode).toBe(200);
    expect(await feedIds()).toEqual([lamp]);
    expect(await feedIds('&q=velvet')).toEqual([lamp]);
    expect(await feedIds('&kind=wanted')).toEqual([]);
    expect((await get(testApp, `/Posting/posts/${sofa}`, other.token)).statusCode).toBe(404);
    expect((await get(testApp, `/api/users/${member.id}/posts`)).json()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ post_id: sofa })]),
    );

    expect((await unsuspend(member)).statusCode).toBe(200);
    expect(await feedIds()).toEqual([lamp, sofa]);
    expect(await feedIds('&q=velvet')).toEqual([lamp, sofa]);
    expect(await feedIds('&kind=wanted')).toEqual([cot]);
    expect((await get(testApp, `/Posting/posts/${sofa}`, other.token)).statusCode).toBe(200);
    const statuses = await testApp.database.db
      .selectFrom('posts')
      .select(['id', 'moderation_status', 'status_before_suspension'])
      .where('user_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: sofa, moderation_status: 'visible', status_before_suspension: null },
      { id: flagged, moderation_status: 'flagged', status_before_suspension: null },
      { id: cot, moderation_status: 'visible', status_before_suspension: null },
    ]);
  });

  it('refuses the second step of a sign-in begun before the suspension', async () => {
    await testApp.close();
    let now = Date.now();
    testApp = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => now });
    admin = await registerAdmin(testApp);
    member = await createMember(testApp);
    const secret = await turnOnSecondStep(testApp, member, now);
    const { challenge } = (await signIn(member)).json<{ challenge: string }>();
    expect(challenge).toEqual(expect.any(String));

    expect((await suspend(member)).statusCode).toBe(200);
    now += 30_000;
    const second = await post(testApp, '/authentication/login/second-step', {
      challenge,
      code: totpCodeAt(secret, now),
    });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
  });

  it('refuses oneself and another administrator, leaving them as they were', async () => {
    const own = await suspend(admin);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'SUSPEND_OWN_ACCOUNT' });
    const other = await registerAdmin(testApp);
    const administrator = await suspend(other);
    expect(administrator.statusCode).toBe(403);
    expect(administrator.json()).toMatchObject({ code: 'SUSPEND_ADMINISTRATOR' });
    for (const token of [admin.token, other.token]) expect(await verifies(token)).toBe(true);
    expect(await listed(other)).toMatchObject({ suspended_at: null });
    expect(await auditActions()).toEqual([]);
  });

  it('is for administrators only, and answers 404 for a member that does not exist', async () => {
    const bystander = await createMember(testApp);
    expect((await suspend(bystander, member)).statusCode).toBe(403);
    expect((await unsuspend(bystander, member)).statusCode).toBe(403);
    const visitor = await put(testApp, `/admin/users/${bystander.id}/suspend`, {});
    expect(visitor.statusCode).toBe(401);
    expect(await verifies(bystander.token)).toBe(true);
    expect((await suspend({ id: 999_999 })).statusCode).toBe(404);
    expect((await unsuspend({ id: 999_999 })).statusCode).toBe(404);
    const tooLong = await suspend(bystander, admin, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(await verifies(bystander.token)).toBe(true);
  });
});
