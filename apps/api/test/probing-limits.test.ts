import { afterEach, describe, expect, it } from 'vitest';

import { post, postFrom, put, registerMember, uniquePhone } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

/** Whether a number has an account can be asked 30 times per 10 minutes per address. */
const PHONE_CHECKS = 30;
/** Codes sent per address per 10 minutes, check-phone calls included. */
const CODE_SENDS = 60;
/** Profile saves that ask about another email or phone, per member per 10 minutes. */
const IDENTITY_CHECKS = 5;

describe('POST /api/users/check-phone', () => {
  it('stops answering after 30 numbers per address, with Retry-After', async () => {
    testApp = await createTestApp();
    for (let asked = 0; asked < PHONE_CHECKS; asked += 1) {
      const response = await post(testApp, '/api/users/check-phone', { phone: uniquePhone() });
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await post(testApp, '/api/users/check-phone', { phone: uniquePhone() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const elsewhere = await postFrom(testApp, '203.0.113.9', '/api/users/check-phone', {
      phone: uniquePhone(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts toward the code sends of the same IP', async () => {
    testApp = await createTestApp();
    for (let asked = 0; asked < PHONE_CHECKS; asked += 1) {
      await post(testApp, '/api/users/check-phone', { phone: uniquePhone() });
    }
    for (let sent = PHONE_CHECKS; sent < CODE_SENDS; sent += 1) {
      const response = await post(testApp, '/api/verify/send', { phone: uniquePhone() });
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await post(testApp, '/api/verify/send', { phone: uniquePhone() });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await testApp.readOutbox()).toHaveLength(CODE_SENDS - PHONE_CHECKS);
  });

  it('counts by the client a trusted proxy names, and never by a name the client gives itself', async () => {
    const behindProxy = (testApp: TestApp, forwardedFor: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/users/check-phone',
        payload: { phone: uniquePhone() },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    testApp = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    for (let asked = 0; asked < PHONE_CHECKS; asked += 1) {
      expect((await behindProxy(testApp, '203.0.113.1')).statusCode).toBe(200);
    }
    expect((await behindProxy(testApp, '203.0.113.1')).statusCode).toBe(429);
    // Another client through the same proxy has its own count.
    expect((await behindProxy(testApp, '203.0.113.2')).statusCode).toBe(200);
    // A forged header sent straight to the API changes nothing: the caller is not a proxy.
    for (let asked = 0; asked < PHONE_CHECKS; asked += 1) {
      await postFrom(testApp, '198.51.100.7', '/api/users/check-phone', { phone: uniquePhone() });
    }
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/check-phone',
      payload: { phone: uniquePhone() },
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(forged.statusCode).toBe(429);
    await testApp.close();

    // Without TRUST_PROXY every client of the proxy is the proxy.
    testApp = await createTestApp();
    for (let asked = 0; asked < PHONE_CHECKS; asked += 1) {
      expect((await behindProxy(testApp, `203.0.113.${10 + asked}`)).statusCode).toBe(200);
    }
    expect((await behindProxy(testApp, '203.0.113.99')).statusCode).toBe(429);
  });

  it('is not limited with RATE_LIMITS=off', async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    for (let asked = 0; asked <= PHONE_CHECKS; asked += 1) {
      const response = await post(testApp, '/api/users/check-phone', { phone: uniquePhone() });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('PUT /update-credentials', () => {
  it('answers whether an email or phone is taken 5 times per 10 minutes per member', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const other = await registerMember(testApp);
    const ask = (email: string) =>
      put(
        testApp,
        '/update-credentials',
        {
          username: member.username,
          email,
          phone_number: member.phone,
          currentPassword: member.password,
        },
        member.token,
      );
    for (let asked = 0; asked < IDENTITY_CHECKS - 1; asked += 1) {
      const probe = await ask(`someone${asked}@example.jo`);
      expect(probe.statusCode, probe.body).toBe(200);
    }
    const taken = await ask(other.email);
    expect(taken.statusCode).toBe(409);
    const refused = await ask(`someone.else@example.jo`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The member can still save what changes no email or phone (username, location); the
    // email stays the account's until a link mailed to a new one is followed.
    const unchanged = await put(
      testApp,
      '/update-credentials',
      {
        username: `${member.username}x`,
        email: member.email,
        phone_number: member.phone,
        location: 'Irbid',
      },
      member.token,
    );
    expect(unchanged.statusCode, unchanged.body).toBe(200);

    const otherMember = await put(
      testApp,
      '/update-credentials',
      {
        username: other.username,
        email: 'fresh@example.jo',
        phone_number: other.phone,
        currentPassword: other.password,
      },
      other.token,
    );
    expect(otherMember.statusCode).toBe(200);
  });
});
