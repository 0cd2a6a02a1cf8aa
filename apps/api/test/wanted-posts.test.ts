import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { NotificationListReply } from '@tabarru/contract/notifications';
import type { FeedReply, MemberItemsReply } from '@tabarru/contract/posts';
import type { SavedSearchListReply } from '@tabarru/contract/saved-searches';
import { WANTED_DAYS, type WantedListReply, type WantedReply } from '@tabarru/contract/wanted';

import { get, post, put, registerAdmin, createMember, type Member } from './support/accounts';
import { createdPostId, postFields } from './support/posts';
import { expectRefused } from './support/refusals';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Wanted posts: a member says what they look for, without a photo; it shows in the
 * feed behind the Wanted switch and on their page until it expires, unless renewed; it is
 * answered by a message, never claimed; a new giving post that matches it tells its author.
 */

const START = Date.UTC(2026, 10, 27, 9, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

let clock = START;
let testApp: TestApp;
let seeker: Member;
let giver: Member;

beforeEach(async () => {
  clock = START;
  testApp = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => clock });
  seeker = await createMember(testApp);
  giver = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

const STROLLER = {
  title: 'Baby stroller',
  description: 'For a newborn, any colour.',
  category: 'Toys',
  region: 'Irbid',
};

async function wanted(by: Member, content: object = STROLLER): Promise<WantedReply['wanted']> {
  const response = await post(testApp, '/api/wanted', content, by.token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WantedReply>().wanted;
}

async function feedIds(query: string, member?: Member): Promise<number[]> {
  const response = await get(testApp, `/posts?${query}`, member?.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedReply>().posts.map((card) => card.post_id);
}

async function wantedOfMember(member: Member): Promise<number[]> {
  const response = await get(testApp, `/api/users/${member.id}/wanted`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WantedListReply>().wanted.map((item) => item.post_id);
}

async function notificationsOf(member: Member) {
  const response = await get(testApp, '/api/notifications', member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationListReply>().notifications;
}

/** A giving post, once the matcher is done with it (the create request waits for it). */
function give(by: Member, title: string, category = 'Toys') {
  return createdPostId(
    testApp,
    by.token,
    postFields({ title, location: 'Amman - Abdoun', features: JSON.stringify([category]) }),
  );
}

describe('a wanted post', () => {
  it('is created without a photo and runs for its days, by any of the category’s and region’s names', async () => {
    const item = await wanted(seeker, { ...STROLLER, category: 'toys', region: 'إربد' });
    expect(item).toMatchObject({
      user_id: seeker.id,
      username: seeker.username,
      title: 'Baby stroller',
      category: 'Toys',
      region: 'Irbid',
      under_review: false,
      expires_at: new Date(START + WANTED_DAYS * DAY_MS).toISOString(),
    });
  });

  it('refuses a visitor and a form without its title, and writes nothing', async () => {
    const visitor = await post(testApp, '/api/wanted', STROLLER);
    expect(visitor.statusCode).toBe(401);
    await expectRefused(
      testApp,
      () => post(testApp, '/api/wanted', { ...STROLLER, title: '  ' }, seeker.token),
      400,
      { field: 'title' },
    );
  });

  it('shows in the feed behind the Wanted switch, searchable, and on its author’s page, never among the items given', async () => {
    const item = await wanted(seeker);
    const sofa = await give(giver, 'Grey sofa', 'Furniture');

    expect(await feedIds('kind=wanted')).toEqual([item.post_id]);
    expect(await feedIds('kind=wanted&q=strollers&region=Irbid', giver)).toEqual([item.post_id]);
    expect(await feedIds('')).toEqual([sofa]);
    expect(await feedIds('q=stroller')).toEqual([]);
    expect(await wantedOfMember(seeker)).toEqual([item.post_id]);
    const items = await get(testApp, `/api/users/${seeker.id}/posts`);
    expect(items.json<MemberItemsReply>().posts).toEqual([]);
    const page = await get(testApp, `/Posting/posts/${item.post_id}`, giver.token);
    expect(page.statusCode, page.body).toBe(200);
  });

  it('leaves the feed and its author’s page when it expires, and comes back when its author renews it', async () => {
    const item = await wanted(seeker);
    clock = START + (WANTED_DAYS + 1) * DAY_MS;
    expect(await feedIds('kind=wanted')).toEqual([]);
    expect(await wantedOfMember(seeker)).toEqual([]);

    await expectRefused(
      testApp,
      () => put(testApp, `/api/wanted/${item.post_id}/renew`, {}, giver.token),
      403,
      { code: 'NOT_POST_OWNER' },
    );
    const renewed = await put(testApp, `/api/wanted/${item.post_id}/renew`, {}, seeker.token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<WantedReply>().wanted.expires_at).toBe(
      new Date(clock + WANTED_DAYS * DAY_MS).toISOString(),
    );
    expect(await feedIds('kind=wanted')).toEqual([item.post_id]);

    const sofa = await give(giver, 'Grey sofa', 'Furniture');
    const notWanted = await put(testApp, `/api/wanted/${sofa}/renew`, {}, giver.token);
    expect(notWanted.statusCode).toBe(404);
  });

  it('is edited by its owner alone, held to the blocklist, and runs until when it ran', async () => {
    const item = await wanted(seeker);
    const cot = { ...STROLLER, title: 'Baby cot', description: 'Wooden, any size.' };
    await expectRefused(
      testApp,
      () => put(testApp, `/api/wanted/${item.post_id}`, cot, giver.token),
      403,
      { code: 'NOT_POST_OWNER' },
    );
    await expectRefused(
      testApp,
      () => put(testApp, `/api/wanted/${item.post_id}`, { ...cot, title: ' ' }, seeker.token),
      400,
      { field: 'title' },
    );
    const sofa = await give(giver, 'Grey sofa', 'Furniture');
    const giving = await put(testApp, `/api/wanted/${sofa}`, cot, giver.token);
    expect(giving.statusCode).toBe(404);

    clock = START + DAY_MS;
    const edited = await put(testApp, `/api/wanted/${item.post_id}`, cot, seeker.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<WantedReply>()).toMatchObject({
      message: 'Wanted post updated.',
      wanted: { title: 'Baby cot', description: 'Wooden, any size.', expires_at: item.expires_at },
    });
    expect(await feedIds(`kind=wanted&q=${encodeURIComponent('cot')}`)).toEqual([item.post_id]);

    const spam = await put(
      testApp,
      `/api/wanted/${item.post_id}`,
      { ...cot, description: 'Offers at www.cot-deals.example' },
      seeker.token,
    );
    expect(spam.statusCode, spam.body).toBe(200);
    expect(spam.json<WantedReply>().wanted.under_review).toBe(true);
    expect(await feedIds('kind=wanted')).toEqual([]);
  });

  it('tells of new posts by its edited words, not its old ones', async () => {
    const item = await wanted(seeker);
    const edited = await put(
      testApp,
      `/api/wanted/${item.post_id}`,
      { ...STROLLER, title: 'Baby cot' },
      seeker.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await give(giver, 'Baby stroller, folding');
    const cot = await give(giver, 'Wooden baby cots');
    expect((await notificationsOf(seeker)).map((told) => told.post?.id)).toEqual([cot]);
  });

  it('is answered by a message about it, never claimed', async () => {
    const item = await wanted(seeker);
    await expectRefused(
      testApp,
      () =>
        post(
          testApp,
          '/api/donations/claims',
          { post_id: item.post_id, message: 'Mine?' },
          giver.token,
        ),
      400,
      { code: 'CLAIM_WANTED_POST' },
    );
    const message = await post(
      testApp,
      '/messages',
      { receiver_id: seeker.id, content: 'I have this: a blue one.', post_id: item.post_id },
      giver.token,
    );
    expect(message.statusCode, message.body).toBe(201);
    // The wanted post's own thread.
    const history = await get(
      testApp,
      `/messages/${giver.id}?post_id=${item.post_id}`,
      seeker.token,
    );
    expect(history.json<{ post_id: number | null }[]>().at(-1)?.post_id).toBe(item.post_id);
  });

  it('is moderated as a post: the blocklist holds it, and two reports hide it', async () => {
    const held = await wanted(seeker, {
      ...STROLLER,
      description: 'Send offers at www.stroller-deals.example',
    });
    expect(held.under_review).toBe(true);
    const item = await wanted(seeker, { ...STROLLER, title: 'Baby cot' });
    expect(await feedIds('kind=wanted')).toEqual([item.post_id]);

    for (const reporter of [giver, await createMember(testApp)]) {
      const report = await post(
        testApp,
        `/posts/${item.post_id}/report`,
        { reason: 'spam' },
        reporter.token,
      );
      expect(report.statusCode, report.body).toBe(200);
    }
    expect(await feedIds('kind=wanted')).toEqual([]);
    const admin = await registerAdmin(testApp);
    const flagged = await get(testApp, '/admin/flagged-posts', admin.token);
    expect(flagged.body).toContain(`"post_id":${item.post_id}`);
  });
});

describe('a new giving post that matches a wanted post', () => {
  it('tells its author, naming the new post, while it runs', async () => {
    const item = await wanted(seeker);
    const stroller = await give(giver, 'Light strollers for babies');
    await give(giver, 'Stroller', 'Furniture');

    const told = await notificationsOf(seeker);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'wanted_match',
        actor: expect.objectContaining({ id: giver.id }),
        post: expect.objectContaining({ id: stroller }),
        path: `/posts/${stroller}`,
      }),
    ]);

    // The wanted post's words are not one of the member's saved searches.
    const saved = await get(testApp, '/api/saved-searches', seeker.token);
    expect(saved.json<SavedSearchListReply>().savedSearches).toEqual([]);

    clock = START + (WANTED_DAYS + 1) * DAY_MS;
    await give(giver, 'Baby stroller, folding');
    expect(await notificationsOf(seeker)).toHaveLength(1);
    expect(item.post_id).toBeGreaterThan(0);
  });

  it('another wanted post matches no one', async () => {
    await wanted(seeker);
    await wanted(giver, { ...STROLLER, title: 'Baby stroller wanted too' });
    expect(await notificationsOf(seeker)).toEqual([]);
  });
});
