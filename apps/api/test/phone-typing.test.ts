import { afterEach, describe, expect, it } from 'vitest';

import { accountTables, get, post, registerMember, verifyPhone } from './support/accounts';
import { createPost, createdPostId, multipartBody, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

/** The ways people in Jordan type 079 123 4567. */
const TYPED_FORMS = [
  '٠٧٩١٢٣٤٥٦٧',
  '۰۷۹۱۲۳۴۵۶۷',
  '079 123 4567',
  '+962 79 123 4567',
  '00962791234567',
  '00962 79 123 4567',
  '962791234567',
  '079-123-4567',
  '(079) 123.4567',
];

describe('account phone numbers as people type them', () => {
  it.each(TYPED_FORMS)('verifies and registers %s as +962791234567', async (typed) => {
    testApp = await createTestApp();
    const sent = await post(testApp, '/api/verify/send', { phone: typed });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = /\b(\d{6})\b/.exec((await testApp.readOutbox())[0]?.text ?? '')?.[1];
    const checked = await post(testApp, '/api/verify/check', { phone: typed, code });
    expect(checked.statusCode, checked.body).toBe(200);
    const { verificationToken } = checked.json<{ verificationToken: string }>();
    const registered = await post(testApp, '/authentication/registration', {
      username: 'typist',
      email: 'typist@example.jo',
      password: 'a sofa for Zarqa',
      phone_number: typed,
      verificationToken,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [user] = (await accountTables(testApp)).users;
    expect(user?.phone_number).toBe('+962791234567');

    const taken = await post(testApp, '/api/users/check-phone', { phone: typed });
    expect(taken.json()).toMatchObject({ code: 'PHONE_TAKEN' });
  });

  it('takes a typed number on a profile change too', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const verificationToken = await verifyPhone(testApp, '+962781234567');
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/update-credentials',
      headers: { authorization: `Bearer ${member.token}` },
      payload: {
        username: member.username,
        email: member.email,
        phone_number: '+962 ٧٨ ١٢٣ ٤٥٦٧',
        verificationToken,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { phone_number: '+962781234567' } });
  });
});

describe('the contact phone of a post', () => {
  it.each(TYPED_FORMS)('stores %s as 0791234567', async (typed) => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const postId = await createdPostId(testApp, member.token, postFields({ phone: typed }));
    const detail = await get(testApp, `/Posting/posts/${postId}`, member.token);
    expect(detail.json()).toMatchObject({ phone: '0791234567' });
  });

  it.each([
    ['letters and a plus', 'abc+962791'],
    ['too few digits', '962791'],
    ['a single digit', '7'],
    ['a landline', '065123456'],
    ['a foreign number', '+447911123456'],
  ])('refuses %s with the phone format message', async (_, phone) => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const response = await createPost(testApp, member.token, postFields({ phone }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'phone',
      message: 'Phone number must be in format +9627XXXXXXXX or 07XXXXXXXX',
    });
    expect(await testApp.database.db.selectFrom('posts').select('id').execute()).toEqual([]);
  });

  it('normalises and checks it on an edit too', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const postId = await createdPostId(testApp, member.token);
    const edit = (phone: string) => {
      const body = multipartBody(postFields({ phone }));
      return testApp.app.inject({
        method: 'PUT',
        url: `/Posting/update-post/${postId}`,
        headers: { ...body.headers, authorization: `Bearer ${member.token}` },
        payload: body.payload,
      });
    };
    expect((await edit('abc+962791')).statusCode).toBe(400);
    const edited = await edit('+962 78 ٩٩٩ ٠٠٠٠');
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = await get(testApp, `/Posting/posts/${postId}`, member.token);
    expect(detail.json()).toMatchObject({ phone: '0789990000' });
  });
});

describe('searching with Arabic-Indic digits', () => {
  it('finds the same posts as Western digits, both ways', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    await createdPostId(testApp, member.token, postFields({ title: 'طقم كنب ٧ مقاعد' }));
    await createdPostId(testApp, member.token, postFields({ title: 'Bunk bed 190 cm' }));
    await createdPostId(testApp, member.token, postFields({ title: 'خزانة ۳ أبواب' }));
    const titles = async (q: string) => {
      const response = await get(testApp, `/posts?q=${encodeURIComponent(q)}`);
      return response.json<{ posts: { title: string }[] }>().posts.map((card) => card.title);
    };
    expect(await titles('7 مقاعد')).toEqual(['طقم كنب ٧ مقاعد']);
    expect(await titles('٧ مقاعد')).toEqual(['طقم كنب ٧ مقاعد']);
    expect(await titles('١٩٠')).toEqual(['Bunk bed 190 cm']);
    expect(await titles('۱۹۰')).toEqual(['Bunk bed 190 cm']);
    expect(await titles('3 ابواب')).toEqual(['خزانة ۳ أبواب']);
    expect(await titles('٣ ابواب')).toEqual(['خزانة ۳ أبواب']);
  });
});
