import type { Page } from '@playwright/test';

import { t, type Lang } from './i18n';

export interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG drawn by the browser's canvas: a coloured block with a stripe. */
export async function drawPhoto(page: Page, name: string, hue: number): Promise<Photo> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = `hsl(${h} 60% 55%)`;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = `hsl(${(h + 180) % 360} 60% 40%)`;
    context.fillRect(0, 200, 640, 80);
    return canvas.toDataURL('image/png');
  }, hue);
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  };
}

export interface NewPost {
  title: string;
  description: string;
  /** English category name, as the API stores it */
  category: string;
  extra: string;
  region: string;
  area: string;
  email: string;
  phone: string;
}

/** Fills the fields of the Create a New Post form, its photos aside. */
export async function fillPostFields(page: Page, lang: Lang, post: NewPost) {
  await page.getByLabel(t(lang, 'posts.form.title'), { exact: true }).fill(post.title);
  await page.getByLabel(t(lang, 'posts.form.description'), { exact: true }).fill(post.description);
  await page
    .getByLabel(t(lang, 'posts.form.category'), { exact: true })
    .selectOption({ label: t(lang, `posts.categories.${post.category}`) });
  await page
    .getByLabel(t(lang, 'posts.form.extra', { number: 1 }), { exact: true })
    .fill(post.extra);
  await page
    .getByLabel(t(lang, 'posts.form.region'), { exact: true })
    .selectOption({ label: t(lang, `posts.regions.${post.region}`) });
  await page.getByLabel(t(lang, 'posts.form.area'), { exact: true }).fill(post.area);
  await page.getByLabel(t(lang, 'posts.form.email'), { exact: true }).fill(post.email);
  await page.getByLabel(t(lang, 'posts.form.phone'), { exact: true }).fill(post.phone);
}

/** Fills and sends the Create a New Post form with the given photos. */
export async function createPost(page: Page, lang: Lang, post: NewPost, photos: Photo[]) {
  await fillPostFields(page, lang, post);
  await page.locator('input[type="file"]').setInputFiles(photos);
  await page.getByRole('button', { name: t(lang, 'posts.create.submit'), exact: true }).click();
}
