import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { eventToday } from '@tabarru/contract/event-time';

import { del, get, post, put, registerAdmin, createMember, type Member } from './support/accounts';
import { answerClaim, claimPost, rate } from './support/handover';
import { danglingReferences } from './support/integrity';
import {
  createPost,
  createdPostId,
  jpegImage,
  multipartBody,
  postFields,
  storedFiles,
} from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * What deleting a member means (docs/decisions.md), through the administrator's delete and the
 * member's own (DELETE /api/users/me): one deletion service behind both.
 */

let testApp: TestApp;
let admin: Member;
let sara: Member;
let omar: Member;
let layla: Member;

beforeEach(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  admin = await registerAdmin(testApp);
  sara = await createMember(testApp);
  omar = await createMember(testApp);
  layla = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

const deleteMember = (member: Member) =>
  del(testApp, `/admin/users/${member.id}`, admin.token, { reason: 'Asked to leave' });

async function createEventWithPhoto(hue: number): Promise<void> {
  const body = multipartBody(
    {
      title: 'Clothes swap',
      description: 'Bring what you no longer wear.',
      owner_name: 'Irbid youth club',
      location: 'Irbid',
      event_date: eventToday(),
      start_time: '10:00',
      end_time: '13:00',
    },
    [await jpegImage(hue)],
  );
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/events',
    headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A conversation of two members: one message each way, through the messaging API. */
async function converse(first: Member, second: Member): Promise<void> {
  for (const [from, to] of [
    [first, second],
    [second, first],
  ] as const) {
    const sent = await post(
      testApp,
      '/messages',
      { receiver_id: to.id, content: 'Is it still available?' },
      from.token,
    );
    expect(sent.statusCode, sent.body).toBe(201);
  }
}

/** `receiver` claims the donor's post and the donor confirms it: a handover between them. */
async function handOver(donor: Member, postId: number, receiver: Member): Promise<void> {
  const confirmed = await answerClaim(
    testApp,
    await claimPost(testApp, postId, receiver),
    'confirm',
    donor,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** Rows of any table that still name the member, by table. */
async function rowsNaming(member: Member): Promise<Record<string, number>> {
  const { db } = testApp.database;
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    users: await count(db.selectFrom('users').select('id').where('id', '=', member.id).execute()),
    posts: await count(
      db.selectFrom('posts').select('id').where('user_id', '=', member.id).execute(),
    ),
    claims: await count(
      db
        .selectFrom('donation_claims')
        .select('id')
        .where((eb) => eb.or([eb('receiver_id', '=', member.id), eb('donor_id', '=', member.id)]))
        .execute(),
    ),
    feedback: await count(
      db
        .selectFrom('feedback')
        .select('id')
        .where((eb) => eb.or([eb('giver_id', '=', member.id), eb('receiver_id', '=', member.id)]))
        .execute(),
    ),
    conversations: await count(
      db
        .selectFrom('conversations')
        .select('id')
        .where((eb) => eb.or([eb('user_a_id', '=', member.id), eb('user_b_id', '=', member.id)]))
        .execute(),
    ),
    messages: await count(
      db
        .selectFrom('messages')
        .select('id')
        .where((eb) => eb.or([eb('sender_id', '=', member.id), eb('receiver_id', '=', member.id)]))
        .execute(),
    ),
    reports: await count(
      db.selectFrom('post_reports').select('id').where('reporter_id', '=', member.id).execute(),
    ),
    resets: await count(
      db.selectFrom('password_resets').select('id').where('user_id', '=', member.id).execute(),
    ),
    codes: await count(
      db.selectFrom('phone_verifications').select('id').where('phone', '=', member.phone).execute(),
    ),
  };
}

const NOTHING = {
  users: 0,
  posts: 0,
  claims: 0,
  feedback: 0,
  conversations: 0,
  messages: 0,
  reports: 0,
  resets: 0,
  codes: 0,
};

describe('deleting a member', () => {
  it('removes everything they wrote and their photo files, keeps what others use, and ends their token at once', async () => {
    // Sara's posts: one photo of her own, one Omar shows too, one an event shows.
    const ownPhoto = await createdPostId(testApp, sara.token, postFields(), [await jpegImage(1)]);
    await createdPostId(testApp, sara.token, postFields({ title: 'Books' }), [
      await jpegImage(2),
      await jpegImage(3),
    ]);
    const omarPost = await createdPostId(testApp, omar.token, postFields({ title: 'Lamp' }), [
      await jpegImage(2),
    ]);
    const omarChair = await createdPostId(testApp, omar.token, postFields({ title: 'Chair' }));
    await createEventWithPhoto(3);
    // Handovers Omar confirmed to Sara and to Layla, who rate him, and he rates Sara; a claim
    // waiting on Sara's post; a conversation, a report, a reset link.
    await handOver(omar, omarPost, sara);
    await handOver(omar, omarChair, layla);
    expect(
      (await post(testApp, '/api/donations/claims', { post_id: ownPhoto }, layla.token)).statusCode,
    ).toBe(201);
    await rate(testApp, sara, omar, 5, 'Kind and on time');
    await rate(testApp, layla, omar, 3, 'Kind and on time');
    await rate(testApp, omar, sara, 4, 'Kind and on time');
    await converse(sara, omar);
    await converse(omar, layla);
    expect(
      (await post(testApp, `/posts/${omarPost}/report`, { reason: 'spam' }, sara.token)).statusCode,
    ).toBe(200);
    expect((await post(testApp, '/forgot-password', { email: sara.email })).statusCode).toBe(200);
    expect((await get(testApp, `/api/users/${omar.id}`)).json()).toMatchObject({
      rating: 4,
      items_donated: 2,
    });
    expect(await rowsNaming(sara)).not.toEqual(NOTHING);
    const filesBefore = await storedFiles(testApp);
    expect(filesBefore).toHaveLength(8);

    const response = await deleteMember(sara);
    expect(response.statusCode, response.body).toBe(200);

    expect((await get(testApp, '/profile', sara.token)).statusCode).toBe(401);
    expect(await rowsNaming(sara)).toEqual(NOTHING);
    expect(await danglingReferences(testApp)).toEqual([]);
    // Her own photo's two files went; the ones Omar's post and the event show stayed.
    const filesAfter = await storedFiles(testApp);
    expect(filesAfter).toHaveLength(6);
    expect(filesBefore.filter((name) => !filesAfter.includes(name))).toHaveLength(2);
    // Omar's kept rating loses Sara's; his handovers stay counted, hers to him included.
    expect((await get(testApp, `/api/users/${omar.id}`)).json()).toMatchObject({
      rating: 3,
      rating_count: 1,
      items_donated: 2,
    });
    // Others keep their own things: Omar's posts, Omar and Layla's conversation, the event.
    // Both were handed over: donated, they are found among all the items, not those on offer.
    const feed = (await get(testApp, '/posts?availability=all')).json<{
      posts: { post_id: number }[];
    }>();
    expect(feed.posts.map((card) => card.post_id)).toEqual([omarChair, omarPost]);
    expect(
      await testApp.database.db.selectFrom('messages').select('sender_id').execute(),
    ).toHaveLength(2);
    const contacts = await get(testApp, '/messages/contacts', omar.token);
    expect(contacts.json<{ id: number }[]>().map((contact) => contact.id)).toEqual([layla.id]);
    expect((await get(testApp, '/events')).json<unknown[]>()).toHaveLength(1);
  });

  it('leaves no post, row or file of a post sent while the member is being deleted', async () => {
    for (let round = 0; round < 3; round += 1) {
      const member = await createMember(testApp);
      await createdPostId(testApp, member.token, postFields(), [await jpegImage(10 + round)]);
      const [created, deleted] = await Promise.all([
        createPost(testApp, member.token, postFields({ title: 'Late' }), [
          await jpegImage(20 + round),
        ]),
        deleteMember(member),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([201, 401]).toContain(created.statusCode);
      expect(await rowsNaming(member)).toEqual(NOTHING);
    }
    expect(await danglingReferences(testApp)).toEqual([]);
    expect(await storedFiles(testApp)).toEqual([]);
  });

  it('keeps what an administrator made without its author', async () => {
    const second = await registerAdmin(testApp);
    const body = multipartBody(
      {
        title: 'Repair café',
        description: 'Fix before you throw.',
        owner_name: 'Tabarru',
        location: 'Amman',
        event_date: eventToday(),
        start_time: '09:00',
        end_time: '12:00',
      },
      [await jpegImage(40)],
    );
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/events',
      headers: { ...body.headers, authorization: `Bearer ${second.token}` },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    expect((await deleteMember(second)).statusCode).toBe(200);
    expect(
      await testApp.database.db.selectFrom('events').select(['title', 'created_by']).execute(),
    ).toEqual([{ title: 'Repair café', created_by: null }]);
    // The audit log still names who made it and who deleted whom.
    const entries = await testApp.database.db
      .selectFrom('audit_log')
      .select(['actor_name', 'action', 'target_label'])
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { actor_name: second.username, action: 'event.create', target_label: 'Repair café' },
      { actor_name: admin.username, action: 'user.delete', target_label: second.username },
    ]);
    expect(await danglingReferences(testApp)).toEqual([]);
  });
});

describe('a member deleting their own account', () => {
  const deleteOwn = (member: Member, password: string) =>
    del(testApp, '/api/users/me', member.token, { password });

  /** Sara with a post of hers claimed, a handover, ratings both ways, a conversation, a block. */
  async function saraWithHistory(): Promise<void> {
    const sofa = await createdPostId(testApp, sara.token, postFields(), [await jpegImage(5)]);
    const omarLamp = await createdPostId(testApp, omar.token, postFields({ title: 'Lamp' }));
    await handOver(omar, omarLamp, sara);
    await rate(testApp, sara, omar, 5, 'Kind and on time');
    await rate(testApp, omar, sara, 4, 'Kind and on time');
    expect(
      (await post(testApp, '/api/donations/claims', { post_id: sofa }, layla.token)).statusCode,
    ).toBe(201);
    await converse(sara, omar);
    expect((await put(testApp, `/api/blocks/${layla.id}`, {}, sara.token)).statusCode).toBe(200);
  }

  it('changes nothing with a wrong password, and keeps the session', async () => {
    await saraWithHistory();
    const before = await rowsNaming(sara);
    const response = await deleteOwn(sara, 'not my password at all');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Your password is not correct',
    });
    expect(await rowsNaming(sara)).toEqual(before);
    expect((await get(testApp, '/profile', sara.token)).statusCode).toBe(200);
    expect((await del(testApp, '/api/users/me', sara.token, {})).statusCode).toBe(400);
  });

  it('with the right password removes the account and everything of theirs, and ends the token at once', async () => {
    await saraWithHistory();
    const filesBefore = await storedFiles(testApp);
    expect(filesBefore).toHaveLength(4);

    const response = await deleteOwn(sara, sara.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been deleted.' });

    expect(await rowsNaming(sara)).toEqual(NOTHING);
    expect(
      await testApp.database.db
        .selectFrom('member_blocks')
        .selectAll()
        .where((eb) => eb.or([eb('blocker_id', '=', sara.id), eb('blocked_id', '=', sara.id)]))
        .execute(),
    ).toEqual([]);
    expect(await danglingReferences(testApp)).toEqual([]);
    // Her sofa's photo went; Omar's lamp keeps its own.
    expect(await storedFiles(testApp)).toHaveLength(2);
    expect((await get(testApp, '/profile', sara.token)).statusCode).toBe(401);
    expect((await deleteOwn(sara, sara.password)).statusCode).toBe(401);
    const signIn = await post(testApp, '/authentication/login', {
      email: sara.email,
      password: sara.password,
    });
    expect(signIn.statusCode).toBe(401);
    // Omar's rating lost hers; a member's own deletion is not an administrator's action.
    expect((await get(testApp, `/api/users/${omar.id}`)).json()).toMatchObject({
      rating: null,
      rating_count: 0,
      items_donated: 1,
    });
    expect(await testApp.database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('refuses the last administrator, and lets an administrator go while another stays', async () => {
    const response = await deleteOwn(admin, admin.password);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect((await get(testApp, '/profile', admin.token)).statusCode).toBe(200);

    const second = await registerAdmin(testApp);
    expect((await deleteOwn(admin, admin.password)).statusCode).toBe(200);
    expect((await deleteOwn(second, second.password)).statusCode).toBe(409);
  });
});
