import { afterEach, describe, expect, it } from 'vitest';

import {
  accountTables,
  claimsOf,
  get,
  post,
  put,
  createMember,
  uniquePhone,
  verifyPhone,
  type Member,
} from './support/accounts';
import { searchColumnsOf } from '../src/modules/feed/search-words';
import { confirmedHandover, rate } from './support/handover';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

/** `giver` rates `receiver` after `receiver` gave them an item. */
async function giveFeedback(giver: Member, receiver: Member, rating: number, comment?: string) {
  await confirmedHandover(testApp, receiver, giver);
  await rate(testApp, giver, receiver, rating, comment);
}

function credentials(member: Member, change: Record<string, unknown> = {}) {
  return {
    username: member.username,
    email: member.email,
    phone_number: member.phone,
    ...change,
  };
}

describe('GET /profile and GET /Posting/', () => {
  it('answer a list whose first item is the own profile, with the defaults of a new member', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    for (const url of ['/profile', '/Posting/']) {
      const response = await get(testApp, url, member.token);
      expect(response.statusCode).toBe(200);
      const [profile] = response.json<Record<string, unknown>[]>();
      expect(profile).toMatchObject({
        id: member.id,
        username: member.username,
        email: member.email,
        phone_number: member.phone,
        is_admin: false,
        location: null,
        rating: null,
        active_posts: 0,
        items_donated: 0,
        feedbacks: [],
        zip_code: null,
      });
      expect(profile).not.toHaveProperty('password_hash');
      expect(profile).not.toHaveProperty('token_version');
    }
  });

  it('answers 401 without a token', async () => {
    testApp = await createTestApp();
    expect((await get(testApp, '/profile')).statusCode).toBe(401);
    expect((await get(testApp, '/Posting/')).statusCode).toBe(401);
  });
});

