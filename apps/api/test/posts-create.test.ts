import path from 'node:path';

import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';

import { get, createMember, type Member } from './support/accounts';
import {
  animatedWebpImage,
  createPost,
  jpegImage,
  multipartBody,
  pngImage,
  postFields,
  storedFiles,
  webpImage,
  type UploadFile,
} from './support/posts';
import { gifBomb, jpegBomb, pngBomb, webpBombs } from './support/image-bombs';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let member: Member;

afterEach(async () => {
  await testApp.close();
});

async function start() {
  testApp = await createTestApp();
  member = await createMember(testApp);
}

async function everythingStored() {
  const { db } = testApp.database;
  return {
    posts: await db.selectFrom('posts').selectAll().execute(),
    images: await db.selectFrom('post_images').selectAll().execute(),
    files: await storedFiles(testApp),
  };
}

async function expectRefused(
  fields: Record<string, string>,
  files: UploadFile[] | undefined,
  status: number,
  expected: Record<string, unknown>,
) {
  const before = await everythingStored();
  const response = await createPost(testApp, member.token, fields, files);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject(expected);
  expect(await everythingStored()).toEqual(before);
}

/** A JPEG carrying GPS coordinates, the way a phone camera writes them. */
async function photoWithGps(): Promise<UploadFile> {
  const content = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 100, b: 50 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 57/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '35/1 55/1 0/1',
      },
    })
    .toBuffer();
  return { name: 'sofa.jpg', type: 'image/jpeg', content };
}

