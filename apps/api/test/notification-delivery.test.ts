import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_NOTIFICATION_PREFERENCES } from '@tabarru/contract/notification-preferences';

import { createFileOutbox, type OutboxEntry } from '../src/infra/outbox';
import { sendDueUnreadMails } from '../src/modules/messages/unread-mail';
import { deliverDueNotifications } from '../src/modules/notification-delivery/delivery';
import { createPushSender } from '../src/modules/notification-delivery/push-sender';
import {
  get,
  post,
  createMember,
  registerMember,
  signedInAt,
  type Member,
} from './support/accounts';
import { answerClaim, claimNewPost } from './support/handover';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Notifications by email: the member's choices per kind and channel, at once but at
 * most one email per kind an hour, the daily digest, the quiet hours of the night in Amman,
 * and the one-click unsubscribe link of every email. The clock is the test's: the app's own
 * runs (nudged after each cause) and the runs of the test read it.
 */

// 12:00 in Amman (UTC+3).
const NOON = Date.UTC(2026, 10, 24, 9, 0);
const minutes = (count: number) => count * 60_000;
const silent = pino({ level: 'silent' });

let clock = NOON;
let testApp: TestApp;
let donor: Member;
let sara: Member;

beforeEach(async () => {
  clock = NOON;
  testApp = await createTestApp(
    { PUBLIC_WEB_URL: 'https://tabarru.example.jo', PUBLIC_API_URL: 'https://api.example.jo' },
    { now: () => clock },
  );
  donor = await createMember(testApp, { username: 'Donor' });
  sara = await createMember(testApp, { username: 'Sara' });
});

afterEach(async () => {
  await testApp.close();
});

function patchPreferences(member: Member, body: object) {
  return testApp.app.inject({
    method: 'PATCH',
    url: '/api/notifications/preferences',
    payload: body,
    headers: { authorization: `Bearer ${member.token}` },
  });
}

/** What the app's own run sent after the last cause, then one run of the test at `at`. */
async function runAt(at: number) {
  await testApp.deliveriesSettled();
  clock = at;
  return deliverDueNotifications(
    {
      db: testApp.database.db,
      now: () => clock,
      outbox: createFileOutbox(testApp.config.dataDir),
      config: testApp.config,
      serverSecret: testApp.serverSecret,
      push: createPushSender({
        vapid: {
          publicKey: 'unused-by-emails',
          privateKey: 'unused-by-emails',
          subject: 'mailto:test@example.jo',
        },
      }),
    },
    silent,
  );
}

type EmailEntry = Extract<OutboxEntry, { channel: 'email' }>;

async function emailsTo(member: Member): Promise<EmailEntry[]> {
  await testApp.deliveriesSettled();
  return (await testApp.readOutbox()).filter(
    (entry): entry is EmailEntry => entry.channel === 'email' && entry.to === member.email,
  );
}

/** Sara claims a new item of the donor's at `at`. */
async function claimAt(at: number, claimant = sara) {
  clock = at;
  return claimNewPost(testApp, donor, claimant);
}

function tokenOf(email: EmailEntry): string {
  const header = email.headers?.['List-Unsubscribe'] ?? '';
  const match = /token=([^>]+)>$/.exec(header);
  if (!match?.[1]) throw new Error(`no unsubscribe link in ${header}`);
  return decodeURIComponent(match[1]);
}