describe('GET /api/users/:userId', () => {
  it('shows public fields only, the rating to one decimal and the feedback received', async () => {
    testApp = await createTestApp();
    const [sara, omar, lina, hadi] = [
      await createMember(testApp),
      await createMember(testApp),
      await createMember(testApp),
      await createMember(testApp),
    ] as [Member, Member, Member, Member];
    await giveFeedback(omar, sara, 5, 'Kind and on time');
    await giveFeedback(lina, sara, 4, 'Thank you');
    await giveFeedback(hadi, sara, 4);

    const response = await get(testApp, `/api/users/${sara.id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json<Record<string, unknown>>();
    expect(profile).toMatchObject({
      id: sara.id,
      username: sara.username,
      rating: 4.3,
      rating_count: 3,
      items_donated: 3,
      items_received: 0,
    });
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('phone_number');
    expect(profile).not.toHaveProperty('password_hash');
    expect(JSON.stringify(profile)).not.toContain(sara.email);
    expect(profile.feedbacks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rating: 5,
          comment: 'Kind and on time',
          giver_username: omar.username,
        }),
      ]),
    );
  });

  it('answers 404 for an unknown member and 400 for an id that is not one', async () => {
    testApp = await createTestApp();
    expect((await get(testApp, '/api/users/4242')).statusCode).toBe(404);
    expect((await get(testApp, '/api/users/abc')).statusCode).toBe(400);
    expect((await get(testApp, '/api/users/-1')).statusCode).toBe(400);
  });
});

describe('PUT /update-credentials', () => {
  it('changes username and location, answers a token with the new username, and keeps a new email waiting for its link', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const response = await put(
      testApp,
      '/update-credentials',
      {
        ...credentials(member, {
          username: 'sara_new',
          email: 'NEW@example.jo',
          location: 'Irbid',
        }),
        currentPassword: member.password,
      },
      member.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<{
      message: string;
      user: Record<string, unknown>;
      jwtToken: string;
    }>();
    expect(reply.message).toBe('Profile updated successfully');
    expect(reply.user).toMatchObject({
      username: 'sara_new',
      email: member.email,
      pending_email: 'new@example.jo',
      location: 'Irbid',
    });
    const claims = claimsOf(reply.jwtToken);
    expect(claims.username).toBe('sara_new');
    expect((await post(testApp, '/authentication/verify', {}, member.token)).json()).toBe(true);
  });

  it('writes only the fields of the form: a role, an id or a token version sent along are ignored', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const before = await testApp.database.db
      .selectFrom('users')
      .select(['id', 'is_admin', 'token_version', 'password_hash', 'created_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const response = await put(
      testApp,
      '/update-credentials',
      {
        ...credentials(member, { location: 'Irbid' }),
        is_admin: true,
        isAdmin: true,
        id: member.id + 1000,
        token_version: 99,
        password_hash: 'chosen',
        created_at: '2000-01-01T00:00:00.000Z',
      },
      member.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await testApp.database.db
      .selectFrom('users')
      .select(['id', 'is_admin', 'token_version', 'password_hash', 'created_at', 'location'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, location: 'Irbid' });
    expect(claimsOf(response.json<{ jwtToken: string }>().jwtToken).isAdmin).toBe(false);
  });

  it('needs a newly verified phone to change the phone', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const newPhone = uniquePhone();
    const before = await accountTables(testApp);
    const refused = await put(
      testApp,
      '/update-credentials',
      credentials(member, { phone_number: newPhone }),
      member.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'phone_number' });
    expect(await accountTables(testApp)).toEqual(before);

    await verifyPhone(testApp, newPhone);
    const accepted = await put(
      testApp,
      '/update-credentials',
      credentials(member, { phone_number: `0${newPhone.slice(4)}` }),
      member.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ user: { phone_number: newPhone } });
  });

  it('answers 409 for a username or email of another member and changes nothing', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const other = await createMember(testApp);
    const before = await accountTables(testApp);
    for (const [change, code] of [
      [{ username: other.username.toUpperCase() }, 'USERNAME_TAKEN'],
      [{ email: other.email }, 'EMAIL_TAKEN'],
      [{ phone_number: other.phone }, 'PHONE_TAKEN'],
    ] as const) {
      const response = await put(
        testApp,
        '/update-credentials',
        { ...credentials(member, change), currentPassword: member.password },
        member.token,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code });
    }
    expect(await accountTables(testApp)).toEqual(before);
  });

  it('refuses a visitor with 401 and bad fields with 400', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    expect((await put(testApp, '/update-credentials', credentials(member))).statusCode).toBe(401);
    const bad = await put(
      testApp,
      '/update-credentials',
      credentials(member, { email: 'nope' }),
      member.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'email' });
  });
});

describe('PUT /change-password', () => {
  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const before = await accountTables(testApp);
    const response = await put(
      testApp,
      '/change-password',
      { currentPassword: 'not my password', newPassword: 'a brand new password' },
      member.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
    expect(await accountTables(testApp)).toEqual(before);
  });

  it('refuses a common new password and one that is too short', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const common = await put(
      testApp,
      '/change-password',
      { currentPassword: member.password, newPassword: 'baseball1' },
      member.token,
    );
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', field: 'newPassword' });
    const short = await put(
      testApp,
      '/change-password',
      { currentPassword: member.password, newPassword: 'seven77' },
      member.token,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'newPassword' });
  });
});

describe('notification counts', () => {
  it('counts pending claims for the donor only, and refuses another member’s count, to administrators too', async () => {
    testApp = await createTestApp();
    const donor = await createMember(testApp);
    const receiver = await createMember(testApp);
    const now = new Date().toISOString();
    const { id: postId } = await testApp.database.db
      .insertInto('posts')
      .values({
        user_id: donor.id,
        title: 'Sofa',
        description: 'Three seats',
        email: donor.email,
        phone: '0791234567',
        location: 'Amman - Abdoun',
        region: 'Amman',
        category: 'Furniture',
        features: '[]',
        ...searchColumnsOf({ title: 'Sofa', description: 'Three seats', extras: [] }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testApp.database.db
      .insertInto('donation_claims')
      .values({ post_id: postId, receiver_id: receiver.id, donor_id: donor.id, created_at: now })
      .execute();

    const own = await get(testApp, `/api/donations/claims/count/${donor.id}`, donor.token);
    expect(own.json()).toEqual({ pendingClaims: 1, unseenDecisions: 0, ratingPrompts: 0 });
    const others = await get(testApp, `/api/donations/claims/count/${donor.id}`, receiver.token);
    expect(others.statusCode).toBe(403);
    expect(others.json()).toMatchObject({ code: 'CLAIMS_OF_ANOTHER' });
    await testApp.database.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('id', '=', receiver.id)
      .execute();
    const byAdmin = await get(testApp, `/api/donations/claims/count/${donor.id}`, receiver.token);
    expect(byAdmin.statusCode).toBe(403);
    expect((await get(testApp, `/api/donations/claims/count/${donor.id}`)).statusCode).toBe(401);
  });

  it('counts conversations with unread messages', async () => {
    testApp = await createTestApp();
    const sara = await createMember(testApp);
    const omar = await createMember(testApp);
    for (const content of ['Is the sofa still there?', 'I can come today']) {
      const sent = await post(testApp, '/messages', { receiver_id: sara.id, content }, omar.token);
      expect(sent.statusCode, sent.body).toBe(201);
    }
    expect((await get(testApp, '/messages/unread/count', sara.token)).json()).toEqual({
      unreadCount: 1,
    });
    expect((await get(testApp, '/messages/unread/count', omar.token)).json()).toEqual({
      unreadCount: 0,
    });
    expect((await get(testApp, '/messages/unread/count')).statusCode).toBe(401);
  });
});
