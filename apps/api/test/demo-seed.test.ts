import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { splitLocation } from '@tabarru/contract/location';
import type { Campaign } from '@tabarru/contract/campaigns';
import type { Contact } from '@tabarru/contract/messages';
import type { FeedReply } from '@tabarru/contract/posts';

import { createImageStore } from '../src/infra/media';
import { ensureAdministrator } from '../src/modules/admin/bootstrap';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-data';
import { seedDemoData } from '../src/modules/demo/seed';
import { get, post, createMember } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

function seed() {
  return seedDemoData(
    testApp.database.db,
    createImageStore(testApp.config.dataDir, testApp.config.publicApiUrl),
  );
}

describe('demo data', () => {
  it('fills an empty database (administrators aside) with members, posts and coming events in both languages', async () => {
    testApp = await createTestApp();
    await ensureAdministrator(testApp.database, {
      email: 'admin@tabarru.jo',
      password: 'a long admin password',
      phone: '+962790000001',
    });
    const accounts = await seed();
    expect(accounts).toHaveLength(7);

    const feed = (await get(testApp, '/posts?limit=48&availability=all')).json<{
      posts: {
        title: string;
        category: string;
        location: string;
        attached_photo_url: string;
        availability: string;
      }[];
      pagination: { totalPosts: number };
    }>();
    expect(feed.pagination.totalPosts).toBe(30);
    // The feed of every visitor shows what is still on offer: the demo's handovers are not there.
    const onOffer = feed.posts.filter((card) => card.availability !== 'donated').length;
    expect(onOffer).toBeLessThan(30);
    expect((await get(testApp, '/posts')).json()).toMatchObject({
      pagination: { totalPosts: onOffer },
    });
    const titles = feed.posts.map((card) => card.title);
    expect(titles.some((title) => /[\u0600-\u06FF]/.test(title))).toBe(true);
    expect(titles.some((title) => /^[A-Za-z]/.test(title))).toBe(true);
    expect(new Set(feed.posts.map((card) => card.category)).size).toBe(11);
    expect(new Set(feed.posts.map((card) => card.location.split(' - ')[0])).size).toBe(12);
    expect(feed.posts.every((card) => card.attached_photo_url.endsWith('-480.webp'))).toBe(true);
    expect(new Set(feed.posts.map((card) => card.attached_photo_url)).size).toBe(30);
    expect(
      (await readdir(path.join(testApp.config.dataDir, 'uploads'))).length,
    ).toBeGreaterThanOrEqual(60);

    // Each giving post carries its own donor's phone and email.
    const postContacts = await testApp.database.db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .select(['posts.phone', 'posts.email', 'users.phone_number', 'users.email as donor_email'])
      .where('posts.kind', '=', 'give')
      .execute();
    for (const contact of postContacts) {
      expect(`+962${contact.phone.slice(1)}`).toBe(contact.phone_number);
      expect(contact.email).toBe(contact.donor_email);
    }

    // What members are looking for, in both languages, behind the feed's Wanted switch.
    const wanted = (await get(testApp, '/posts?kind=wanted')).json<FeedReply>();
    // Three of members, four of the two organisations, each need with what came in so far.
    expect(wanted.posts).toHaveLength(7);
    expect(wanted.posts.filter((card) => card.need)).toHaveLength(4);
    expect(wanted.posts.filter((card) => (card.need?.received ?? 0) > 0)).toHaveLength(3);

    // The two verified organisations' pages, with their drop-off points and open needs.
    const organisations = await testApp.database.db
      .selectFrom('organisations')
      .select(['id', 'status'])
      .orderBy('id')
      .execute();
    expect(organisations.map((row) => row.status)).toEqual(['verified', 'verified']);
    for (const { id } of organisations) {
      const page = (await get(testApp, `/api/organisations/${id}`)).json<{
        name_en: string;
        name_ar: string;
        drop_off_points: unknown[];
      }>();
      expect(page.name_en).toMatch(/^[A-Za-z -]+$/);
      expect(page.name_ar).toMatch(/[\u0600-\u06FF]/);
      expect(page.drop_off_points.length).toBeGreaterThan(0);
      const needs = (await get(testApp, `/api/organisations/${id}/needs`)).json<{
        needs: unknown[];
      }>();
      expect(needs.needs).toHaveLength(2);
    }

    // The clothing bank's winter campaign, under way: its bars filled by what came in.
    const [campaign] = (await get(testApp, '/api/campaigns')).json<{ campaigns: Campaign[] }>()
      .campaigns;
    expect(campaign).toMatchObject({ title_en: 'Winter warmth', title_ar: 'دفء الشتاء' });
    expect(campaign?.progress.map((entry) => entry.region)).toEqual([
      'Amman',
      'Zarqa',
      'Irbid',
      'Mafraq',
    ]);
    // The receipts of the needs there, and any handover of the demo in its categories.
    const received = (region: string) =>
      campaign?.progress.find((entry) => entry.region === region)?.received ?? 0;
    expect(received('Mafraq')).toBeGreaterThanOrEqual(120);
    expect(received('Zarqa')).toBeGreaterThanOrEqual(60);
    expect(received('Amman')).toBeGreaterThanOrEqual(35);
    expect(wanted.posts.some((card) => /[\u0600-\u06FF]/.test(card.title))).toBe(true);
    expect(wanted.posts.some((card) => /^[A-Za-z ]+$/.test(card.title))).toBe(true);

    // Each post's area is in its title's language, as the member who wrote it would have typed it.
    const ARABIC_LETTER = /\p{Script=Arabic}/u;
    for (const card of feed.posts) {
      const { area } = splitLocation(card.location);
      expect({ title: card.title, area: ARABIC_LETTER.test(area) }).toEqual({
        title: card.title,
        area: ARABIC_LETTER.test(card.title),
      });
    }

    const events = (await get(testApp, '/events')).json<
      {
        title: string;
        location: string;
        title_en: string | null;
        title_ar: string | null;
        description_ar: string | null;
        event_date: string;
        images: string[];
      }[]
    >();
    expect(events).toHaveLength(4);
    // Each event in English and in Arabic; its location the region alone, which each version
    // names in its own language, never a venue in one of them.
    for (const event of events) {
      expect(splitLocation(event.location).area).toBe('');
      expect(event.title_en).toMatch(/[A-Za-z]/);
      expect(event.title_ar).toMatch(/[\u0600-\u06FF]/);
      expect(event.description_ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(events.every((event) => event.images.length === 1)).toBe(true);
    const dates = events.map((event) => event.event_date);
    expect(dates).toEqual([...dates].sort());

    const login = await post(testApp, '/authentication/login', {
      email: accounts[0],
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    // The demo member finds claims waiting on her items, her own claims in every state, and
    // members rated after their handovers, all as the product would have written them.
    const { jwtToken } = login.json<{ jwtToken: string }>();
    const [sara] = (await get(testApp, '/profile', jwtToken)).json<
      {
        id: number;
        rating: number;
        rating_count: number;
        items_donated: number;
        created_at: string;
      }[]
    >();
    expect(sara).toMatchObject({ rating: 4.5, rating_count: 2, items_donated: 1 });
    // A member for months, before the oldest of the posts (a month old at most).
    expect(Date.parse(sara?.created_at ?? '')).toBeLessThan(Date.now() - 60 * 86_400_000);
    const pending = (await get(testApp, `/api/donations/claims/${sara?.id}`, jwtToken)).json<
      { message: string | null }[]
    >();
    expect(pending).toHaveLength(3);
    expect(pending.some((claim) => /[\u0600-\u06FF]/.test(claim.message ?? ''))).toBe(true);
    const requests = (await get(testApp, '/api/donations/requests', jwtToken)).json<
      { status: string; unseen: boolean }[]
    >();
    expect(requests.map((request) => request.status).sort()).toEqual([
      'confirmed',
      'declined',
      'pending',
    ]);
    // She is asked to rate the donor of her confirmed claim, whom she has not rated yet.
    expect(
      (await get(testApp, `/api/donations/claims/count/${sara?.id}`, jwtToken)).json(),
    ).toEqual({ pendingClaims: 3, unseenDecisions: 1, ratingPrompts: 1 });
    // Her conversations, newest first, two of them with a reply she has not read.
    const contacts = (await get(testApp, '/messages/contacts', jwtToken)).json<Contact[]>();
    expect(contacts.map((contact) => [contact.username, contact.unread_count])).toEqual([
      ['yousef', 1],
      ['omar.k', 1],
      ['lina_m', 0],
    ]);
    // Each is about the item it arranges, with its photo.
    expect(contacts.map((contact) => contact.item?.title)).toEqual([
      'Kids bicycle (6-9 years)',
      'Three-seat sofa, grey',
      'معلبات وأرز ومعكرونة',
    ]);
    expect(contacts.every((contact) => contact.item?.thumbnail_url)).toBe(true);
    expect(contacts.some((contact) => /[\u0600-\u06FF]/.test(contact.last_message ?? ''))).toBe(
      true,
    );
    expect((await get(testApp, '/messages/unread/count', jwtToken)).json()).toEqual({
      unreadCount: 2,
    });
    // Her notifications tell the same: the claims waiting, the answer unseen, the unread replies.
    const { notifications } = (await get(testApp, '/api/notifications', jwtToken)).json<{
      notifications: { kind: string; read: boolean }[];
    }>();
    const unreadKinds = notifications.filter((notification) => !notification.read);
    expect(unreadKinds.filter(({ kind }) => kind === 'claim_received')).toHaveLength(3);
    expect(unreadKinds.filter(({ kind }) => kind === 'message')).toHaveLength(2);
    expect(
      unreadKinds.filter(({ kind }) => kind === 'claim_confirmed' || kind === 'claim_declined'),
    ).toHaveLength(1);
    const history = (
      await get(testApp, `/messages/${contacts[0]?.id}?post_id=${contacts[0]?.post_id}`, jwtToken)
    ).json<{ sender_id: number; status: string }[]>();
    expect(history.map((message) => message.status)).toEqual(['read', 'read', 'read', 'sent']);
    const donated = feed.posts.filter((card) => card.availability === 'donated');
    expect(donated).toHaveLength(3);
    const { db } = testApp.database;
    const members = await db
      .selectFrom('users')
      .select(['items_donated', 'items_received', 'rating_sum', 'rating_count'])
      .where('is_admin', '=', 0)
      .execute();
    const sum = (key: keyof (typeof members)[number]) =>
      members.reduce((total, row) => total + row[key], 0);
    expect(sum('items_donated')).toBe(3);
    expect(sum('items_received')).toBe(3);
    expect(sum('rating_count')).toBe(4);
    expect(sum('rating_sum')).toBe(18);
  });

  it('leaves a database with members alone', async () => {
    testApp = await createTestApp();
    await createMember(testApp);
    expect(await seed()).toEqual([]);
    expect((await get(testApp, '/posts')).json()).toMatchObject({ pagination: { totalPosts: 0 } });
  });
});
