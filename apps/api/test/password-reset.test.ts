import { afterEach, describe, expect, it, vi } from 'vitest';

import type { OutboxEntry } from '../src/infra/outbox';
import { accountTables, post, createMember, type Member } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

const SAME_REPLY = {
  message: 'If an account exists for this email, we have sent a link to reset its password.',
};

/** The mail goes out after the reply; wait for it. */
function resetMailTo(email: string): Promise<OutboxEntry & { channel: 'email' }> {
  return vi.waitFor(
    async () => {
      const mail = (await testApp.readOutbox()).find(
        (entry): entry is OutboxEntry & { channel: 'email' } =>
          entry.channel === 'email' && entry.to === email,
      );
      if (!mail) throw new Error(`no reset mail reached ${email}`);
      return mail;
    },
    { timeout: 2000, interval: 20 },
  );
}

function tokenOf(mail: { text: string }): string {
  const link = /(http\S+reset-password\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error('no reset link in the mail');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error('no token in the reset link');
  return token;
}

async function requestReset(member: Member, locale?: 'en' | 'ar') {
  const response = await post(testApp, '/forgot-password', { email: member.email, locale });
  expect(response.statusCode).toBe(200);
  return tokenOf(await resetMailTo(member.email));
}

describe('POST /forgot-password', () => {
  it('mails a link built from PUBLIC_WEB_URL and stores only the token hash', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/forgot-password',
      headers: { host: 'evil.example' },
      payload: { email: member.email.toUpperCase() },
    });
    expect(response.json()).toEqual(SAME_REPLY);
    const mail = await resetMailTo(member.email);
    expect(mail.subject).toBe('Reset your Tabarru password');
    expect(mail.text).toContain('http://web.test/reset-password?token=');
    const token = tokenOf(mail);
    const [reset] = (await accountTables(testApp)).resets;
    expect(reset?.token_hash).not.toContain(token);
    expect(Date.parse(reset?.expires_at ?? '') - Date.parse(reset?.created_at ?? '')).toBe(
      3_600_000,
    );
  });

  it('links to the Arabic page, in Arabic, when asked from it', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    await post(testApp, '/forgot-password', { email: member.email, locale: 'ar' });
    const mail = await resetMailTo(member.email);
    expect(mail.text).toContain('http://web.test/ar/reset-password?token=');
    expect(mail.subject).toContain('كلمة المرور');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const before = await testApp.readOutbox();
    const response = await post(testApp, '/forgot-password', { email: 'nobody@example.jo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_REPLY);
    // Mails go out in the order they were asked for: once the member's has, one to the unknown
    // address would have gone before it.
    await post(testApp, '/forgot-password', { email: member.email });
    await resetMailTo(member.email);
    const sent = (await testApp.readOutbox()).slice(before.length);
    expect(sent.map((entry) => entry.to)).toEqual([member.email]);
    expect((await accountTables(testApp)).resets.map((reset) => reset.user_id)).toEqual([
      member.id,
    ]);
  });

  it('allows 5 requests per email per 30 minutes', async () => {
    testApp = await createTestApp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post(testApp, '/forgot-password', { email: 'a@example.jo' })).statusCode).toBe(
        200,
      );
    }
    const sixth = await post(testApp, '/forgot-password', { email: 'A@example.jo' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('POST /reset-password', () => {
  it('sets the new password and ends every session', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const token = await requestReset(member);
    const response = await post(testApp, '/reset-password', {
      token,
      new_password: 'books for the school in Madaba',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Password reset successfully' });
    expect((await post(testApp, '/authentication/verify', {}, member.token)).statusCode).toBe(401);
    const login = await post(testApp, '/authentication/login', {
      email: member.email,
      password: 'books for the school in Madaba',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a token used twice, an older token of the same account, and a made-up one', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const older = await requestReset(member);
    const newer = await requestResetAgain(member);
    expect(
      (await post(testApp, '/reset-password', { token: newer, new_password: 'first new password' }))
        .statusCode,
    ).toBe(200);
    const before = await accountTables(testApp);
    for (const token of [newer, older, 'made-up-token']) {
      const response = await post(testApp, '/reset-password', {
        token,
        new_password: 'second new password',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', field: 'token' });
    }
    expect(await accountTables(testApp)).toEqual(before);
  });

  it('refuses a token after an hour', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const token = await requestReset(member);
    await testApp.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await post(testApp, '/reset-password', {
      token,
      new_password: 'too late for this one',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('refuses a common or short new password and leaves the token usable', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const token = await requestReset(member);
    const common = await post(testApp, '/reset-password', { token, new_password: 'iloveyou1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', field: 'new_password' });
    const short = await post(testApp, '/reset-password', { token, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'new_password' });
    const good = await post(testApp, '/reset-password', {
      token,
      new_password: 'a long and unusual one',
    });
    expect(good.statusCode).toBe(200);
  });

  it('refuses a missing token', async () => {
    testApp = await createTestApp();
    const response = await post(testApp, '/reset-password', { new_password: 'whatever it is' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'token' });
  });
});

/** A second request: the newest mail to the member carries the newest token. */
async function requestResetAgain(member: Member): Promise<string> {
  const before = (await testApp.readOutbox()).length;
  await post(testApp, '/forgot-password', { email: member.email });
  return vi.waitFor(
    async () => {
      const entries = await testApp.readOutbox();
      if (entries.length <= before) throw new Error('no second reset mail');
      return tokenOf(entries.at(-1) as { text: string });
    },
    { timeout: 2000, interval: 20 },
  );
}
