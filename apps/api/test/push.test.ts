import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFileOutbox } from '../src/infra/outbox';
import { loadVapidKeys } from '../src/infra/secrets';
import { deliverDueNotifications } from '../src/modules/notification-delivery/delivery';
import {
  createPushSender,
  PUSH_SUBSCRIPTIONS_PER_MEMBER,
} from '../src/modules/notification-delivery/push-sender';
import { post, createMember, type Member } from './support/accounts';
import { claimNewPost } from './support/handover';
import { createdPostId } from './support/posts';
import { expectRefused } from './support/refusals';
import { createSecondInstance, createTestApp, type TestApp } from './support/test-app';
import { openSameDatabase } from './support/test-database';

/*
 * Web push end to end without the internet (part 3): the test subscribes as a browser
 * does (a P-256 key pair and an authentication secret), its endpoint is a small HTTP server of
 * the test on 127.0.0.1, and the test decrypts what the API sends (RFC 8291, aes128gcm of RFC
 * 8188) with node:crypto alone, so it proves the format rather than trusting web-push.
 */

// 12:00 in Amman.
const NOON = Date.UTC(2026, 10, 24, 9, 0);
const silent = pino({ level: 'silent' });

/** A browser's side of a subscription: its key pair and its secret. */
interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  endpoint: string;
}

interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service of the test: records every push, answers with the status it is told. */
class TestPushService {
  readonly received: ReceivedPush[] = [];
  /** the statuses to answer next, in order; 201 once they are used up */
  readonly answers: number[] = [];
  #server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.statusCode = this.answers.shift() ?? 201;
        response.end();
      });
    });
    await new Promise<void>((listening) => this.#server?.listen(0, '127.0.0.1', listening));
    this.port = (this.#server.address() as AddressInfo).port;
  }

  to(device: string): ReceivedPush[] {
    return this.received.filter((push) => push.path === `/push/${device}`);
  }

  async stop(): Promise<void> {
    await new Promise((closed) => this.#server?.close(closed));
  }
}

function newBrowser(service: TestPushService, device: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    auth: randomBytes(16),
    endpoint: `http://127.0.0.1:${service.port}/push/${device}`,
  };
}

function subscriptionOf(browser: Browser) {
  return {
    endpoint: browser.endpoint,
    expirationTime: null,
    keys: {
      p256dh: browser.ecdh.getPublicKey().toString('base64url'),
      auth: browser.auth.toString('base64url'),
    },
  };
}

/** RFC 8291 §3.4 and RFC 8188 §2: what the browser does with a push it receives. */
function decryptPush(browser: Browser, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  expect(keyIdLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);

  const sharedSecret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, browser.auth, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and zeros of padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

/** RFC 8292: the push is signed (ES256) by the key the browser subscribed with. */
function expectVapid(push: ReceivedPush, publicKey: string, port: number): void {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
    String(push.headers.authorization),
  );
  expect(match?.[2]).toBe(publicKey);
  const [header = '', claims = '', signature = ''] = (match?.[1] ?? '').split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
    aud: `http://127.0.0.1:${port}`,
  });
  expect(push.headers['content-encoding']).toBe('aes128gcm');
}

let clock = NOON;
let testApp: TestApp;
let service: TestPushService;

beforeEach(async () => {
  clock = NOON;
  service = new TestPushService();
  await service.start();
  // Several members register from one address: the registration limit is not under test.
  testApp = await createTestApp(
    { RATE_LIMITS: 'off' },
    { now: () => clock, localPushEndpoints: true },
  );
});

afterEach(async () => {
  await testApp.close();
  await service.stop();
});

async function subscribe(member: Member, browser: Browser, app: Pick<TestApp, 'app'> = testApp) {
  const response = await post(
    app,
    '/api/push/subscriptions',
    subscriptionOf(browser),
    member.token,
  );
  expect(response.statusCode, response.body).toBe(201);
}

async function publicKey(): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
  return response.json<{ publicKey: string }>().publicKey;
}

async function runAt(at: number, db = testApp.database.db) {
  clock = at;
  const keys = await loadVapidKeys(testApp.config.dataDir, undefined, () => {
    throw new Error('the app made its keys at start');
  });
  return deliverDueNotifications(
    {
      db,
      now: () => clock,
      outbox: createFileOutbox(testApp.config.dataDir),
      config: testApp.config,
      serverSecret: testApp.serverSecret,
      push: createPushSender({
        vapid: { ...keys, subject: testApp.config.vapid.subject },
      }),
    },
    silent,
  );
}

const subscriptions = () =>
  testApp.database.db
    .selectFrom('push_subscriptions')
    .select(['user_id', 'endpoint'])
    .orderBy('id')
    .execute();