describe('POST /create_post', () => {
  it('takes a post without an email, stores none and shows none (it is optional)', async () => {
    await start();
    for (const email of [undefined, '', '   ']) {
      const fields = postFields();
      if (email === undefined) delete fields.email;
      else fields.email = email;
      const response = await createPost(testApp, member.token, fields);
      expect(response.statusCode, response.body).toBe(201);
      const { post_id } = response.json<{ post_id: number }>();
      const detail = await get(testApp, `/Posting/posts/${post_id}`, member.token);
      expect(detail.json()).toMatchObject({ post_id, email: null });
    }
  });

  it('still refuses an email that is given but malformed', async () => {
    await start();
    await expectRefused(postFields({ email: 'not-an-address' }), undefined, 400, {
      code: 'EMAIL_INVALID',
      field: 'email',
    });
  });

  it('takes the Arabic category names and typographic apostrophes of the earlier Arabic page, stored as the canonical values', async () => {
    await start();
    const response = await createPost(
      testApp,
      member.token,
      postFields({
        features: JSON.stringify(['أجهزة منزلية', 'تعمل جيدًا']),
        location: 'Ma’an - وسط البلد',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { post_id } = response.json<{ post_id: number }>();
    const detail = await get(testApp, `/Posting/posts/${post_id}`, member.token);
    expect(detail.json()).toMatchObject({
      features: ['Appliances', 'تعمل جيدًا'],
      location: "Ma'an - وسط البلد",
    });
    // The feed's filters take the same names.
    const feed = await get(
      testApp,
      `/posts?category=${encodeURIComponent('أجهزة منزلية')}&region=${encodeURIComponent('معان')}`,
    );
    expect(feed.json<{ posts: { post_id: number }[] }>().posts.map((card) => card.post_id)).toEqual(
      [post_id],
    );
  });

  it('still refuses a category or a region that names nothing we list', async () => {
    await start();
    await expectRefused(postFields({ features: JSON.stringify(['سيارات']) }), undefined, 400, {
      code: 'CATEGORY_REQUIRED',
    });
    await expectRefused(postFields({ location: 'Paris - Centre' }), undefined, 400, {
      code: 'REGION_INVALID',
    });
  });

  it('creates the post with its images as WebP, full and thumbnail, without metadata', async () => {
    await start();
    const gps = await photoWithGps();
    expect((await sharp(gps.content).metadata()).exif).toBeDefined();
    const response = await createPost(testApp, member.token, postFields(), [gps, await pngImage()]);
    expect(response.statusCode, response.body).toBe(201);
    const { post_id, message } = response.json<{ post_id: number; message: string }>();
    expect(message).toBe('Created Item Post Successfully');

    const detail = await get(testApp, `/Posting/posts/${post_id}`, member.token);
    expect(detail.statusCode).toBe(200);
    const post = detail.json<Record<string, unknown> & { images: { url: string }[] }>();
    expect(post).toMatchObject({
      post_id,
      user_id: member.id,
      username: member.username,
      title: 'Wooden dining table',
      location: 'Amman - Jabal Al-Weibdeh',
      features: ['Furniture', 'Seats six'],
      category: 'Furniture',
      availability: 'available',
      is_admin: false,
    });
    expect(post.images).toHaveLength(2);
    expect(post.primary_photo).toBe(post.images[0]?.url);
    expect(post.extra_images).toEqual([post.images[1]?.url]);

    const files = await storedFiles(testApp);
    expect(files).toHaveLength(4);
    for (const file of files) {
      const stored = await sharp(path.join(testApp.config.dataDir, 'uploads', file)).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
      expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBeLessThanOrEqual(
        file.endsWith('-480.webp') ? 480 : 1600,
      );
    }
  });

  it('takes WebP photos, still or animated, and stores them re-encoded: an animated one as its first frame', async () => {
    await start();
    const response = await createPost(testApp, member.token, postFields(), [
      await webpImage(5),
      await animatedWebpImage(120, 90),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { post_id } = response.json<{ post_id: number }>();
    const post = (await get(testApp, `/Posting/posts/${post_id}`, member.token)).json<{
      images: { url: string }[];
    }>();
    expect(post.images).toHaveLength(2);
    expect(await storedFiles(testApp)).toHaveLength(4);
    const [still, animated] = post.images.map((image) =>
      path.join(testApp.config.dataDir, 'uploads', path.basename(new URL(image.url).pathname)),
    );
    expect(await sharp(still).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
    const firstFrame = await sharp(animated).metadata();
    expect(firstFrame).toMatchObject({ format: 'webp', width: 120, height: 90 });
    expect(firstFrame.pages ?? 1).toBe(1);
    const { dominant } = await sharp(animated).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g + dominant.b).toBeLessThan(60);
  });

  it('serves the stored images with an immutable one-year cache', async () => {
    await start();
    const response = await createPost(testApp, member.token);
    const { post_id } = response.json<{ post_id: number }>();
    const post = (await get(testApp, `/Posting/posts/${post_id}`, member.token)).json<{
      images: { url: string }[];
    }>();
    const url = new URL(post.images[0]?.url ?? '');
    const image = await testApp.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
  });

  it('accepts the token as Bearer too, and refuses a visitor with 401', async () => {
    await start();
    const body = multipartBody(postFields(), [await jpegImage()]);
    const bearer = await testApp.app.inject({
      method: 'POST',
      url: '/create_post',
      headers: { ...body.headers, authorization: `Bearer ${member.token}` },
      payload: body.payload,
    });
    expect(bearer.statusCode).toBe(201);
    const visitor = await testApp.app.inject({
      method: 'POST',
      url: '/create_post',
      headers: body.headers,
      payload: body.payload,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it.each([
    ['no title', { title: '' }, 'title'],
    ['no description', { description: '  ' }, 'description'],
    ['a title over 100 characters', { title: 'x'.repeat(101) }, 'title'],
    ['a bad email', { email: 'donor' }, 'email'],
    ['letters in the phone', { phone: '07912ab567' }, 'phone'],
    ['an 11-digit phone', { phone: '07912345678' }, 'phone'],
    ['a region not among the 12', { location: 'Paris - Marais' }, 'location'],
    ['no category', { features: JSON.stringify([]) }, 'features'],
    ['a category not on the list', { features: JSON.stringify(['Cars']) }, 'features'],
    ['features that are not JSON', { features: 'Furniture, Seats six' }, 'features'],
    ['features that are a JSON object', { features: '{"category":"Furniture"}' }, 'features'],
    ['features that are a JSON string', { features: '"Furniture"' }, 'features'],
  ])('refuses %s with 400 and stores nothing', async (_, change, field) => {
    await start();
    await expectRefused(postFields(change), undefined, 400, { field });
  });

  it('refuses a post without images', async () => {
    await start();
    await expectRefused(postFields(), [], 400, {
      message: 'Please upload at least one image',
      field: 'images',
    });
  });

  it('refuses a missing field by name', async () => {
    await start();
    const fields = postFields();
    delete fields.title;
    await expectRefused(fields, undefined, 400, { field: 'title' });
  });

  it('refuses a 6 MB image with 413 and keeps nothing of the post', async () => {
    await start();
    const big: UploadFile = {
      name: 'big.jpg',
      type: 'image/jpeg',
      content: Buffer.concat([(await jpegImage()).content, Buffer.alloc(6 * 1024 * 1024)]),
    };
    await expectRefused(postFields(), [await jpegImage(1), big], 413, {
      message: 'Some files were rejected. Only images under 5MB are allowed.',
    });
  });

  it('refuses a text file named .jpg with 415, even next to a real photo', async () => {
    await start();
    const fake: UploadFile = {
      name: 'holiday.jpg',
      type: 'image/jpeg',
      content: Buffer.from('this is not a picture at all, just words'),
    };
    await expectRefused(postFields(), [await jpegImage(2), fake], 415, {
      code: 'IMAGE_NOT_SUPPORTED',
    });
  });

  it('refuses a file named .webp that is not one with 415, even next to a real WebP', async () => {
    await start();
    const real = await webpImage(6);
    const noise = Buffer.from(real.content);
    noise.fill(0x55, 40);
    for (const [content, code] of [
      [Buffer.from('this is not a picture at all, just words'), 'IMAGE_NOT_SUPPORTED'],
      [real.content.subarray(0, 40), 'IMAGE_NOT_SUPPORTED'],
      [noise, 'IMAGE_UNREADABLE'],
    ] as const) {
      const fake: UploadFile = { name: 'IMG-WA0002.webp', type: 'image/webp', content };
      await expectRefused(postFields(), [real, fake], 415, { code, field: 'images' });
    }
  });

  it('refuses formats other than JPEG, PNG, WebP and GIF by content', async () => {
    await start();
    const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script><rect width="20" height="20"/></svg>',
    );
    for (const content of [tiff, svg]) {
      const other: UploadFile = { name: 'photo.jpg', type: 'image/jpeg', content };
      await expectRefused(postFields(), [other], 415, { code: 'IMAGE_NOT_SUPPORTED' });
    }
  });

  it('refuses a decompression bomb (a small file of 100 megapixels) with 413', async () => {
    await start();
    const bomb: UploadFile = {
      name: 'bomb.png',
      type: 'image/png',
      content: await sharp({
        create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    };
    expect(bomb.content.length).toBeLessThan(5_242_880);
    await expectRefused(postFields(), [bomb], 413, { message: 'This image has too many pixels.' });
  });

  it('refuses JPEG, PNG and GIF bombs claiming billions of pixels with 413, not as non-images', async () => {
    await start();
    for (const bomb of [
      pngBomb(20_000, 20_000),
      pngBomb(100_000, 100_000),
      await jpegBomb(60_000, 60_000),
      await gifBomb(60_000, 60_000),
      await gifBomb(65_535, 5_000),
    ]) {
      expect(bomb.content.length).toBeLessThan(20_000);
      await expectRefused(postFields(), [await jpegImage(4), bomb], 413, {
        code: 'IMAGE_TOO_MANY_PIXELS',
        message: 'This image has too many pixels.',
        field: 'images',
      });
    }
  });

  it('refuses WebP bombs, still or animated, claiming the most pixels WebP can with 413, not as non-images', async () => {
    await start();
    for (const bomb of await webpBombs()) {
      expect(bomb.content.length, bomb.name).toBeLessThan(1_000);
      await expectRefused(postFields(), [await webpImage(7), bomb], 413, {
        code: 'IMAGE_TOO_MANY_PIXELS',
        message: 'This image has too many pixels.',
        field: 'images',
      });
    }
  });

  it('refuses 50 images at once with 413', async () => {
    await start();
    const image = await jpegImage(3, 40, 30);
    const fifty = Array.from({ length: 50 }, () => image);
    await expectRefused(postFields(), fifty, 413, {
      message: 'At most 10 images per post',
      field: 'images',
    });
  });

  it('refuses a JSON body with 415', async () => {
    await start();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/create_post',
      headers: { jwt_token: member.token },
      payload: postFields(),
    });
    expect(response.statusCode).toBe(415);
  });
});
