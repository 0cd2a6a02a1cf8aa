import { afterEach, describe, expect, it } from 'vitest';

import {
  accountTables,
  createMember,
  get,
  post,
  put,
  registerMember,
  type Member,
} from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

/** The update the profile's form sends, with a new email. */
function emailUpdate(member: Member, email: string, currentPassword?: string) {
  return {
    username: member.username,
    email,
    phone_number: member.phone,
    ...(currentPassword !== undefined && { currentPassword }),
  };
}

/** The link of the newest mail to `to`, and its token. */
async function linkMailedTo(to: string): Promise<{ link: string; token: string; text: string }> {
  const mail = (await testApp.readOutbox())
    .filter((entry) => entry.channel === 'email' && entry.to === to)
    .at(-1);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!mail || !link) throw new Error(`no link was mailed to ${to}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '', text: mail.text };
}

async function emailOf(member: Member): Promise<string> {
  const row = await testApp.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  return row.email;
}

async function signIn(member: Member): Promise<string> {
  const reply = await post(testApp, '/authentication/login', {
    email: member.email,
    password: member.password,
  });
  return reply.json<{ jwtToken: string }>().jwtToken;
}

/** Lets the mails sent after the reply reach the outbox. */
const mailsSent = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('changing the email', () => {
  it('is refused without the current password, or with a wrong one, and nothing changes', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const before = await accountTables(testApp);
    const outboxBefore = await testApp.readOutbox();
    for (const [password, code] of [
      [undefined, 'EMAIL_CHANGE_NEEDS_PASSWORD'],
      ['not the password', 'WRONG_PASSWORD'],
    ] as const) {
      const reply = await put(
        testApp,
        '/update-credentials',
        emailUpdate(member, 'taken-over@example.jo', password),
        member.token,
      );
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ code, field: 'currentPassword' });
    }
    await mailsSent();
    expect(await accountTables(testApp)).toEqual(before);
    expect(await testApp.readOutbox()).toEqual(outboxBefore);
    // A reset asked for the attacker's address reaches nobody.
    await post(testApp, '/forgot-password', { email: 'taken-over@example.jo' });
    await mailsSent();
    expect(await testApp.readOutbox()).toEqual(outboxBefore);
  });

  it('uses the new address only once the link mailed to it is followed, and tells the old one', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const reply = await put(
      testApp,
      '/update-credentials',
      emailUpdate(member, 'New.Address@example.jo', member.password),
      member.token,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      user: { email: member.email, pending_email: 'new.address@example.jo' },
    });
    expect(await emailOf(member)).toBe(member.email);
    await mailsSent();

    const confirm = await linkMailedTo('new.address@example.jo');
    const notice = await linkMailedTo(member.email);
    expect(confirm.link).toContain('/confirm-email?token=');
    expect(notice.link).toContain('/email-change-undo?token=');
    expect(notice.text).toContain('new.address@example.jo');

    const confirmed = await post(testApp, '/api/email-change/confirm', { token: confirm.token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'new.address@example.jo' });
    expect(await emailOf(member)).toBe('new.address@example.jo');
    const profile = await get(testApp, '/profile', member.token);
    expect(profile.json()).toMatchObject([
      { email: 'new.address@example.jo', pending_email: null },
    ]);
    // The link works once.
    const again = await post(testApp, '/api/email-change/confirm', { token: confirm.token });
    expect(again.json()).toMatchObject({ code: 'EMAIL_CHANGE_LINK_INVALID' });
  });

  it('writes its mails in the member’s language', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    await testApp.database.db
      .updateTable('users')
      .set({ locale: 'ar' })
      .where('id', '=', member.id)
      .execute();
    await put(
      testApp,
      '/update-credentials',
      emailUpdate(member, 'arabic@example.jo', member.password),
      member.token,
    );
    await mailsSent();
    const notice = await linkMailedTo(member.email);
    expect(notice.link).toContain('/ar/email-change-undo?token=');
    expect(notice.text).toMatch(/[\u0600-\u06FF]/);
    expect((await linkMailedTo('arabic@example.jo')).link).toContain('/ar/confirm-email?token=');
  });

  it('"this was not me" ends every session and undoes the change, confirmed or not', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const otherDevice = (
      await post(testApp, '/authentication/login', {
        email: member.email,
        password: member.password,
      })
    ).json<{ jwtToken: string }>().jwtToken;
    await put(
      testApp,
      '/update-credentials',
      emailUpdate(member, 'thief@example.jo', member.password),
      member.token,
    );
    await mailsSent();
    const confirm = await linkMailedTo('thief@example.jo');
    const notice = await linkMailedTo(member.email);
    expect(
      (await post(testApp, '/api/email-change/confirm', { token: confirm.token })).statusCode,
    ).toBe(200);
    expect(await emailOf(member)).toBe('thief@example.jo');

    const undone = await post(testApp, '/api/email-change/undo', { token: notice.token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ email: member.email });
    expect(await emailOf(member)).toBe(member.email);
    for (const token of [member.token, otherDevice]) {
      expect((await post(testApp, '/authentication/verify', {}, token)).statusCode).toBe(401);
    }
    const open = await testApp.database.db
      .selectFrom('member_sessions')
      .select('id')
      .where('user_id', '=', member.id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    // The owner gets back in through the old address.
    await post(testApp, '/forgot-password', { email: member.email });
    await mailsSent();
    expect((await linkMailedTo(member.email)).link).toContain('/reset-password?token=');
    const twice = await post(testApp, '/api/email-change/undo', { token: notice.token });
    expect(twice.statusCode).toBe(400);
  });

  it('"this was not me" also cancels a newer change still waiting for its link, and so does a password reset', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const change = (email: string) =>
      put(
        testApp,
        '/update-credentials',
        emailUpdate(member, email, member.password),
        member.token,
      );
    await change('first@example.jo');
    await mailsSent();
    const firstNotice = await linkMailedTo(member.email);
    await change('second@example.jo');
    await mailsSent();
    const secondConfirm = await linkMailedTo('second@example.jo');
    expect(
      (await post(testApp, '/api/email-change/undo', { token: firstNotice.token })).statusCode,
    ).toBe(200);
    const late = await post(testApp, '/api/email-change/confirm', { token: secondConfirm.token });
    expect(late.statusCode).toBe(400);
    expect(await emailOf(member)).toBe(member.email);

    // A reset through the old address cancels what was asked with the old password.
    const again = await signIn(member);
    await put(
      testApp,
      '/update-credentials',
      emailUpdate(member, 'third@example.jo', member.password),
      again,
    );
    await mailsSent();
    const thirdConfirm = await linkMailedTo('third@example.jo');
    await post(testApp, '/forgot-password', { email: member.email });
    await mailsSent();
    const reset = await linkMailedTo(member.email);
    expect(
      (
        await post(testApp, '/reset-password', {
          token: reset.token,
          new_password: 'the owner took it back',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(testApp, '/api/email-change/confirm', { token: thirdConfirm.token })).statusCode,
    ).toBe(400);
    expect(await emailOf(member)).toBe(member.email);
  });

  it('freezes a change not yet confirmed: its link no longer works', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    await put(
      testApp,
      '/update-credentials',
      emailUpdate(member, 'thief@example.jo', member.password),
      member.token,
    );
    await mailsSent();
    const confirm = await linkMailedTo('thief@example.jo');
    const notice = await linkMailedTo(member.email);
    expect(
      (await post(testApp, '/api/email-change/undo', { token: notice.token })).statusCode,
    ).toBe(200);
    const late = await post(testApp, '/api/email-change/confirm', { token: confirm.token });
    expect(late.statusCode).toBe(400);
    expect(await emailOf(member)).toBe(member.email);
  });

  it('refuses an address another member took meanwhile, and a made-up link', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    await put(
      testApp,
      '/update-credentials',
      emailUpdate(member, 'wanted@example.jo', member.password),
      member.token,
    );
    await mailsSent();
    const confirm = await linkMailedTo('wanted@example.jo');
    await createMember(testApp, { email: 'wanted@example.jo' });
    const taken = await post(testApp, '/api/email-change/confirm', { token: confirm.token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(await emailOf(member)).toBe(member.email);
    for (const path of ['/api/email-change/confirm', '/api/email-change/undo']) {
      const made = await post(testApp, path, { token: 'made-up' });
      expect(made.statusCode).toBe(400);
      expect(made.json()).toMatchObject({ code: 'EMAIL_CHANGE_LINK_INVALID' });
    }
  });
});
