import { afterEach, describe, expect, it } from 'vitest';

import { ensureAdministrator } from '../src/modules/admin/bootstrap';
import { createTestApp, type TestApp } from './support/test-app';

const VALID = {
  name: 'Lina Haddad',
  email: 'lina@example.jo',
  message: 'Can I volunteer at the next event?',
};

describe('POST /contact', () => {
  let testApp: TestApp;

  afterEach(async () => {
    await testApp.close();
  });

  async function storedMessages() {
    return testApp.database.db.selectFrom('contact_messages').selectAll().execute();
  }

  async function post(body: unknown, headers: Record<string, string> = {}) {
    return testApp.app.inject({
      method: 'POST',
      url: '/contact',
      headers,
      ...(typeof body === 'string' ? { payload: body } : { payload: body as object }),
    });
  }

  it('stores the message and mails every administrator in their language', async () => {
    testApp = await createTestApp();
    await ensureAdministrator(testApp.database, {
      email: 'admin@tabarru.jo',
      password: 'a long admin password',
      phone: '+962790000001',
    });
    await ensureAdministrator(testApp.database, {
      email: 'mod@tabarru.jo',
      password: 'another admin password',
      phone: '+962790000002',
    });
    await testApp.database.db
      .updateTable('users')
      .set({ locale: 'ar' })
      .where('email', '=', 'mod@tabarru.jo')
      .execute();

    const response = await post(VALID);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your message has been sent.' });
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ name: VALID.name, email: VALID.email, message: VALID.message });

    const mails = (await testApp.readOutbox()).filter((entry) => entry.channel === 'email');
    expect(mails.map((mail) => mail.to).sort()).toEqual(['admin@tabarru.jo', 'mod@tabarru.jo']);
    const english = mails.find((mail) => mail.to === 'admin@tabarru.jo');
    const arabic = mails.find((mail) => mail.to === 'mod@tabarru.jo');
    expect(english).toMatchObject({ subject: 'New contact message from Lina Haddad' });
    expect(english?.text).toContain(VALID.message);
    expect(english?.text).toContain(VALID.email);
    expect(arabic).toMatchObject({ subject: 'رسالة تواصل جديدة من Lina Haddad' });
    expect(arabic?.text).toContain(VALID.message);
  });

  it('stores the message when there is no administrator yet, and sends nothing', async () => {
    testApp = await createTestApp();
    const response = await post(VALID);
    expect(response.statusCode).toBe(201);
    expect(await storedMessages()).toHaveLength(1);
    expect(await testApp.readOutbox()).toEqual([]);
  });

  it('trims the fields it stores', async () => {
    testApp = await createTestApp();
    await post({ name: '  Omar ', email: ' omar@example.jo ', message: '  Hello  ' });
    expect(await storedMessages()).toMatchObject([
      { name: 'Omar', email: 'omar@example.jo', message: 'Hello' },
    ]);
  });

  it.each([
    [
      'a missing name',
      { email: VALID.email, message: VALID.message },
      'name',
      'FIELD_REQUIRED',
      'name is required',
    ],
    ['a blank name', { ...VALID, name: '   ' }, 'name', 'FIELD_REQUIRED', 'Please enter your name'],
    [
      'a missing email',
      { name: VALID.name, message: VALID.message },
      'email',
      'FIELD_REQUIRED',
      'email is required',
    ],
    [
      'a malformed email',
      { ...VALID, email: 'lina@' },
      'email',
      'EMAIL_INVALID',
      'Please enter a valid email address',
    ],
    [
      'a blank message',
      { ...VALID, message: '' },
      'message',
      'FIELD_REQUIRED',
      'Please enter a message',
    ],
    [
      'an overlong message',
      { ...VALID, message: 'x'.repeat(5001) },
      'message',
      'FIELD_TOO_LONG',
      undefined,
    ],
    ['a number for a name', { ...VALID, name: 42 }, 'name', 'FIELD_INVALID', undefined],
  ])(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_label, body, field, code, message) => {
      testApp = await createTestApp();
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      const reply = response.json<{ message: string; code: string; field: string }>();
      expect(reply.code).toBe(code);
      expect(reply.field).toBe(field);
      if (message) expect(reply.message).toBe(message);
      expect(reply.message.length).toBeGreaterThan(0);
      expect(await storedMessages()).toEqual([]);
      expect(await testApp.readOutbox()).toEqual([]);
    },
  );

  it('refuses a body that is not JSON with 400 and one that is not an object', async () => {
    testApp = await createTestApp();
    const broken = await post('{"name": ', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'MALFORMED_REQUEST' });
    const list = await post('[1,2]', { 'content-type': 'application/json' });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ code: 'FIELD_INVALID' });
    expect(await storedMessages()).toEqual([]);
  });

  it('refuses an unsupported content type with 415', async () => {
    testApp = await createTestApp();
    const response = await post('name=a&email=b', { 'content-type': 'text/xml' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_CONTENT_TYPE' });
  });

  it('refuses an oversized body with 413', async () => {
    testApp = await createTestApp();
    const response = await post({ ...VALID, message: 'x'.repeat(200 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
    expect(await storedMessages()).toEqual([]);
  });

  it('limits each address to 5 messages per 15 minutes, with Retry-After', async () => {
    testApp = await createTestApp();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await post(VALID)).statusCode).toBe(201);
    }
    const limited = await post(VALID, { origin: 'http://web.test' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The web app, on another origin, may read it to say how long to wait.
    expect(String(limited.headers['access-control-expose-headers'])).toMatch(/\bRetry-After\b/);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await storedMessages()).toHaveLength(5);
  });

  it('lifts the limit with RATE_LIMITS=off', async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    for (let sent = 0; sent < 7; sent += 1) {
      expect((await post(VALID)).statusCode).toBe(201);
    }
  });

  it('answers the web origin for CORS', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/contact',
      headers: {
        origin: 'http://web.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://web.test');
  });
});
