import type { FeedReply } from '@tabarru/contract/posts';
import { FEED_PAGE_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import { fillSignIn } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminToken, createPostThroughApi } from '../support/content';
import { E2E_ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main, MAIN_LINKS, navbar, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

for (const lang of LANGS) {
  test.describe(`the feed for visitors (${lang})`, () => {
    test("a visitor browses, filters and searches the feed; a card opens the post's preview, which signs in to the full post", async ({
      page,
      request,
    }) => {
      const token = await adminToken(request);
      const tag = `${Date.now().toString(36)}${lang}`;
      const photo = await drawPhoto(page, 'item.png', 40);
      const lampTitle = `Reading lamp ${tag}`;
      const blanketTitle = `Wool blanket ${tag}`;
      const lampId = await createPostThroughApi(
        request,
        token,
        {
          title: lampTitle,
          description: 'Warm light, new bulb.',
          category: 'Electronics',
          region: 'Zarqa',
          area: 'New Zarqa',
        },
        photo,
      );
      await createPostThroughApi(
        request,
        token,
        {
          title: blanketTitle,
          description: 'Washed, folded.',
          category: 'Clothing',
          region: 'Zarqa',
          area: 'New Zarqa',
        },
        photo,
      );

      await page.goto(localPath(lang, '/feed'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'posts.feed.heading'));
      const lamp = main(page).getByRole('link', { name: new RegExp(lampTitle) });
      const blanket = main(page).getByRole('link', { name: new RegExp(blanketTitle) });
      await expect(lamp).toBeVisible();
      await expect(blanket).toBeVisible();
      // The visitor's navigation: the main links, Login and Register, no My posts.
      for (const link of MAIN_LINKS) {
        await expect(
          navbar(page).getByRole('link', { name: t(lang, link.key), exact: true }),
        ).toHaveAttribute('href', localPath(lang, link.path));
      }
      await expect(
        navbar(page).getByRole('link', { name: t(lang, 'nav.login'), exact: true }),
      ).toBeVisible();
      await expect(
        navbar(page).getByRole('link', { name: t(lang, 'nav.myPosts'), exact: true }),
      ).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      const category = page.getByLabel(t(lang, 'posts.feed.category'), { exact: true });
      const region = page.getByLabel(t(lang, 'posts.feed.location'), { exact: true });
      const search = page.getByLabel(t(lang, 'posts.feed.search'), { exact: true });
      await category.selectOption({ label: t(lang, 'posts.categories.Clothing') });
      await region.selectOption({ label: t(lang, 'posts.regions.Zarqa') });
      await expect(blanket).toBeVisible();
      await expect(lamp).toHaveCount(0);
      await page.goto(localPath(lang, '/feed'));
      await search.fill(`lamp ${tag}`);
      await expect(page).toHaveURL(/q=/);
      await expect(lamp).toBeVisible();
      await expect(blanket).toHaveCount(0);

      // A search typed, then a category picked a moment later, on a phone-slow CPU: both hold
      // in the URL, the controls and the query (the category used to be lost).
      await page.goto(localPath(lang, '/feed'));
      await expect(blanket).toBeVisible();
      const feedQueries: string[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.pathname === '/posts') feedQueries.push(url.search);
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await search.fill(`blanket ${tag}`);
      await page.waitForTimeout(150);
      await category.selectOption({ label: t(lang, 'posts.categories.Clothing') });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await expect(blanket).toBeVisible();
      await expect(lamp).toHaveCount(0);
      // The search is sent once its typing pauses; lost, the category would never go with it.
      await expect
        .poll(() =>
          feedQueries.some((query) => {
            const sent = new URLSearchParams(query);
            return sent.get('category') === 'Clothing' && sent.get('q') === `blanket ${tag}`;
          }),
        )
        .toBe(true);
      const url = new URL(page.url());
      expect(url.searchParams.get('category')).toBe('Clothing');
      expect(url.searchParams.get('q')).toBe(`blanket ${tag}`);
      await expect(category).toHaveValue('Clothing');
      await expect(search).toHaveValue(`blanket ${tag}`);
      const lastQuery = new URLSearchParams(feedQueries.at(-1));
      expect(lastQuery.get('category')).toBe('Clothing');
      expect(lastQuery.get('q')).toBe(`blanket ${tag}`);

      // A card opens the post's preview; signing in from it comes back to the full post.
      await page.goto(localPath(lang, '/feed'));
      await lamp.click();
      await expect(page).toHaveURL(new RegExp(`${localPath(lang, `/posts/${lampId}`)}$`));
      await expect(pageHeading(page)).toHaveText(lampTitle);
      await main(page)
        .getByRole('link', { name: t(lang, 'posts.preview.signIn'), exact: true })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${localPath(lang, '/authentication/login')}\\?next=%2Fposts%2F${lampId}$`),
      );
      await fillSignIn(page, lang, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL(new RegExp(`${localPath(lang, `/posts/${lampId}`)}$`));
      await expect(pageHeading(page)).toHaveText(lampTitle);
      await expect(
        main(page).getByRole('link', { name: t(lang, 'posts.detail.edit'), exact: true }),
      ).toBeVisible();
    });

    test("a visitor's feed arrives with its first page in it: the first cards show while the API's page is held, the first card's photo and the page's chunks asked for with the page, once each", async ({
      page,
      request,
    }) => {
      await createPostThroughApi(
        request,
        await adminToken(request),
        {
          title: `Floor lamp ${Date.now().toString(36)}${lang}`,
          description: 'Brass, with a linen shade.',
          category: 'Furniture',
          region: 'Amman',
          area: 'Abdoun',
        },
        await drawPhoto(page, 'floor-lamp.png', 150),
      );
      const photos: string[] = [];
      const scripts = new Map<string, string[]>();
      page.on('request', (sent) => {
        if (sent.url().includes('/uploads/')) photos.push(sent.url());
      });
      // Who asked for each script: the page as it was parsed, or a script once it ran.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', ({ request: sent, initiator }) => {
        const { pathname } = new URL(sent.url);
        if (pathname.endsWith('.js'))
          scripts.set(pathname, [...(scripts.get(pathname) ?? []), initiator.type]);
      });
      // The API's first page is held until the cards show: they cannot have waited for it.
      const feedAsked: string[] = [];
      let answerFeed = () => {};
      const feedHeld = new Promise<void>((resolve) => {
        answerFeed = resolve;
      });
      await page.route(
        (url) => url.pathname === '/posts',
        async (route) => {
          feedAsked.push(route.request().url());
          await feedHeld;
          await route.continue();
        },
      );
      const response = await page.goto(localPath(lang, '/feed'));
      const html = (await response?.text()) ?? '';
      const written = new RegExp(
        `<script type="application/json" id="${FEED_PAGE_ELEMENT_ID}">([^<]*)</script>`,
      ).exec(html)?.[1];
      expect(written, 'the first page written into the page').toBeDefined();
      const first = (JSON.parse(written ?? '{}') as FeedReply).posts[0];
      if (!first) throw new Error('the feed written into the page has no post');

      const firstCard = main(page).locator(
        `a[href="${localPath(lang, `/posts/${first.post_id}`)}"]`,
      );
      await expect(firstCard.getByRole('heading', { level: 3 })).toHaveText(first.title);
      // Asked again behind what shows once the page has loaded, and held unanswered till now.
      await expect
        .poll(() => feedAsked.map((url) => new URL(url).search))
        .toEqual(['?sort=newest']);
      answerFeed();

      const photo = firstCard.locator('img');
      await expect
        .poll(() =>
          photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
      const shown = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(photos.filter((url) => url === shown)).toEqual([shown]);
      const askedBy = await page.evaluate(
        (name) =>
          (performance.getEntriesByName(name)[0] as PerformanceResourceTiming | undefined)
            ?.initiatorType,
        shown,
      );
      expect(askedBy).toBe('link');

      // The feed's chunk and its texts in the page's language, each asked for once, by the page
      // as it was parsed, not by the entry once it had run.
      const preloaded = [
        ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g),
      ]
        .map(([, href]) => href ?? '')
        .filter((href) => /\/assets\/(feed-page|en|ar)-[\w-]+\.js$/.test(href));
      expect(preloaded.filter((href) => href.includes('/feed-page-'))).toHaveLength(1);
      expect(preloaded.filter((href) => href.includes(`/${lang}-`)).length).toBeGreaterThanOrEqual(
        3,
      );
      expect(preloaded.filter((href) => href.includes(`/${lang === 'en' ? 'ar' : 'en'}-`))).toEqual(
        [],
      );
      expect(preloaded.map((href) => scripts.get(href))).toEqual(preloaded.map(() => ['parser']));
    });
  });
}
