import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFileOutbox } from '../src/infra/outbox';
import { sendDueUnreadMails } from '../src/modules/messages/unread-mail';
import { get, patch, post, put, createMember, type Member } from './support/accounts';
import { createdPostId, jpegImage, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';
import { openSameDatabase } from './support/test-database';

/*
 * The unread-message email: one in the receiver's language about a conversation
 * whose message has waited 15 minutes unread, at most one an hour per conversation, none when
 * the member turned them off. The job runs here on a clock the test moves.
 */

const START = Date.UTC(2026, 10, 24, 9, 0);
const minutes = (count: number) => count * 60_000;
const silent = pino({ level: 'silent' });

let clock = START;
let testApp: TestApp;
let sara: Member;
let omar: Member;

beforeEach(async () => {
  clock = START;
  testApp = await createTestApp(
    { PUBLIC_WEB_URL: 'https://tabarru.example.jo' },
    { now: () => clock },
  );
  sara = await createMember(testApp, { username: 'Sara' });
  omar = await createMember(testApp, { username: 'Omar' });
});

afterEach(async () => {
  await testApp.close();
});

function jobContext(db = testApp.database.db) {
  return {
    db,
    now: () => clock,
    outbox: createFileOutbox(testApp.config.dataDir),
    config: testApp.config,
    serverSecret: testApp.serverSecret,
  };
}

/** Runs the job once at `at` minutes after the start; returns how many emails it sent. */
function runJobAt(at: number): Promise<number> {
  clock = START + minutes(at);
  return sendDueUnreadMails(jobContext(), silent);
}

async function send(from: Member, to: Member, content: string, at: number) {
  clock = START + minutes(at);
  const response = await post(testApp, '/messages', { receiver_id: to.id, content }, from.token);
  expect(response.statusCode, response.body).toBe(201);
}

async function emails() {
  return (await testApp.readOutbox()).filter((entry) => entry.channel === 'email');
}

describe('the unread-message email', () => {
  it('goes after 15 minutes unread, in English with the conversation’s link, then at most once an hour', async () => {
    await send(sara, omar, 'Is the bike still there?', 0);
    expect(await runJobAt(14)).toBe(0);
    expect(await runJobAt(15)).toBe(1);
    expect(await emails()).toEqual([
      expect.objectContaining({
        to: omar.email,
        subject: 'New messages from Sara on Tabarru',
        text: expect.stringContaining(`https://tabarru.example.jo/dm/${sara.id}`),
      }),
    ]);
    const [mail] = await emails();
    expect(mail?.text).toContain('Hello Omar,');
    expect(mail?.text).toContain('https://tabarru.example.jo/notifications/settings');
    expect(mail?.text).toContain('https://tabarru.example.jo/unsubscribe?token=');
    expect(mail?.channel === 'email' && mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3001\/api\/unsubscribe\?token=[\w.%-]+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.text).not.toContain('Is the bike still there?');
    expect(await runJobAt(16)).toBe(0);

    // A message after the email waits for the hour since it, not only 15 minutes.
    await send(sara, omar, 'Hello again', 20);
    expect(await runJobAt(35)).toBe(0);
    expect(await runJobAt(74)).toBe(0);
    expect(await runJobAt(75)).toBe(1);
    expect(await emails()).toHaveLength(2);
  });

  it('is written in Arabic to an Arabic member, with the Arabic page’s link', async () => {
    await testApp.database.db
      .updateTable('users')
      .set({ locale: 'ar' })
      .where('id', '=', omar.id)
      .execute();
    await send(sara, omar, 'مرحبا', 0);
    expect(await runJobAt(15)).toBe(1);
    const [mail] = await emails();
    expect(mail?.subject).toBe('رسائل جديدة من Sara في تبرّع');
    expect(mail?.text).toContain(`https://tabarru.example.jo/ar/dm/${sara.id}`);
    expect(mail?.text).toContain('مرحبًا Omar،');
  });

  it('does not go when the conversation was read in time, and goes per conversation', async () => {
    const lina = await createMember(testApp, { username: 'Lina' });
    await send(sara, omar, 'First', 0);
    await send(lina, omar, 'Second', 1);
    await send(omar, sara, 'A reply Sara will not read', 2);
    clock = START + minutes(10);
    expect((await patch(testApp, `/messages/${sara.id}/read`, omar.token)).statusCode).toBe(200);
    expect(await runJobAt(30)).toBe(2);
    expect((await emails()).map((mail) => [mail.to, mail.subject])).toEqual(
      expect.arrayContaining([
        [omar.email, 'New messages from Lina on Tabarru'],
        [sara.email, 'New messages from Omar on Tabarru'],
      ]),
    );
  });

  it('goes per thread, each linking to its own: the one about an item and the one about none', async () => {
    const heater = await createdPostId(testApp, omar.token, postFields({ title: 'Oil heater' }), [
      await jpegImage(11),
    ]);
    clock = START;
    const aboutHeater = await post(
      testApp,
      '/messages',
      { receiver_id: omar.id, content: 'Is the heater still there?', post_id: heater },
      sara.token,
    );
    expect(aboutHeater.statusCode, aboutHeater.body).toBe(201);
    await send(sara, omar, 'Hello', 1);
    expect(await runJobAt(15)).toBe(1);
    expect(await runJobAt(16)).toBe(1);
    const links = (await emails()).map((mail) =>
      mail.channel === 'email' ? /https:\/\/\S+\/dm\/\S+/.exec(mail.text)?.[0] : undefined,
    );
    expect(links).toEqual([
      `https://tabarru.example.jo/dm/${sara.id}?post=${heater}`,
      `https://tabarru.example.jo/dm/${sara.id}`,
    ]);
  });

  it('does not go to a member who turned it off on the profile', async () => {
    const profile = await get(testApp, '/profile', omar.token);
    expect(profile.json<{ message_emails: boolean }[]>()[0]?.message_emails).toBe(true);
    const turnedOff = await put(
      testApp,
      '/update-credentials',
      {
        username: omar.username,
        email: omar.email,
        phone_number: omar.phone,
        message_emails: false,
      },
      omar.token,
    );
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    expect(turnedOff.json<{ user: { message_emails: boolean } }>().user.message_emails).toBe(false);

    await send(sara, omar, 'Hello', 0);
    expect(await runJobAt(120)).toBe(0);
    expect(await emails()).toEqual([]);

    // Saving the profile without the field keeps the choice.
    const saved = await put(
      testApp,
      '/update-credentials',
      { username: omar.username, email: omar.email, phone_number: omar.phone, location: 'Irbid' },
      omar.token,
    );
    expect(saved.json<{ user: { message_emails: boolean } }>().user.message_emails).toBe(false);
  });

  it('goes once when two instances run the job at the same moment', async () => {
    await send(sara, omar, 'One', 0);
    await send(omar, sara, 'Two', 0);
    const other = await openSameDatabase(testApp.database);
    try {
      clock = START + minutes(16);
      const sent = await Promise.all([
        sendDueUnreadMails(jobContext(), silent),
        sendDueUnreadMails(jobContext(other.db), silent),
        sendDueUnreadMails(jobContext(), silent),
      ]);
      expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect((await emails()).map((mail) => mail.to).sort()).toEqual(
        [sara.email, omar.email].sort(),
      );
    } finally {
      await other.destroy();
    }
  });
});