describe('notification preferences', () => {
  it('start from the defaults and keep only what the member changed', async () => {
    const initial = await get(testApp, '/api/notifications/preferences', donor.token);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ kinds: DEFAULT_NOTIFICATION_PREFERENCES, night: false });

    const changed = await patchPreferences(donor, {
      kinds: { claim_received: { email: 'daily' }, rating_received: { push: false } },
      night: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      kinds: {
        claim_received: { push: true, email: 'daily' },
        rating_received: { push: false, email: 'daily' },
        message: { push: true, email: 'instant' },
      },
      night: true,
    });
    const rows = () =>
      testApp.database.db
        .selectFrom('notification_preferences')
        .select(['kind', 'channel', 'setting'])
        .where('user_id', '=', donor.id)
        .orderBy('kind')
        .execute();
    expect(await rows()).toEqual([
      { kind: 'claim_received', channel: 'email', setting: 'daily' },
      { kind: 'rating_received', channel: 'push', setting: 'off' },
    ]);

    // Back to the default: nothing stored for it any more.
    await patchPreferences(donor, { kinds: { claim_received: { email: 'instant' } } });
    expect(await rows()).toEqual([{ kind: 'rating_received', channel: 'push', setting: 'off' }]);
    const reread = await get(testApp, '/api/notifications/preferences', donor.token);
    expect(reread.json()).toMatchObject({ night: true });
  });

  it('refuse a choice a kind does not offer, or an unknown kind, and change nothing', async () => {
    for (const body of [
      { kinds: { message: { email: 'daily' } } },
      { kinds: { claim_received: { email: 'weekly' } } },
      { kinds: { birthdays: { push: true } } },
      { kinds: { claim_received: { sms: true } } },
    ]) {
      const refused = await patchPreferences(donor, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'FIELD_INVALID' });
    }
    const refused = await patchPreferences(donor, { kinds: { message: { email: 'daily' } } });
    expect(refused.json()).toMatchObject({ field: 'kinds.message.email' });
    expect(
      await testApp.database.db.selectFrom('notification_preferences').selectAll().execute(),
    ).toEqual([]);
    expect(
      (await get(testApp, '/api/notifications/preferences')).statusCode,
      'a visitor has none',
    ).toBe(401);
  });

  it('keep the profile’s switch of the unread-message email as the message kind’s email', async () => {
    await patchPreferences(donor, { kinds: { message: { email: 'off' } } });
    const profile = await get(testApp, '/profile', donor.token);
    expect(profile.json<{ message_emails: boolean }[]>()[0]?.message_emails).toBe(false);
  });
});