describe('web push', () => {
  it('reaches the device encrypted for it, with the notification’s title and link', async () => {
    const donor = await createMember(testApp, { username: 'Donor' });
    const sara = await createMember(testApp, { username: 'Sara' });
    const phone = newBrowser(service, 'donor-phone');
    await subscribe(donor, phone);

    await claimNewPost(testApp, donor, sara);
    await testApp.deliveriesSettled();
    const [push, ...more] = service.to('donor-phone');
    expect(more).toEqual([]);
    if (!push) throw new Error('no push arrived');
    expectVapid(push, await publicKey(), service.port);
    expect(push.headers.ttl).toBe('86400');
    const payload = decryptPush(phone, push.body);
    expect(payload).toEqual({
      title: 'New claim on your item',
      body: expect.stringMatching(/^Sara would like “.+”\.$/),
      url: 'http://web.test/myclaims',
      tag: expect.stringMatching(/^notification:\d+$/),
      lang: 'en',
      dir: 'ltr',
    });
  });

  it('speaks the member’s language and groups a conversation under one tag', async () => {
    const layla = await createMember(testApp, { username: 'Layla' });
    const sara = await createMember(testApp, { username: 'Sara' });
    await testApp.database.db
      .updateTable('users')
      .set({ locale: 'ar' })
      .where('id', '=', layla.id)
      .execute();
    const phone = newBrowser(service, 'layla-phone');
    await subscribe(layla, phone);

    for (const content of ['مرحبا', 'هل ما زالت الخزانة موجودة؟']) {
      clock += 1000;
      const sent = await post(testApp, '/messages', { receiver_id: layla.id, content }, sara.token);
      expect(sent.statusCode).toBe(201);
      await testApp.deliveriesSettled();
    }
    const pushes = service.to('layla-phone').map((push) => decryptPush(phone, push.body));
    expect(pushes).toHaveLength(2);
    for (const payload of pushes) {
      expect(payload).toEqual({
        title: 'رسالة جديدة من Sara',
        body: 'أرسل إليك Sara رسالة. اضغط لقراءتها والرد عليها.',
        url: `http://web.test/ar/dm/${sara.id}`,
        tag: `message:${sara.id}`,
        lang: 'ar',
        dir: 'rtl',
      });
    }
    expect(JSON.stringify(pushes)).not.toContain('الخزانة');
  });

  it('obeys the member’s choice per kind, and the night', async () => {
    const donor = await createMember(testApp);
    const sara = await createMember(testApp, { username: 'Sara' });
    const phone = newBrowser(service, 'phone');
    await subscribe(donor, phone);
    const off = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/notifications/preferences',
      headers: { authorization: `Bearer ${donor.token}` },
      payload: { kinds: { claim_received: { push: false } } },
    });
    expect(off.statusCode).toBe(200);
    await claimNewPost(testApp, donor, sara);
    await testApp.deliveriesSettled();
    expect(service.received).toEqual([]);

    // Two messages at 23:30 in Amman wait for 07:00 and come as one push.
    clock = Date.UTC(2026, 10, 24, 20, 30);
    const omar = await createMember(testApp, { username: 'Omar' });
    await post(testApp, '/messages', { receiver_id: donor.id, content: 'Hi' }, sara.token);
    await post(testApp, '/messages', { receiver_id: donor.id, content: 'Hello' }, omar.token);
    await testApp.deliveriesSettled();
    expect(service.received).toEqual([]);
    await runAt(Date.UTC(2026, 10, 25, 3, 59));
    expect(service.received).toEqual([]);
    await runAt(Date.UTC(2026, 10, 25, 4, 0));
    const [summary, ...more] = service.to('phone');
    expect(more).toEqual([]);
    expect(decryptPush(phone, summary?.body ?? Buffer.alloc(0))).toMatchObject({
      title: 'Tabarru',
      body: 'New notifications while you were away: 2. Tap to see them.',
      url: 'http://web.test/notifications',
    });
  });

  it('is tried again after a 503 and a 429, once; a 410 removes the subscription', async () => {
    const donor = await createMember(testApp);
    const sara = await createMember(testApp, { username: 'Sara' });
    const phone = newBrowser(service, 'phone');
    await subscribe(donor, phone);
    service.answers.push(503, 429);
    await claimNewPost(testApp, donor, sara);
    await testApp.deliveriesSettled();
    expect(service.to('phone')).toHaveLength(1);
    await runAt(NOON + 30_000);
    expect(service.to('phone')).toHaveLength(1);
    await runAt(NOON + 60_000);
    expect(service.to('phone')).toHaveLength(2);
    await runAt(NOON + 60_000 + 4 * 60_000);
    expect(service.to('phone')).toHaveLength(3);
    await runAt(NOON + 60 * 60_000);
    expect(service.to('phone')).toHaveLength(3);

    service.answers.push(410);
    await claimNewPost(testApp, donor, sara);
    await testApp.deliveriesSettled();
    expect(service.to('phone')).toHaveLength(4);
    expect(await subscriptions()).toEqual([]);
    await claimNewPost(testApp, donor, sara);
    await testApp.deliveriesSettled();
    expect(service.to('phone')).toHaveLength(4);
  });

  it('keeps one subscription per device: the member signed in on it takes it over', async () => {
    const sara = await createMember(testApp);
    const omar = await createMember(testApp);
    const phone = newBrowser(service, 'shared-phone');
    await subscribe(sara, phone);
    await subscribe(sara, phone);
    expect(await subscriptions()).toEqual([{ user_id: sara.id, endpoint: phone.endpoint }]);
    await subscribe(omar, phone);
    expect(await subscriptions()).toEqual([{ user_id: omar.id, endpoint: phone.endpoint }]);

    // Sara can no longer remove it; Omar can.
    const notHers = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { authorization: `Bearer ${sara.token}` },
      payload: { endpoint: phone.endpoint },
    });
    expect(notHers.statusCode).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
    const his = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { authorization: `Bearer ${omar.token}` },
      payload: { endpoint: phone.endpoint },
    });
    expect(his.statusCode).toBe(200);
    expect(await subscriptions()).toEqual([]);
  });

  it('keeps a member’s newest devices, PUSH_SUBSCRIPTIONS_PER_MEMBER at most, and pushes to them only', async () => {
    const donor = await createMember(testApp);
    const sara = await createMember(testApp, { username: 'Sara' });
    const saraPhone = newBrowser(service, 'sara-phone');
    await subscribe(sara, saraPhone);
    const devices = Array.from(
      { length: PUSH_SUBSCRIPTIONS_PER_MEMBER + 3 },
      (_, index) => `device-${index}`,
    );
    for (const device of devices) {
      clock += 1000;
      await subscribe(donor, newBrowser(service, device));
    }
    const donorDevices = async () =>
      (await subscriptions())
        .filter((row) => row.user_id === donor.id)
        .map((row) => row.endpoint.split('/').at(-1));
    expect(await donorDevices()).toEqual(devices.slice(3));

    // The oldest device kept subscribes again: it counts once, and now as the newest.
    clock += 1000;
    await subscribe(donor, newBrowser(service, 'device-3'));
    expect(await donorDevices()).toEqual(devices.slice(3));
    clock += 1000;
    await subscribe(donor, newBrowser(service, 'device-new'));
    const kept = ['device-3', ...devices.slice(5), 'device-new'];
    expect(await donorDevices()).toEqual(kept);
    expect(await subscriptions()).toContainEqual({
      user_id: sara.id,
      endpoint: saraPhone.endpoint,
    });

    await claimNewPost(testApp, donor, sara);
    await testApp.deliveriesSettled();
    expect(service.received.map((push) => push.path.split('/').at(-1)).sort()).toEqual(
      [...kept].sort(),
    );
  });

  it('ends at PUSH_SUBSCRIPTIONS_PER_MEMBER devices however many subscribe at once', async () => {
    const donor = await createMember(testApp);
    const second = await createSecondInstance(testApp, {
      now: () => clock,
      localPushEndpoints: true,
    });
    try {
      const apps: Pick<TestApp, 'app'>[] = [testApp, { app: second.app }];
      await Promise.all(
        Array.from({ length: 3 * PUSH_SUBSCRIPTIONS_PER_MEMBER }, (_, index) =>
          subscribe(donor, newBrowser(service, `device-${index}`), apps[index % 2]),
        ),
      );
    } finally {
      await second.close();
    }
    expect(await subscriptions()).toHaveLength(PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });

  it('pushes to the newest PUSH_SUBSCRIPTIONS_PER_MEMBER devices only, however many are stored', async () => {
    const donor = await createMember(testApp);
    const sara = await createMember(testApp, { username: 'Sara' });
    // Stored before subscribing kept to the cap.
    const devices = Array.from(
      { length: PUSH_SUBSCRIPTIONS_PER_MEMBER + 2 },
      (_, index) => `device-${index}`,
    );
    await testApp.database.db
      .insertInto('push_subscriptions')
      .values(
        devices.map((device, index) => {
          const { endpoint, keys } = subscriptionOf(newBrowser(service, device));
          const createdAt = new Date(NOON - (devices.length - index) * 1000).toISOString();
          return { user_id: donor.id, endpoint, ...keys, created_at: createdAt };
        }),
      )
      .execute();

    await claimNewPost(testApp, donor, sara);
    await testApp.deliveriesSettled();
    expect(service.received.map((push) => push.path.split('/').at(-1)).sort()).toEqual(
      devices.slice(2).sort(),
    );
  });

  it('refuses a p256dh key of the right length that is no point on P-256, storing nothing', async () => {
    const sara = await createMember(testApp);
    await subscribe(sara, newBrowser(service, 'phone'));
    const laptop = subscriptionOf(newBrowser(service, 'laptop'));
    const offCurve = Buffer.from(laptop.keys.p256dh, 'base64url');
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    for (const p256dh of [offCurve, Buffer.alloc(65, 4)].map((key) => key.toString('base64url'))) {
      await expectRefused(
        testApp,
        () =>
          post(
            testApp,
            '/api/push/subscriptions',
            { ...laptop, keys: { ...laptop.keys, p256dh } },
            sara.token,
          ),
        400,
        {
          code: 'FIELD_INVALID',
          field: 'keys.p256dh',
          message: 'The p256dh key must be a point on the P-256 curve.',
        },
      );
    }
  });

  it('refuses a subscription that is not a browser’s, and, outside tests, any endpoint but a push service’s', async () => {
    const sara = await createMember(testApp);
    const phone = subscriptionOf(newBrowser(service, 'phone'));
    for (const body of [
      { ...phone, keys: { ...phone.keys, p256dh: 'short' } },
      { ...phone, keys: { ...phone.keys, auth: Buffer.alloc(8).toString('base64url') } },
      { ...phone, keys: { ...phone.keys, auth: Buffer.alloc(17).toString('base64url') } },
      { ...phone, endpoint: 'javascript:alert(1)' },
      { keys: phone.keys },
    ]) {
      const refused = await post(testApp, '/api/push/subscriptions', body, sara.token);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const production = await createTestApp();
    try {
      const member = await createMember(production);
      for (const endpoint of [phone.endpoint, 'https://push.example.com/x']) {
        const refused = await post(
          production,
          '/api/push/subscriptions',
          { ...phone, endpoint },
          member.token,
        );
        expect(refused.statusCode, endpoint).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'endpoint' });
      }
      const browser = { ...phone, endpoint: 'https://fcm.googleapis.com/fcm/send/phone' };
      const accepted = await post(production, '/api/push/subscriptions', browser, member.token);
      expect(accepted.statusCode).toBe(201);
    } finally {
      await production.close();
    }
    expect(await subscriptions()).toEqual([]);
  });
});

