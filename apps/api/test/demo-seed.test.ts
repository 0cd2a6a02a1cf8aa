import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { createImageStore } from '../src/infra/media';
import { ensureAdministrator } from '../src/modules/admin/bootstrap';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-data';
import { seedDemoData } from '../src/modules/demo/seed';
import { get, post, registerMember } from './support/accounts';
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
    await ensureAdministrator(testApp.database.db, {
      email: 'admin@tabarru.jo',
      password: 'a long admin password',
      phone: '+962790000001',
    });
    const accounts = await seed();
    expect(accounts).toHaveLength(5);

    const feed = (await get(testApp, '/posts?limit=48')).json<{
      posts: { title: string; category: string; location: string; attached_photo_url: string }[];
      pagination: { totalPosts: number };
    }>();
    expect(feed.pagination.totalPosts).toBe(30);
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

    const events = (await get(testApp, '/events')).json<
      { title: string; event_date: string; images: string[] }[]
    >();
    expect(events).toHaveLength(4);
    expect(events.some((event) => /[\u0600-\u06FF]/.test(event.title))).toBe(true);
    expect(events.every((event) => event.images.length === 1)).toBe(true);
    const dates = events.map((event) => event.event_date);
    expect(dates).toEqual([...dates].sort());

    const login = await post(testApp, '/authentication/login', {
      email: accounts[0],
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('leaves a database with members alone', async () => {
    testApp = await createTestApp();
    await registerMember(testApp);
    expect(await seed()).toEqual([]);
    expect((await get(testApp, '/posts')).json()).toMatchObject({ pagination: { totalPosts: 0 } });
  });
});