describe('a member who has just joined', () => {
  // Without the app installed, email is how a member hears that someone waits on them.
  it('has email at once for claims, their answers and unread messages, and the digest for matches', async () => {
    const newcomer = await registerMember(testApp, { username: 'Newcomer' });
    const reply = await get(testApp, '/api/notifications/preferences', newcomer.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      kinds: {
        claim_received: { email: 'instant' },
        claim_confirmed: { email: 'instant' },
        claim_declined: { email: 'instant' },
        message: { email: 'instant' },
        search_match: { email: 'daily' },
        wanted_match: { email: 'daily' },
      },
    });
    const stored = await testApp.database.db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('user_id', '=', newcomer.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('is emailed a claim on their item and a message left unread, each with its unsubscribe link, and their claim’s answers', async () => {
    const giver = await registerMember(testApp, { username: 'Giver' });
    const taker = await registerMember(testApp, { username: 'Taker' });
    const confirmed = await claimNewPost(testApp, giver, taker);
    const declined = await claimNewPost(testApp, giver, taker);
    for (const [claim, answer] of [
      [confirmed, 'confirm'],
      [declined, 'decline'],
    ] as const) {
      expect((await answerClaim(testApp, claim.claimId, answer, giver)).statusCode).toBe(200);
    }
    const sent = await post(
      testApp,
      '/messages',
      { receiver_id: giver.id, content: 'Hi' },
      taker.token,
    );
    expect(sent.statusCode).toBe(201);
    await runAt(NOON + minutes(20));
    await sendDueUnreadMails(
      {
        db: testApp.database.db,
        now: () => clock,
        outbox: createFileOutbox(testApp.config.dataDir),
        config: testApp.config,
        serverSecret: testApp.serverSecret,
      },
      silent,
    );

    const emails = await emailsTo(giver);
    expect(emails.map((email) => email.subject)).toEqual(
      expect.arrayContaining(['New claim on your item', 'New messages from Taker on Tabarru']),
    );
    for (const email of emails) {
      expect(email.headers?.['List-Unsubscribe'], email.subject).toMatch(
        /^<https:\/\/api\.example\.jo\/api\/unsubscribe\?token=.+>$/,
      );
    }
    // The answers are timed by the wall clock, not the test's: their emails are looked for as
    // planned rather than sent.
    const answers = await testApp.database.db
      .selectFrom('notification_deliveries')
      .select(['kind', 'channel'])
      .where('user_id', '=', taker.id)
      .orderBy('kind')
      .execute();
    expect(answers).toEqual([
      { kind: 'claim_confirmed', channel: 'email' },
      { kind: 'claim_declined', channel: 'email' },
    ]);
  });
});

describe('notification emails', () => {
  it('go at once in the member’s language with how to stop them, then at most one per kind an hour', async () => {
    await claimAt(NOON);
    const [first, ...others] = await emailsTo(donor);
    expect(others).toEqual([]);
    expect(first?.subject).toBe('New claim on your item');
    expect(first?.text).toContain('Hello Donor,');
    expect(first?.text).toMatch(/- Sara would like “.+”\./);
    expect(first?.text).toContain('https://tabarru.example.jo/myclaims');
    expect(first?.text).toContain('https://tabarru.example.jo/notifications/settings');
    expect(first?.text).toContain('https://tabarru.example.jo/unsubscribe?token=');
    expect(first?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/api\.example\.jo\/api\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const omar = await createMember(testApp, { username: 'Omar' });
    await claimAt(NOON + minutes(10));
    await claimAt(NOON + minutes(20), omar);
    expect(await emailsTo(donor)).toHaveLength(1);
    await runAt(NOON + minutes(59));
    expect(await emailsTo(donor)).toHaveLength(1);
    await runAt(NOON + minutes(60));
    const emails = await emailsTo(donor);
    expect(emails).toHaveLength(2);
    expect(emails[1]?.subject).toBe('New claim on your item (2)');
    expect(emails[1]?.text).toContain('Sara would like');
    expect(emails[1]?.text).toContain('Omar would like');
    await runAt(NOON + minutes(200));
    expect(await emailsTo(donor)).toHaveLength(2);
  });

  it('are written in Arabic to an Arabic member, with the Arabic pages', async () => {
    await testApp.database.db
      .updateTable('users')
      .set({ locale: 'ar' })
      .where('id', '=', donor.id)
      .execute();
    await claimAt(NOON);
    const [email] = await emailsTo(donor);
    expect(email?.subject).toBe('طلب جديد على غرضك');
    expect(email?.text).toContain('مرحبًا Donor،');
    expect(email?.text).toContain('يرغب Sara في');
    expect(email?.text).toContain('https://tabarru.example.jo/ar/myclaims');
    expect(email?.text).toContain('https://tabarru.example.jo/ar/notifications/settings');
    expect(email?.text).toContain('https://tabarru.example.jo/ar/unsubscribe?token=');
  });

  it('do not go for a kind the member turned off', async () => {
    await patchPreferences(donor, { kinds: { claim_received: { email: 'off' } } });
    await claimAt(NOON);
    await runAt(NOON + minutes(120));
    expect(await emailsTo(donor)).toEqual([]);
    expect(
      await testApp.database.db.selectFrom('notification_deliveries').selectAll().execute(),
    ).toEqual([]);
  });

  it('wait through the night in Amman until 07:00, unless the member allows claims at night', async () => {
    // 23:30 in Amman.
    const lateEvening = Date.UTC(2026, 10, 24, 20, 30);
    await claimAt(lateEvening);
    expect(await emailsTo(donor)).toEqual([]);
    await runAt(Date.UTC(2026, 10, 25, 3, 59));
    expect(await emailsTo(donor)).toEqual([]);
    await runAt(Date.UTC(2026, 10, 25, 4, 0));
    expect(await emailsTo(donor)).toHaveLength(1);

    await patchPreferences(sara, { night: true });
    clock = Date.UTC(2026, 10, 25, 21, 0);
    await claimNewPost(testApp, sara, donor);
    expect(await emailsTo(sara)).toHaveLength(1);
  });

  it('are not sent about a notification read before they were due', async () => {
    await claimAt(Date.UTC(2026, 10, 24, 21, 0));
    clock = Date.UTC(2026, 10, 24, 23, 0);
    const read = await post(testApp, '/api/notifications/read-all', {}, donor.token);
    expect(read.statusCode).toBe(200);
    await runAt(Date.UTC(2026, 10, 25, 4, 0));
    expect(await emailsTo(donor)).toEqual([]);
  });

  it('of the daily digest go together at 09:00 in Amman', async () => {
    await patchPreferences(donor, { kinds: { claim_received: { email: 'daily' } } });
    await claimAt(NOON);
    await claimAt(NOON + minutes(30));
    await runAt(NOON + minutes(120));
    expect(await emailsTo(donor)).toEqual([]);
    await runAt(Date.UTC(2026, 10, 25, 5, 59));
    expect(await emailsTo(donor)).toEqual([]);
    await runAt(Date.UTC(2026, 10, 25, 6, 0));
    const [digest, ...others] = await emailsTo(donor);
    expect(others).toEqual([]);
    expect(digest?.subject).toBe('Your day on Tabarru: 2 new');
    expect(digest?.text.match(/Sara would like/g)).toHaveLength(2);
    expect(digest?.headers?.['List-Unsubscribe']).toMatch(/api\/unsubscribe\?token=/);
  });
});

describe('the unsubscribe link', () => {
  async function firstToken(): Promise<string> {
    await claimAt(NOON);
    const [email] = await emailsTo(donor);
    if (!email) throw new Error('no email');
    return tokenOf(email);
  }

  /** The donor's email choice for claims, read as the donor signed in at the test's clock. */
  const claimEmail = async () =>
    (
      await get(
        testApp,
        '/api/notifications/preferences',
        (await signedInAt(testApp, donor, () => clock)).token,
      )
    ).json<{
      kinds: { claim_received: { email: string } };
    }>().kinds.claim_received.email;

  it('turns its kind off in one click without signing in, once', async () => {
    const token = await firstToken();
    const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;

    // Opening it (a person, or a link scanner) only leads to the page that asks.
    const opened = await testApp.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      `https://tabarru.example.jo/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    const described = await testApp.app.inject({
      method: 'GET',
      url: `/api/unsubscribe/link?token=${encodeURIComponent(token)}`,
    });
    expect(described.json()).toEqual({ kind: 'claim_received', channel: 'email' });
    expect(await claimEmail()).toBe('instant');

    const oneClick = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ kind: 'claim_received', channel: 'email' });
    expect(await claimEmail()).toBe('off');

    await patchPreferences(donor, { kinds: { claim_received: { email: 'instant' } } });
    const again = await testApp.app.inject({ method: 'POST', url, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_USED' });
    expect(await claimEmail()).toBe('instant');
    const describedAgain = await testApp.app.inject({
      method: 'GET',
      url: `/api/unsubscribe/link?token=${encodeURIComponent(token)}`,
    });
    expect(describedAgain.statusCode).toBe(409);
  });

  it('cannot be forged, altered or used after 90 days', async () => {
    const token = await firstToken();
    const [payload = '', signature = ''] = token.split('.');
    const decoded = Buffer.from(payload, 'base64url').toString();
    const otherMember = decoded.replace(/^\d+/, String(sara.id));
    const otherKind = decoded.replace('claim_received', 'message');
    const forged = [
      `${Buffer.from(otherMember).toString('base64url')}.${signature}`,
      `${Buffer.from(otherKind).toString('base64url')}.${signature}`,
      // The first character, which decodes to six bits of the signature's first byte: the last
      // one carries bits a decoder ignores, so changing it may leave the same signature.
      `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${payload}.`,
      'not-a-token',
      `${payload}.${signature}.extra`,
    ];
    for (const bad of forged) {
      const refused = await testApp.app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${encodeURIComponent(bad)}`,
        payload: {},
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID', field: 'token' });
    }
    expect(await claimEmail()).toBe('instant');
    expect(
      await testApp.database.db.selectFrom('used_unsubscribe_links').selectAll().execute(),
    ).toEqual([]);

    clock = NOON + 91 * 24 * 60 * minutes(1);
    const expired = await testApp.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      payload: {},
    });
    expect(expired.statusCode).toBe(400);
    expect(await claimEmail()).toBe('instant');
  });

  it('of the digest turns off every kind the member reads in it', async () => {
    await patchPreferences(donor, { kinds: { claim_received: { email: 'daily' } } });
    await claimAt(NOON);
    await runAt(Date.UTC(2026, 10, 25, 6, 0));
    const [digest] = await emailsTo(donor);
    if (!digest) throw new Error('no digest');
    const done = await testApp.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(tokenOf(digest))}`,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ kind: 'digest', channel: 'email' });
    const kinds = (await get(testApp, '/api/notifications/preferences', donor.token)).json<{
      kinds: Record<string, { email: string }>;
    }>().kinds;
    expect(kinds.claim_received?.email).toBe('off');
    expect(kinds.search_match?.email).toBe('off');
    expect(kinds.rating_received?.email).toBe('off');
    expect(kinds.claim_confirmed?.email).toBe('instant');
  });
});

describe('the unread-message email', () => {
  it('waits through the night until 07:00 in Amman', async () => {
    clock = Date.UTC(2026, 10, 24, 20, 0);
    const sent = await post(
      testApp,
      '/messages',
      { receiver_id: donor.id, content: 'Hi' },
      sara.token,
    );
    expect(sent.statusCode).toBe(201);
    const context = {
      db: testApp.database.db,
      now: () => clock,
      outbox: createFileOutbox(testApp.config.dataDir),
      config: testApp.config,
      serverSecret: testApp.serverSecret,
    };
    clock = Date.UTC(2026, 10, 24, 20, 30);
    expect(await sendDueUnreadMails(context, silent)).toBe(0);
    clock = Date.UTC(2026, 10, 25, 3, 59);
    expect(await sendDueUnreadMails(context, silent)).toBe(0);
    clock = Date.UTC(2026, 10, 25, 4, 0);
    expect(await sendDueUnreadMails(context, silent)).toBe(1);
  });
});
