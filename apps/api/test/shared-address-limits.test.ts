import { afterEach, describe, expect, it, vi } from 'vitest';

import { createMember, get, post, postFrom, registerMember, uniquePhone } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Many phones in Jordan reach the API through one carrier address (CGNAT): the limits of one
 * person count per phone or per member, and the address's own are sized for all of them.
 */

let testApp: TestApp;

afterEach(async () => {
  vi.useRealTimers();
  await testApp.close();
});

/** More people than the limits of one address used to let join: 5 registrations, 10 codes. */
const NEIGHBOURS = 12;
/** Requests a minute of one member, over every route. */
const PER_MEMBER = 600;
/** Requests a minute of one address's visitors, over every route. */
const PER_ADDRESS = 3000;
/** Codes texted (and numbers checked) per address, per 10 minutes and per day. */
const CODE_SENDS = 60;
const CODE_SENDS_A_DAY = 300;
/** Whether a number has an account, asked per address per 10 minutes. */
const PHONE_CHECKS = 30;

const verifySession = (token: string) => post(testApp, '/authentication/verify', {}, token);

async function expectRefusedWithRetryAfter(
  response: Awaited<ReturnType<typeof post>>,
): Promise<number> {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe('people behind one carrier address', () => {
  it('each join: the number checked, a code texted and checked, the account made', async () => {
    testApp = await createTestApp();
    for (let joined = 0; joined < NEIGHBOURS; joined += 1) {
      const phone = uniquePhone();
      const check = await post(testApp, '/api/users/check-phone', { phone });
      expect(check.statusCode, check.body).toBe(200);
      const member = await registerMember(testApp, { phone });
      expect((await verifySession(member.token)).json()).toBe(true);
    }
  });

  it('each stay signed in and browse: a signed-in request counts for its member, not the address', async () => {
    testApp = await createTestApp();
    const members = [
      await createMember(testApp),
      await createMember(testApp),
      await createMember(testApp),
    ];
    const [first, second] = members;
    if (!first || !second) throw new Error('members missing');
    // Together well past one member's ceiling, each within it.
    for (const member of members) {
      for (let asked = 0; asked < PER_MEMBER / 2; asked += 1) {
        const answer = await verifySession(member.token);
        expect(answer.statusCode, answer.body).toBe(200);
      }
    }
    expect((await get(testApp, '/banner')).statusCode).toBe(200);

    for (let asked = PER_MEMBER / 2; asked < PER_MEMBER; asked += 1) {
      expect((await verifySession(first.token)).statusCode).toBe(200);
    }
    const retryAfter = await expectRefusedWithRetryAfter(await verifySession(first.token));
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await verifySession(second.token)).statusCode).toBe(200);
  });

  it('as visitors share a ceiling of 3000 requests a minute, which signed-in members do not use up', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    for (let asked = 0; asked < PER_ADDRESS; asked += 1) {
      const answer = await get(testApp, '/banner');
      if (answer.statusCode !== 200) expect(`${asked}: ${answer.statusCode}`).toBe(`${asked}: 200`);
    }
    await expectRefusedWithRetryAfter(await get(testApp, '/banner'));
    const elsewhere = await testApp.app.inject({
      method: 'GET',
      url: '/banner',
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(200);
    expect((await verifySession(member.token)).statusCode).toBe(200);
  });
});

describe('one address is still limited', () => {
  it('to 60 codes texted per 10 minutes and 300 a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    testApp = await createTestApp();
    const send = (phone = uniquePhone()) => post(testApp, '/api/verify/send', { phone });
    for (let sent = 0; sent < CODE_SENDS; sent += 1) {
      const answer = await send();
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);

    for (let sent = CODE_SENDS; sent < CODE_SENDS_A_DAY; sent += CODE_SENDS) {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      for (let inWindow = 0; inWindow < CODE_SENDS; inWindow += 1) {
        const answer = await send();
        expect(answer.statusCode, answer.body).toBe(200);
      }
    }
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const overTheDay = await send();
    expect(overTheDay.statusCode).toBe(429);
    expect(Number(overTheDay.headers['retry-after'])).toBeGreaterThan(60 * 60);
    expect(await testApp.readOutbox()).toHaveLength(CODE_SENDS_A_DAY);
  });

  it('counting an IPv6 client by its /64, the prefix of one subscriber', async () => {
    testApp = await createTestApp();
    for (let asked = 0; asked < PHONE_CHECKS; asked += 1) {
      const answer = await postFrom(testApp, `2001:db8::${asked + 1}`, '/api/users/check-phone', {
        phone: uniquePhone(),
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const samePrefix = await postFrom(testApp, '2001:db8::ffff', '/api/users/check-phone', {
      phone: uniquePhone(),
    });
    expect(samePrefix.statusCode).toBe(429);
    const otherPrefix = await postFrom(testApp, '2001:db8:0:1::1', '/api/users/check-phone', {
      phone: uniquePhone(),
    });
    expect(otherPrefix.statusCode).toBe(200);
  });
});
