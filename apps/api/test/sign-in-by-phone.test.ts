import { afterEach, describe, expect, it } from 'vitest';

import { createWorkQueue } from '../src/infra/bounded-queue';
import { totpCodeAt } from '../src/modules/two-factor/totp';
import { createMember, post, postFrom, type Member } from './support/accounts';
import { turnOnSecondStep } from './support/two-factor';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

const toDigits = (zero: number) => (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
const arabicIndic = toDigits(0x0660);
const easternArabicIndic = toDigits(0x06f0);
const fullwidth = toDigits(0xff10);

/** A member's +9627XXXXXXXX number as people in Jordan type it, labelled. */
function typedForms(phone: string): [string, string][] {
  const national = phone.slice(4);
  const [operator, middle, last] = [national.slice(0, 2), national.slice(2, 5), national.slice(5)];
  const local = `0${national}`;
  return [
    ['07XXXXXXXX', local],
    ['7XXXXXXXX', national],
    ['+962 in groups', `+962 ${operator} ${middle} ${last}`],
    ['00962 with dashes', `00962-${operator}-${middle}-${last}`],
    ['Arabic-Indic digits in groups', arabicIndic(`0${operator} ${middle} ${last}`)],
    ['Eastern Arabic-Indic digits', easternArabicIndic(local)],
    ['fullwidth digits', fullwidth(local)],
  ];
}

const login = (email: string, password: string) =>
  post(testApp, '/authentication/login', { email, password });

/** The member a session token was issued to. */
function userIdOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { userId: number }).userId;
}

/** The sign-in events of the security log among the app's log lines, in order. */
function signInsLogged(lines: Record<string, unknown>[]) {
  return lines
    .map((line) => (line.security ?? {}) as Record<string, unknown>)
    .filter((event) => event.event === 'sign_in')
    .map(({ outcome, account, userId }) => ({ outcome, account, userId }));
}

describe('signing in with the phone number', () => {
  it('signs in with the number typed in each form and digits people in Jordan use', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    await createMember(testApp);
    for (const [form, typed] of typedForms(member.phone)) {
      const response = await login(typed, member.password);
      expect(response.statusCode, `${form}: ${response.body}`).toBe(200);
      const { jwtToken } = response.json<{ jwtToken: string }>();
      expect(userIdOf(jwtToken), form).toBe(member.id);
      expect((await post(testApp, '/authentication/verify', {}, jwtToken)).json()).toBe(true);
    }
  });

  it('answers a wrong password by phone and a phone no account has as a wrong password by email, each after one password check', async () => {
    const passwords = createWorkQueue({ concurrency: 1, waiting: 10 });
    const lines: Record<string, unknown>[] = [];
    testApp = await createTestApp(
      { LOG_LEVEL: 'info' },
      { workQueues: { passwords }, logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    const member = await createMember(testApp);
    const refusals = [
      [member.email, 'not the password', 'wrong_password', member.email],
      [
        arabicIndic(`0${member.phone.slice(4)}`),
        'not the password',
        'wrong_password',
        member.phone,
      ],
      ['+962 78 000 0001', member.password, 'unknown_account', '+962780000001'],
      ['٠٧٧ ٠٠٠ ٠٠٠٢', member.password, 'unknown_account', '+962770000002'],
    ] as const;
    for (const [typed, password, outcome, account] of refusals) {
      const checksBefore = passwords.stats().started;
      const response = await login(typed, password);
      expect(response.statusCode, typed).toBe(401);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe('"Invalid Credentials"');
      // A missing account costs a decoy check, as a wrong password costs the real one.
      expect(passwords.stats().started - checksBefore, typed).toBe(1);
      expect(signInsLogged(lines).at(-1), typed).toMatchObject({ outcome, account });
    }
  });

  it('counts one phone typed in different forms and digits as one account for the sign-in limit, and its email apart', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const forms = typedForms(member.phone).map(([, typed]) => typed);
    // Each try from its own address, so only the count per account can refuse.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const typed = forms[attempt % forms.length] ?? member.phone;
      const refused = await postFrom(testApp, `10.0.0.${attempt + 1}`, '/authentication/login', {
        email: typed,
        password: 'wrong password',
      });
      expect(refused.statusCode, typed).toBe(401);
    }
    const blocked = await postFrom(testApp, '10.0.1.1', '/authentication/login', {
      email: member.phone,
      password: member.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(200);

    const byEmail = await postFrom(testApp, '10.0.1.2', '/authentication/login', {
      email: member.email,
      password: member.password,
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
  });

  it('asks an account with two-step sign-in for its second step, then signs in with the code', async () => {
    let now = Date.now();
    testApp = await createTestApp({}, { now: () => now });
    const member: Member = await createMember(testApp);
    const secret = await turnOnSecondStep(testApp, member, now);
    now += 30_000;

    const passwordStep = await login(arabicIndic(`0${member.phone.slice(4)}`), member.password);
    expect(passwordStep.statusCode, passwordStep.body).toBe(200);
    const reply = passwordStep.json<{ twoFactorRequired?: true; challenge: string }>();
    expect(reply).not.toHaveProperty('jwtToken');
    expect(reply.twoFactorRequired).toBe(true);

    const signedIn = await post(testApp, '/authentication/login/second-step', {
      challenge: reply.challenge,
      code: totpCodeAt(secret, now),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(userIdOf(signedIn.json<{ jwtToken: string }>().jwtToken)).toBe(member.id);
  });

  it('logs the account tried as compared: the email in lower case or the phone as +962, never as typed', async () => {
    const lines: Record<string, unknown>[] = [];
    testApp = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    const member = await createMember(testApp);
    const local = `0${member.phone.slice(4)}`;
    await login(arabicIndic(local), 'not the password');
    await login('٠٧٨ ٠٠٠ ٠٠٠١', member.password);
    await login(`${local.slice(0, 3)} ${local.slice(3)}`, member.password);
    await login(member.email.toUpperCase(), member.password);

    expect(signInsLogged(lines)).toEqual([
      { outcome: 'wrong_password', account: member.phone, userId: member.id },
      { outcome: 'unknown_account', account: '+962780000001', userId: null },
      { outcome: 'signed_in', account: member.phone, userId: member.id },
      { outcome: 'signed_in', account: member.email, userId: member.id },
    ]);
  });
});
