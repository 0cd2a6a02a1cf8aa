import { readdir } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import type { TestApp } from './test-app';

export interface UploadFile {
  name: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it: fields, then files under `images`. */
export function multipartBody(
  fields: Record<string, string>,
  files: UploadFile[] = [],
  fileField = 'images',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tabarru${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real photo: a gradient, so every call with another hue is another file. */
export async function jpegImage(hue = 0, width = 640, height = 480): Promise<UploadFile> {
  const content = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (hue * 37) % 256, g: (hue * 91) % 256, b: 200 },
    },
  })
    .jpeg()
    .toBuffer();
  return { name: `photo-${hue}.jpg`, type: 'image/jpeg', content };
}

export async function pngImage(hue = 0): Promise<UploadFile> {
  const content = await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 4,
      background: { r: 10, g: (hue * 53) % 256, b: 50, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  return { name: `drawing-${hue}.png`, type: 'image/png', content };
}

/** A small real WebP, as a phone or a messaging app saves one. */
export async function webpImage(hue = 0): Promise<UploadFile> {
  const content = await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: 90, g: (hue * 71) % 256, b: 30 },
    },
  })
    .webp()
    .toBuffer();
  return { name: `IMG-${hue}-WA0001.webp`, type: 'image/webp', content };
}

/** An animated WebP of three frames of `width` × `height`, red first. */
export async function animatedWebpImage(width = 120, height = 90): Promise<UploadFile> {
  const frames = await Promise.all(
    ['#f00', '#0f0', '#00f'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  const content = await sharp(frames, { join: { animated: true } })
    .webp({ delay: 200 })
    .toBuffer();
  return { name: 'sticker.webp', type: 'image/webp', content };
}

export function postFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Wooden dining table',
    description: 'Six chairs included, a few scratches.',
    email: 'donor@example.jo',
    phone: '0791234567',
    location: 'Amman - Jabal Al-Weibdeh',
    features: JSON.stringify(['Furniture', 'Seats six', '']),
    ...overrides,
  };
}

export async function createPost(
  testApp: TestApp,
  token: string,
  fields: Record<string, string> = postFields(),
  files?: UploadFile[],
) {
  const body = multipartBody(fields, files ?? [await jpegImage()]);
  return testApp.app.inject({
    method: 'POST',
    url: '/create_post',
    headers: { ...body.headers, jwt_token: token },
    payload: body.payload,
  });
}

export async function createdPostId(
  testApp: TestApp,
  token: string,
  fields?: Record<string, string>,
  files?: UploadFile[],
): Promise<number> {
  const response = await createPost(testApp, token, fields, files);
  if (response.statusCode !== 201) throw new Error(`post not created: ${response.body}`);
  return response.json<{ post_id: number }>().post_id;
}

/** The names of the stored image files of a test app, sorted; none before the first upload. */
export async function storedFiles(testApp: TestApp): Promise<string[]> {
  try {
    return (await readdir(path.join(testApp.config.dataDir, 'uploads'))).sort();
  } catch {
    return [];
  }
}

/** Sends the edit form of a post (PUT /Posting/update-post/:id) with new photos, if any. */
export function editPost(
  testApp: TestApp,
  token: string,
  postId: number,
  fields: Record<string, string> = postFields(),
  files: UploadFile[] = [],
) {
  const body = multipartBody(fields, files);
  return testApp.app.inject({
    method: 'PUT',
    url: `/Posting/update-post/${postId}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}
