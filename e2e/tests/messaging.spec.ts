import type { Locator, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { accountMenuButton } from '../support/accounts';
import { createPostThroughApi } from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, sendThroughApi, signInContext } from '../support/members';
import { main, navbar, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

const PHONE = { width: 390, height: 844 };

/** A text of the catalogs whose name is marked up for <bdi>, as it reads on the page. */
function plain(lang: Lang, key: string, values: Record<string, string | number>): string {
  return t(lang, key, values).replace(/<\/?name>/g, '');
}

function history(page: Page, lang: Lang, name: string): Locator {
  return main(page).getByRole('region', {
    name: t(lang, 'messages.conversation.history', { name }),
  });
}

function composer(page: Page, lang: Lang): Locator {
  return main(page).getByLabel(t(lang, 'messages.composer.label'), { exact: true });
}

/** The direction the browser lays a text out in. */
function directionOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).direction);
}

function badge(lang: Lang, count: number): RegExp {
  return new RegExp(t(lang, 'nav.notifications', { count }));
}

for (const lang of LANGS) {
  test.describe(`direct messages (${lang})`, () => {
    test('two members talk from a post’s Message Seller: both scripts, typing, ticks turning green, the badge rising and clearing', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const donor = await registerApiMember(request, lang);
      const receiver = await registerApiMember(request, lang);
      const postId = await createPostThroughApi(
        request,
        donor.token,
        {
          title: `Oil heater ${donor.localPhone.slice(-6)}`,
          description: 'Three heat levels, collected from Sweifieh.',
          category: 'Electronics',
          region: 'Amman',
          area: 'Sweifieh',
        },
        await drawPhoto(page, 'heater.png', 25),
      );

      const donorContext = await browser.newContext({ baseURL });
      try {
        await signInContext(donorContext, donor);
        const donorPage = await donorContext.newPage();
        await donorPage.goto(localPath(lang, '/feed'));
        const donorMenu = accountMenuButton(donorPage, lang, donor.username);
        await expect(donorMenu).toBeVisible();
        await expect(donorMenu).not.toHaveAccessibleName(badge(lang, 1));

        // The receiver, on a phone, opens the conversation from the post.
        await signInContext(page.context(), receiver);
        await page.setViewportSize(PHONE);
        await page.goto(localPath(lang, `/posts/${postId}`));
        await main(page)
          .getByRole('link', { name: t(lang, 'posts.detail.messageSeller') })
          .click();
        await expect(page).toHaveURL(
          new RegExp(`${lang === 'ar' ? '/ar' : ''}/dm/${donor.id}\\?post=${postId}$`),
        );
        await expect(pageHeading(page)).toHaveText(
          plain(lang, 'messages.conversation.heading', { name: donor.username }),
        );
        await expectNoSeriousA11yViolations(page);

        const arabic = 'مرحبا، هل ما زالت المدفأة متوفرة؟';
        await composer(page, lang).fill(arabic);
        await composer(page, lang).press('Enter');
        const sent = history(page, lang, donor.username).getByText(arabic);
        await expect(sent).toBeVisible();
        // Once stored, the message replaces its pending copy: read the direction of the one shown.
        await expect.poll(() => directionOf(sent)).toBe('rtl');
        await expect(composer(page, lang)).toHaveValue('');

        // The donor's badge rises without a reload, then the conversation opens from the list.
        await expect(donorMenu).toHaveAccessibleName(badge(lang, 1));
        await donorMenu.click();
        await navbar(donorPage)
          .getByRole('link', { name: new RegExp(t(lang, 'nav.messages')) })
          .click();
        const row = main(donorPage).getByRole('listitem').filter({ hasText: receiver.username });
        await expect(row).toContainText(arabic);
        await expectNoSeriousA11yViolations(donorPage);
        await row.getByRole('link', { name: receiver.username }).click();
        await expect(history(donorPage, lang, receiver.username).getByText(arabic)).toBeVisible();

        // Read: the receiver's ticks turn green, and the donor's badge clears.
        const receiverBubble = history(page, lang, donor.username)
          .getByRole('listitem')
          .filter({ hasText: arabic });
        await expect(receiverBubble).toContainText(t(lang, 'messages.status.read'));
        await expect(receiverBubble.locator('svg')).toHaveClass(/text-brand-700/);
        await expect(donorMenu).not.toHaveAccessibleName(badge(lang, 1));

        // The donor types: the receiver sees it, then the English answer, left to right.
        const english = 'Yes, it is. Come on Saturday morning.';
        await composer(donorPage, lang).pressSequentially(english.slice(0, 12));
        const typing = plain(lang, 'messages.conversation.typing', { name: donor.username });
        await expect(main(page).getByText(typing)).toBeVisible();
        await composer(donorPage, lang).pressSequentially(english.slice(12));
        await composer(donorPage, lang).press('Enter');
        const answer = history(page, lang, donor.username).getByText(english);
        await expect(answer).toBeVisible();
        await expect.poll(() => directionOf(answer)).toBe('ltr');
        await expect(main(page).getByText(typing)).toHaveCount(0);
        // The receiver has the conversation open: the donor sees the answer read.
        const donorBubble = history(donorPage, lang, receiver.username)
          .getByRole('listitem')
          .filter({ hasText: english });
        await expect(donorBubble).toContainText(t(lang, 'messages.status.read'));

        // On the phone the composer sits at the bottom of the screen, nothing scrolls sideways.
        const box = await composer(page, lang).boundingBox();
        expect(box && box.y + box.height).toBeGreaterThan(PHONE.height - 120);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
          ),
        ).toBe(false);
      } finally {
        await donorContext.close();
      }
    });

    test('a long conversation loads its older messages at the top without moving the view; emoji open on request', async ({
      page,
      request,
    }) => {
      const sara = await registerApiMember(request, lang);
      const omar = await registerApiMember(request, lang);
      for (let index = 1; index <= 30; index += 1) {
        await sendThroughApi(
          request,
          index % 2 ? omar : sara,
          index % 2 ? sara : omar,
          `Message ${index}`,
        );
      }
      await signInContext(page.context(), sara);
      await page.goto(localPath(lang, `/dm/${omar.id}`));
      const list = history(page, lang, omar.username);
      await expect(list.getByText('Message 30', { exact: true })).toBeVisible();
      await expect(list.getByText('Message 10', { exact: true })).toHaveCount(0);

      const firstShown = list.getByText('Message 11', { exact: true });
      await list.evaluate((element) => element.scrollTo({ top: 0 }));
      await expect(list.getByText('Message 1', { exact: true })).toBeAttached();
      // What was at the top stays in view: the older page came in above it.
      await expect(firstShown).toBeInViewport();
      await list.evaluate((element) => element.scrollTo({ top: 0 }));
      await expect(list.getByText('Message 1', { exact: true })).toBeInViewport();

      const emoji = main(page).getByRole('button', { name: t(lang, 'messages.composer.emoji') });
      await emoji.click();
      await expect(
        main(page).getByRole('button', { name: t(lang, 'messages.composer.closeEmoji') }),
      ).toHaveAttribute('aria-expanded', 'true');
      const panel = main(page).locator('[data-epr-part="root"]');
      await expect(panel).toBeVisible();
      expect((await panel.boundingBox())?.height).toBe(350);
      await expectNoSeriousA11yViolations(page);
      await panel.getByRole('gridcell').first().click();
      await expect(composer(page, lang)).not.toHaveValue('');

      // The narrowest phones: nothing scrolls sideways, the panel included.
      await page.setViewportSize({ width: 320, height: 640 });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    });
  });
}
