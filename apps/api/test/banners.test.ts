import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { BANNER_CONTENT_MAX } from '@tabarru/contract/banners';

import { get, post, put, createMember, type Member } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: Member;

beforeEach(async () => {
  testApp = await createTestApp();
  admin = await createMember(testApp);
  await setAdmin(admin, true);
});

afterEach(async () => {
  await testApp.close();
});

/** The role lives in the database; the token of a promoted member still says isAdmin false. */
async function setAdmin(member: Member, isAdmin: boolean) {
  await testApp.database.db
    .updateTable('users')
    .set({ is_admin: isAdmin ? 1 : 0 })
    .where('id', '=', member.id)
    .execute();
}

function storedBanners() {
  return testApp.database.db.selectFrom('banners').selectAll().orderBy('id').execute();
}

async function activeIds(): Promise<number[]> {
  return (await storedBanners()).filter((row) => row.is_active === 1).map((row) => row.id);
}

async function createBanner(content: string, isActive: boolean, token = admin.token) {
  const response = await post(testApp, '/admin/banner', { content, isActive }, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ banner: { id: number; content: string; is_active: boolean } }>().banner;
}

function toggle(id: number | string) {
  return put(testApp, `/admin/banner/${id}/toggle`, {}, admin.token);
}

describe('GET /banner', () => {
  it('answers null while no banner exists or none is active', async () => {
    const empty = await get(testApp, '/banner');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ banner: null });

    await createBanner('Inactive news', false);
    expect((await get(testApp, '/banner')).json()).toEqual({ banner: null });
  });

  it('answers the active banner to anyone, without a token', async () => {
    await createBanner('Older, inactive', false);
    const active = await createBanner('<p>Collection day is <b>Friday</b></p>', true);
    const response = await get(testApp, '/banner');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      banner: {
        id: active.id,
        content: '<p>Collection day is <b>Friday</b></p>',
        content_en: '<p>Collection day is <b>Friday</b></p>',
        content_ar: null,
        is_active: true,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
  });
});

