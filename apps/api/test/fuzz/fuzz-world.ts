import { sql } from 'kysely';

import { signUnsubscribeToken } from '../../src/modules/notification-delivery/unsubscribe-links';
import { post, registerAdmin, createMember, type Member } from '../support/accounts';
import { claimNewPost, confirmedHandover } from '../support/handover';
import { createdPostId, jpegImage, multipartBody, storedFiles } from '../support/posts';
import type { TestApp } from '../support/test-app';

/*
 * What the fuzzer's requests act on: an administrator, a member who owns things (a post, a
 * claim on another of their posts, a handover, a message about a post, a wanted post, a saved
 * search, notifications), another member who claimed and wrote to them, and the
 * administrator's event, banner and a contact message. Requests name these by their ids, so
 * routes are tried as their owner, as someone else and as an administrator.
 */

export const ROLES = ['visitor', 'member', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'visitor'>;

/** The values a request may name, each list from the world as it is when the request goes. */
export interface WorldValues {
  /** the id of every row the world made, of any table */
  ids: number[];
  /** the names of the stored photo files */
  photoNames: string[];
  /** the URLs of the owner's post's photos, as the edit form names those to delete */
  imageUrls: string[];
  emails: string[];
  phones: string[];
  /** unsubscribe links of the owner, as an email carries them */
  unsubscribeTokens: string[];
}

export interface World extends WorldValues {
  members: Record<SignedInRole, Member>;
  /** the ids of the rows the world made, by table */
  rows: Record<string, number[]>;
  /** the rows whose change makes the world another one: read again to tell */
  fingerprint: string;
}

const eventFields = {
  title: 'Clothes swap',
  description: 'Bring what you no longer wear.',
  owner_name: 'Irbid youth club',
  location: 'Irbid',
  event_date: '2999-01-01',
  start_time: '10:00',
  end_time: '13:00',
};

let hue = 5000;

/** The rows the world's roles and things stand on: who is who, and what exists in which state. */
async function fingerprintOf(testApp: TestApp, rows: Record<string, number[]>): Promise<string> {
  const { db } = testApp.database;
  const made = (table: string) => [0, ...(rows[table] ?? [])];
  const [users, sessions, posts, claims, events, banners] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'token_version', 'is_admin'])
      .where('id', 'in', made('users'))
      .orderBy('id')
      .execute(),
    // A member signed out (or signed out of a device) leaves the world's tokens behind.
    db
      .selectFrom('member_sessions')
      .select('id')
      .where('user_id', 'in', made('users'))
      .where('ended_at', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('posts')
      .select(['id', 'availability', 'moderation_status'])
      .where('id', 'in', made('posts'))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('donation_claims')
      .select(['id', 'status'])
      .where('id', 'in', made('donation_claims'))
      .orderBy('id')
      .execute(),
    db.selectFrom('events').select('id').where('id', 'in', made('events')).orderBy('id').execute(),
    db
      .selectFrom('banners')
      .select('id')
      .where('id', 'in', made('banners'))
      .orderBy('id')
      .execute(),
  ]);
  return JSON.stringify({ users, sessions, posts, claims, events, banners });
}

const TABLES_WITH_IDS = [
  'users',
  'posts',
  'donation_claims',
  'messages',
  'conversations',
  'notifications',
  'saved_searches',
  'events',
  'banners',
  'contact_messages',
  'feedback',
] as const;

/** The ids of every row of the tables, as `table:id`. */
async function rowIds(testApp: TestApp): Promise<Set<string>> {
  const { db } = testApp.database;
  const found = await Promise.all(
    TABLES_WITH_IDS.map(async (table) =>
      (await sql<{ id: number }>`select id from ${sql.table(table)}`.execute(db)).rows.map(
        (row) => `${table}:${row.id}`,
      ),
    ),
  );
  return new Set(found.flat());
}

/** The ids of the rows made since `before` was read, by table. */
async function rowsMadeSince(
  testApp: TestApp,
  before: Set<string>,
): Promise<Record<string, number[]>> {
  const rows: Record<string, number[]> = {};
  for (const key of await rowIds(testApp)) {
    if (before.has(key)) continue;
    const [table = '', id] = key.split(':');
    (rows[table] ??= []).push(Number(id));
  }
  return rows;
}

/** Builds a world through the API, as members and an administrator would. */
export async function buildWorld(testApp: TestApp, now: () => number): Promise<World> {
  const before = await rowIds(testApp);
  const admin = await registerAdmin(testApp);
  const owner = await createMember(testApp);
  const member = await createMember(testApp);
  const asAdmin = { authorization: `Bearer ${admin.token}` };

  const postId = await createdPostId(testApp, owner.token, undefined, [
    await jpegImage((hue += 1)),
  ]);
  await claimNewPost(testApp, owner, member);
  await confirmedHandover(testApp, owner, member);
  const written = await post(
    testApp,
    '/messages',
    { receiver_id: owner.id, content: 'Is it still there?', post_id: postId },
    member.token,
  );
  if (written.statusCode !== 201) throw new Error(`no message: ${written.body}`);
  await post(
    testApp,
    '/api/wanted',
    { title: 'Winter coat', description: 'Size 8.', category: 'Clothing', region: 'Zarqa' },
    owner.token,
  );
  await post(testApp, '/api/saved-searches', { q: 'lamp', region: 'Irbid' }, owner.token);
  const form = multipartBody(eventFields, [await jpegImage((hue += 1))]);
  const event = await testApp.app.inject({
    method: 'POST',
    url: '/events',
    headers: { ...form.headers, ...asAdmin },
    payload: form.payload,
  });
  if (event.statusCode !== 201) throw new Error(`no event: ${event.body}`);
  await testApp.app.inject({
    method: 'POST',
    url: '/admin/banner',
    headers: asAdmin,
    payload: { content: 'Winter drive on Friday', isActive: true },
  });
  await post(testApp, '/contact', { name: 'Lina', email: 'lina@example.jo', message: 'Hi' });

  const detail = await testApp.app.inject({
    method: 'GET',
    url: `/Posting/posts/${postId}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const members = { member, owner, admin };
  const rows = await rowsMadeSince(testApp, before);
  return {
    members,
    rows,
    ids: [...new Set(Object.values(rows).flat())].sort((one, other) => one - other),
    photoNames: await storedFiles(testApp),
    imageUrls: detail.json<{ images: { url: string }[] }>().images.map((image) => image.url),
    emails: Object.values(members).map((one) => one.email),
    phones: Object.values(members).map((one) => one.phone),
    unsubscribeTokens: [
      signUnsubscribeToken(
        testApp.serverSecret,
        { memberId: owner.id, kind: 'search_match', channel: 'email' },
        now(),
      ),
    ],
    fingerprint: await fingerprintOf(testApp, rows),
  };
}

/** Whether the world is as it was built: its members' sessions and roles, its things' states. */
export async function worldIntact(testApp: TestApp, world: World): Promise<boolean> {
  return (await fingerprintOf(testApp, world.rows)) === world.fingerprint;
}
