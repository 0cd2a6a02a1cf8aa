import { randomBytes } from 'node:crypto';

import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

import { IMAGE_MAX_BYTES, IMAGE_MAX_EDGE } from '@tabarru/contract/constants';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { newMember, register } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main, pageHeading } from '../support/pages';
import { drawPhoto, fillPostFields, type Photo } from '../support/posts';

const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 320, height: 640 };

const STORED_WIDTH = 4080;
const STORED_HEIGHT = 3060;
/** The stored photo's top rows, red: viewed upright (turned a quarter clockwise), its right. */
const RED_ROWS = 100;

/**
 * What a 48 MP phone mode writes for a photo taken with the phone held upright: 4080 by 3060
 * pixels stored sideways, with EXIF orientation 6 (turn a quarter clockwise to view). Noise
 * under the red rows, so that it weighs about 9 MB as a camera's photo does.
 */
async function phonePhoto(): Promise<Photo> {
  const pixels = randomBytes(STORED_WIDTH * STORED_HEIGHT * 3);
  for (let index = 0; index < RED_ROWS * STORED_WIDTH * 3; index += 3) {
    pixels.set([255, 0, 0], index);
  }
  const buffer = await sharp(pixels, {
    raw: { width: STORED_WIDTH, height: STORED_HEIGHT, channels: 3 },
  })
    .jpeg({ quality: 86 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name: 'IMG_20260301_101500.jpg', mimeType: 'image/jpeg', buffer };
}

/** The mean red, green and blue of a strip of a picture, from its top. */
async function meanColour(
  picture: Buffer,
  strip: { left: number; width: number; height: number },
): Promise<number[]> {
  const { data, info } = await sharp(picture)
    .extract({ ...strip, top: 0 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  data.forEach((value, index) => {
    sums[index % info.channels] = (sums[index % info.channels] ?? 0) + value;
  });
  return sums.map((sum) => sum / (data.length / info.channels));
}

/** Whether the page is wider than its viewport, that is scrolls sideways. */
function scrollsSideways(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** The remove button lies under its photo, never over it, as wide at most and a finger tall. */
async function expectUnderItsPhoto(photo: Locator, remove: Locator) {
  const picture = await photo.boundingBox();
  const button = await remove.boundingBox();
  if (!picture || !button) throw new Error('a photo or its remove button is not shown');
  expect(picture.width).toBeGreaterThan(60);
  expect(button.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  expect(button.x).toBeGreaterThanOrEqual(picture.x - 1);
  expect(button.x + button.width).toBeLessThanOrEqual(picture.x + picture.width + 1);
  expect(button.height).toBeGreaterThanOrEqual(44);
}

test.use({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

for (const lang of LANGS) {
  test.describe(`a phone's photo (${lang})`, () => {
    test('a 9 MB photo taken upright is made smaller in a worker, posts, and is stored upright', async ({
      page,
    }) => {
      // Drawing 12 megapixels in software on a shared two-core machine takes its time.
      test.slow();
      const photo = await phonePhoto();
      expect(photo.buffer.length).toBeGreaterThan(IMAGE_MAX_BYTES * 1.6);
      expect(await sharp(photo.buffer).metadata()).toMatchObject({
        width: STORED_WIDTH,
        height: STORED_HEIGHT,
        orientation: 6,
      });

      const member = newMember(lang);
      await register(page, lang, member);
      await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/feed$`));
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));

      await page.goto(localPath(lang, '/create_post'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'posts.create.heading'));
      await fillPostFields(page, lang, {
        title: `Bookshelf ${member.localPhone.slice(-6)}`,
        description: 'Five shelves, solid pine. Pick up any evening.',
        category: 'Furniture',
        extra: 'Five shelves',
        region: 'Madaba',
        area: 'Downtown',
        email: member.email,
        phone: member.localPhone,
      });
      // Nothing of the preparation is loaded before a photo is chosen.
      expect(workers).toEqual([]);
      expect(scripts.filter((url) => /prepar/.test(url))).toEqual([]);

      await page
        .locator('input[type="file"]')
        .setInputFiles([photo, await drawPhoto(page, 'shelf-back.png', 40)]);
      const picked = main(page).getByRole('list', { name: t(lang, 'imagePicker.newImages') });
      const preview = picked.getByRole('img', { name: photo.name, exact: true });
      const second = picked.getByRole('img', { name: 'shelf-back.png', exact: true });
      await expect(preview).toBeVisible();
      await expect(second).toBeVisible();
      // The preview is what will be sent: drawn upright, at most 1600 px, in the page's worker.
      expect(
        await preview.evaluate((image: HTMLImageElement) => [
          image.naturalWidth,
          image.naturalHeight,
        ]),
      ).toEqual([1200, 1600]);
      expect(workers).toHaveLength(1);
      const worker = new URL(workers[0] ?? '');
      expect(worker.origin).toBe(new URL(page.url()).origin);
      expect(worker.pathname).toMatch(/^\/assets\/preparation-worker-[\w-]+\.js$/);

      const removeFirst = picked.getByRole('button', {
        name: t(lang, 'imagePicker.removeNewImage', { number: 1, name: photo.name }),
        exact: true,
      });
      const removeSecond = picked.getByRole('button', {
        name: t(lang, 'imagePicker.removeNewImage', { number: 2, name: 'shelf-back.png' }),
        exact: true,
      });
      await expect(removeFirst).toHaveText(t(lang, 'imagePicker.remove'));
      await expectUnderItsPhoto(preview, removeFirst);
      await expectUnderItsPhoto(second, removeSecond);
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize(NARROW_PHONE);
      expect(await scrollsSideways(page)).toBe(false);
      await expectUnderItsPhoto(preview, removeFirst);
      await expectUnderItsPhoto(second, removeSecond);
      await page.setViewportSize(PHONE);

      // From the keyboard: Tab goes from one photo's button to the next's, Enter removes it.
      await removeFirst.focus();
      await page.keyboard.press('Tab');
      await expect(removeSecond).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(second).toHaveCount(0);
      await expect(preview).toBeVisible();

      await main(page)
        .getByRole('button', { name: t(lang, 'posts.create.submit'), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/posts/\\d+$`));

      const stored = main(page).getByTestId('post-gallery').getByRole('img').first();
      const source = await stored.getAttribute('src');
      if (!source) throw new Error('the post shows no photo');
      const served = await (await page.request.get(source)).body();
      const { width = 0, height = 0 } = await sharp(served).metadata();
      // A portrait photo, taller than wide, no longer than the API keeps.
      expect({ width, height }).toEqual({ width: 1200, height: 1600 });
      expect(Math.max(width, height)).toBeLessThanOrEqual(IMAGE_MAX_EDGE);
      // Turned the right way: the stored top rows are now the right edge, red, and the left
      // edge is the grey of the noise.
      const [red, green] = await meanColour(served, { left: width - 8, width: 8, height });
      expect(red).toBeGreaterThan(200);
      expect(green).toBeLessThan(60);
      expect((await meanColour(served, { left: 0, width: 8, height }))[1]).toBeGreaterThan(90);
    });
  });
}