describe('web push with two API instances', () => {
  it('pushes (and emails) each notification once', async () => {
    const second = await createSecondInstance(testApp, {
      now: () => clock,
      localPushEndpoints: true,
    });
    const otherConnection = await openSameDatabase(testApp.database);
    try {
      const apps: Pick<TestApp, 'app'>[] = [testApp, { app: second.app }];
      const claimants = await Promise.all(
        [0, 1].map((index) => createMember(testApp, { username: `Claimant${index}` })),
      );
      const donors = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          createMember(testApp, { username: `Donor${index}` }),
        ),
      );
      const browsers = donors.map((_, index) => newBrowser(service, `donor-${index}`));
      for (const [index, donor] of donors.entries()) {
        await subscribe(donor, browsers[index] as Browser, apps[index % 2]);
      }
      // At 23:30 in Amman each claim, made through one instance or the other, waits for 07:00;
      // then both instances' senders, nudged, and four runs on two connections go at once.
      clock = Date.UTC(2026, 10, 24, 20, 30);
      await Promise.all(
        donors.map(async (donor, index) => {
          const postId = await createdPostId(testApp, donor.token);
          const claimed = await post(
            apps[index % 2] ?? testApp,
            '/api/donations/claims',
            { post_id: postId },
            (claimants[index % 2] as Member).token,
          );
          expect(claimed.statusCode, claimed.body).toBe(201);
        }),
      );
      await Promise.all([testApp.deliveriesSettled(), second.deliveriesSettled()]);
      expect(service.received).toEqual([]);

      const morning = Date.UTC(2026, 10, 25, 4, 0);
      clock = morning;
      await Promise.all([
        runAt(morning),
        runAt(morning, otherConnection.db),
        runAt(morning),
        runAt(morning, otherConnection.db),
      ]);
      await Promise.all([testApp.deliveriesSettled(), second.deliveriesSettled()]);
      for (const [index, browser] of browsers.entries()) {
        const pushes = service.to(`donor-${index}`);
        expect(pushes, `donor-${index}`).toHaveLength(1);
        expect(decryptPush(browser, pushes[0]?.body ?? Buffer.alloc(0))).toMatchObject({
          title: 'New claim on your item',
        });
      }
      // Their emails, taken the same way, went once each too.
      const emails = (await testApp.readOutbox()).filter((entry) => entry.channel === 'email');
      expect(emails.map((email) => email.to).sort()).toEqual(
        donors.map((donor) => donor.email).sort(),
      );
      expect(
        await testApp.database.db.selectFrom('notification_deliveries').selectAll().execute(),
      ).toEqual([]);
    } finally {
      await otherConnection.destroy();
      await second.close();
    }
  });
});
