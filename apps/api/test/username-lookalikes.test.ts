import { afterEach, describe, expect, it } from 'vitest';

import {
  accountTables,
  post,
  put,
  registerMember,
  uniquePhone,
  verifyPhone,
} from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

/** Pairs of a registered name and a name that renders like it. */
const LOOK_ALIKES: [string, string, string][] = [
  ['Cyrillic letters in a Latin name', 'sara_k', 'ѕаrа_k'],
  ['fullwidth letters', 'Sara_K', 'Ｓａｒａ_Ｋ'],
  ['a Greek omicron and a capital', 'omar.jo', 'Οmar.jo'],
  ['digit zero for the letter o', 'noor99', 'n0or99'],
  ['Persian yeh for Arabic yeh', 'علي_الزعبي', 'علی_الزعبی'],
  ['alef maksura for yeh', 'علي', 'على'],
  ['Persian keheh for Arabic kaf', 'كريم', 'کریم'],
  ['tatweel stretching the letters', 'محمد', 'مـحـمـد'],
  ['diacritics', 'محمد', 'مُحَمَّد'],
  ['a hamza on the alef', 'احمد', 'أحمد'],
  ['ta marbuta for heh', 'فاطمه', 'فاطمة'],
  ['Eastern Arabic-Indic digits for Arabic-Indic ones', 'سارة٤٥٦', 'سارة۴۵۶'],
  ['an Arabic alef for a Latin l', 'lina', 'اina'],
  ['a Latin accent', 'Rene', 'René'],
];

async function registration(username: string) {
  const phone = uniquePhone();
  const verificationToken = await verifyPhone(testApp, phone);
  return {
    username,
    email: `${phone.slice(1)}@example.jo`,
    password: 'a sofa for Zarqa',
    phone_number: phone,
    verificationToken,
  };
}

describe('usernames compared by how they look', () => {
  it.each(LOOK_ALIKES)(
    'refuses a look-alike of a taken name at registration: %s',
    async (_, taken, lookAlike) => {
      testApp = await createTestApp();
      await registerMember(testApp, { username: taken });
      const body = await registration(lookAlike);
      const before = await accountTables(testApp);
      const response = await post(testApp, '/authentication/registration', body);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        code: 'USERNAME_TAKEN',
        message: 'This username is already taken',
        field: 'username',
      });
      expect((await accountTables(testApp)).users).toEqual(before.users);
    },
  );

  it('refuses it in both directions: the look-alike first, then the plain name', async () => {
    testApp = await createTestApp();
    await registerMember(testApp, { username: 'ѕаrа_k' });
    const response = await post(
      testApp,
      '/authentication/registration',
      await registration('sara_k'),
    );
    expect(response.statusCode).toBe(409);
    await registerMember(testApp, { username: 'کریم' });
    const arabic = await post(testApp, '/authentication/registration', await registration('كريم'));
    expect(arabic.statusCode).toBe(409);
  });

  it('still tells apart names that only share letters', async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    for (const username of [
      'sara',
      'sarah',
      'sara2',
      'سارة',
      'سارا',
      'ساره٢',
      'lina_1',
      'lina_7',
    ]) {
      await registerMember(testApp, { username });
    }
    expect((await accountTables(testApp)).users).toHaveLength(8);
  });

  it('shows a name as it was typed', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp, { username: 'Ｎｏｏｒ_مُحَمَّد' });
    const profile = await testApp.app.inject({ method: 'GET', url: `/api/users/${member.id}` });
    expect(profile.json()).toMatchObject({ username: 'Ｎｏｏｒ_مُحَمَّد' });
  });

  it('refuses a look-alike of another member on a profile update, and changes nothing', async () => {
    testApp = await createTestApp();
    await registerMember(testApp, { username: 'كريم' });
    const member = await registerMember(testApp, { username: 'lina' });
    const before = await accountTables(testApp);
    const response = await put(
      testApp,
      '/update-credentials',
      { username: 'كـريـم', email: member.email, phone_number: member.phone },
      member.token,
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken',
    });
    expect(await accountTables(testApp)).toEqual(before);

    const ownLookAlike = await put(
      testApp,
      '/update-credentials',
      { username: 'Lіna', email: member.email, phone_number: member.phone },
      member.token,
    );
    expect(ownLookAlike.statusCode, ownLookAlike.body).toBe(200);
    expect(ownLookAlike.json()).toMatchObject({ user: { username: 'Lіna' } });
  });

  it('refuses a name of marks or tatweel only', async () => {
    testApp = await createTestApp();
    const response = await post(
      testApp,
      '/authentication/registration',
      await registration('ـــــ'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'username' });
  });
});