describe('POST /admin/banner', () => {
  it('stores trimmed, sanitised content and answers 201 with the banner', async () => {
    const response = await post(
      testApp,
      '/admin/banner',
      {
        content: '  <p onclick="x()">Hello <a href="https://tabarru.jo">all</a></p>  ',
        isActive: false,
      },
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    const content =
      '<p>Hello <a href="https://tabarru.jo" rel="noopener noreferrer" target="_blank">all</a></p>';
    expect(response.json()).toEqual({
      banner: {
        id: expect.any(Number),
        content,
        content_en: content,
        content_ar: null,
        is_active: false,
        created_at: expect.any(String),
      },
    });
    expect(await storedBanners()).toMatchObject([
      { content, content_ar: '', is_active: 0, created_by: admin.id },
    ]);
  });

  it('stores an English and an Arabic version, and gives a one-text client the English one', async () => {
    const response = await post(
      testApp,
      '/admin/banner',
      {
        content: ' <p>Collection day is <b>Friday</b></p> ',
        content_ar: ' <p onclick="x()">يوم الجمع هو <b>الجمعة</b></p> ',
        isActive: true,
      },
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    const banner = {
      id: expect.any(Number),
      content: '<p>Collection day is <b>Friday</b></p>',
      content_en: '<p>Collection day is <b>Friday</b></p>',
      content_ar: '<p>يوم الجمع هو <b>الجمعة</b></p>',
      is_active: true,
      created_at: expect.any(String),
    };
    expect(response.json()).toEqual({ banner });
    expect((await get(testApp, '/banner')).json()).toEqual({ banner });
  });

  it.each([
    ['no English one', { content_ar: '<p>مرحبًا</p>' }],
    ['an empty English one', { content: '  ', content_ar: '<p>مرحبًا</p>' }],
  ])('takes an Arabic version alone (%s), which the one-text client gets', async (_, body) => {
    const response = await post(testApp, '/admin/banner', { ...body, isActive: true }, admin.token);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      banner: { content: '<p>مرحبًا</p>', content_en: null, content_ar: '<p>مرحبًا</p>' },
    });
    expect(await storedBanners()).toMatchObject([{ content: '', content_ar: '<p>مرحبًا</p>' }]);
  });

  it.each([
    ['neither version', { content: ' ', content_ar: '' }, 'content', 'FIELD_REQUIRED'],
    [
      'an English version that shows nothing',
      { content: '<script>x</script>', content_ar: 'نص' },
      'content',
      'BANNER_CONTENT_EMPTY',
    ],
    [
      'an Arabic version that shows nothing',
      { content: 'Text', content_ar: '<img src=x>' },
      'content_ar',
      'BANNER_CONTENT_EMPTY',
    ],
  ])('refuses %s with "Content cannot be empty" on its field', async (_, body, field, code) => {
    const response = await post(testApp, '/admin/banner', { ...body, isActive: true }, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Content cannot be empty', code, field });
    expect(await storedBanners()).toEqual([]);
  });

  it(`limits the Arabic version to ${BANNER_CONTENT_MAX} characters too`, async () => {
    const response = await post(
      testApp,
      '/admin/banner',
      { content: 'Hi', content_ar: 'ب'.repeat(BANNER_CONTENT_MAX + 1), isActive: false },
      admin.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FIELD_TOO_LONG', field: 'content_ar' });
    expect(await storedBanners()).toEqual([]);
  });

  it('sanitises the Arabic version with the same allow-list', async () => {
    const response = await post(
      testApp,
      '/admin/banner',
      {
        content_ar:
          '<script>alert(1)</script><a href="javascript:alert(1)">أخبار</a><img src=x onerror=alert(1)><b onmouseover="x()">اليوم</b>',
        isActive: false,
      },
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await storedBanners();
    expect(row?.content_ar).toBe('أخبار<b>اليوم</b>');
  });

  it('created active, replaces the active banner', async () => {
    const first = await createBanner('First', true);
    expect(await activeIds()).toEqual([first.id]);
    const second = await createBanner('Second', true);
    expect(second.is_active).toBe(true);
    expect(await activeIds()).toEqual([second.id]);
    const third = await createBanner('Third, for later', false);
    expect(third.is_active).toBe(false);
    expect(await activeIds()).toEqual([second.id]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n\t '],
    ['only a script', '<script>alert(1)</script>'],
    ['only an image', '<img src=x onerror=alert(1)>'],
    ['empty markup', '<p> </p><br><a href="https://tabarru.jo"></a>'],
  ])('refuses %s content with "Content cannot be empty" and stores nothing', async (_, content) => {
    const response = await post(testApp, '/admin/banner', { content, isActive: true }, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Content cannot be empty',
      code: content.trim() === '' ? 'FIELD_REQUIRED' : 'BANNER_CONTENT_EMPTY',
      field: 'content',
    });
    expect(await storedBanners()).toEqual([]);
  });

  it('keeps the active banner when a refused one was asked to be active', async () => {
    const active = await createBanner('Still here', true);
    await post(
      testApp,
      '/admin/banner',
      { content: '<script>x</script>', isActive: true },
      admin.token,
    );
    expect(await activeIds()).toEqual([active.id]);
  });

  it(`takes ${BANNER_CONTENT_MAX} characters and refuses one more`, async () => {
    const longest = 'a'.repeat(BANNER_CONTENT_MAX);
    expect((await createBanner(`  ${longest}  `, false)).content).toBe(longest);

    const response = await post(
      testApp,
      '/admin/banner',
      { content: `${longest}b`, isActive: false },
      admin.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FIELD_TOO_LONG', field: 'content' });
    expect(await storedBanners()).toHaveLength(1);
  });

  it('refuses a 1 MB body with 413 before storing anything', async () => {
    const response = await post(
      testApp,
      '/admin/banner',
      { content: 'x'.repeat(1024 * 1024), isActive: true },
      admin.token,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
    expect(await storedBanners()).toEqual([]);
  });

  it.each([
    ['no content', { isActive: true }, 'content', 'FIELD_REQUIRED'],
    ['no isActive', { content: 'Hello' }, 'isActive', 'FIELD_REQUIRED'],
    ['content that is not text', { content: 42, isActive: true }, 'content', 'FIELD_INVALID'],
    [
      'Arabic content that is not text',
      { content: 'Hi', content_ar: [], isActive: true },
      'content_ar',
      'FIELD_INVALID',
    ],
    [
      'isActive that is not a boolean',
      { content: 'Hello', isActive: 'true' },
      'isActive',
      'FIELD_INVALID',
    ],
  ])('refuses a body with %s', async (_, body, field, code) => {
    const response = await post(testApp, '/admin/banner', body, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
    expect(await storedBanners()).toEqual([]);
  });

  it('stores script vectors as harmless markup', async () => {
    const vectors = [
      '<script>alert(1)</script>News',
      '<img src=x onerror=alert(1)>News',
      '<a href="javascript:alert(1)">News</a>',
      '<a href="JaVaScRiPt:alert(1)">News</a>',
      '<a href="&#106;avascript&#58;alert(1)">News</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">News</a>',
      '<svg onload=alert(1)><text>News</text></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>News',
      '<iframe src="https://evil.example"></iframe>News',
      '<p style="background:url(javascript:alert(1))">News</p>',
      '<style>p{x:expression(alert(1))}</style>News',
      '<b>News<i>unclosed',
      '<a href="https://ok.jo" title="a"b" onmouseover="alert(1)">News</a>',
    ];
    for (const content of vectors) {
      const banner = await createBanner(content, false);
      expect(banner.content, content).toContain('News');
      expect(banner.content, content).not.toMatch(
        /<\/?(?!(?:a|b|strong|i|em|u|br|p)\b)[a-z!?]|\son\w+\s*=|\sstyle\s*=|javascript:|data:/i,
      );
    }
    const stored = await storedBanners();
    expect(stored).toHaveLength(vectors.length);
    for (const row of stored) expect(row.content).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe('PUT /admin/banner/:id/toggle', () => {
  it('deactivates the active banner, after which GET /banner answers null', async () => {
    const banner = await createBanner('On', true);
    const response = await toggle(banner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ banner: { ...banner, is_active: false } });
    expect(await activeIds()).toEqual([]);
    expect((await get(testApp, '/banner')).json()).toEqual({ banner: null });
  });

  it('activates an inactive banner and deactivates the one that was active', async () => {
    const older = await createBanner('Older', false);
    const active = await createBanner('Active', true);
    const response = await toggle(older.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ banner: { id: older.id, is_active: true } });
    expect(await activeIds()).toEqual([older.id]);
    expect((await get(testApp, '/banner')).json()).toMatchObject({ banner: { id: older.id } });

    await toggle(active.id);
    expect(await activeIds()).toEqual([active.id]);
  });

  it('keeps at most one banner active when activations race', async () => {
    const banners = [];
    for (let index = 0; index < 6; index++) banners.push(await createBanner(`B${index}`, false));
    const responses = await Promise.all(banners.map((banner) => toggle(banner.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(banners.map(() => 200));
    expect(await activeIds()).toHaveLength(1);

    await Promise.all([
      createBanner('New A', true),
      createBanner('New B', true),
      toggle(banners[0]?.id ?? 0),
    ]);
    expect(await activeIds()).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const banner = await createBanner('On', true);
    const unknown = await toggle(banner.id + 100);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'Banner not found',
      code: 'BANNER_NOT_FOUND',
    });
    expect((await toggle('abc')).statusCode).toBe(400);
    expect((await toggle(0)).statusCode).toBe(400);
    expect(await activeIds()).toEqual([banner.id]);
  });
});

describe('GET /admin/banners', () => {
  it('lists every banner, newest first', async () => {
    const first = await createBanner('First', false);
    const second = await createBanner('Second', true);
    const third = await createBanner('Third', false);
    const response = await get(testApp, '/admin/banners', admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([third, second, first]);
  });
});

describe('banner administration', () => {
  const adminCalls = [
    ['GET /admin/banners', (token?: string) => get(testApp, '/admin/banners', token)],
    [
      'POST /admin/banner',
      (token?: string) =>
        post(testApp, '/admin/banner', { content: 'Takeover', isActive: true }, token),
    ],
    [
      'PUT /admin/banner/:id/toggle',
      (token?: string) => put(testApp, '/admin/banner/1/toggle', {}, token),
    ],
  ] as const;

  it.each(adminCalls)(
    '%s answers 401 to a visitor and 403 to a member, changing nothing',
    async (_, call) => {
      await createBanner('Original', true);
      const member = await createMember(testApp);
      const before = await storedBanners();

      const visitor = await call(undefined);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

      const forged = await call('not.a.token');
      expect(forged.statusCode).toBe(401);

      const refused = await call(member.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });

      expect(await storedBanners()).toEqual(before);
    },
  );

  it('refuses a demoted administrator at once, though the token is unchanged', async () => {
    await createBanner('Original', true);
    await setAdmin(admin, false);
    const before = await storedBanners();
    for (const [, call] of adminCalls) expect((await call(admin.token)).statusCode).toBe(403);
    expect(await storedBanners()).toEqual(before);
  });

  it('checks the role before reading the body', async () => {
    const member = await createMember(testApp);
    const response = await post(testApp, '/admin/banner', { content: '' }, member.token);
    expect(response.statusCode).toBe(403);
  });
});
