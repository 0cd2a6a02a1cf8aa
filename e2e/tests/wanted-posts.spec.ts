import type { ChatMessage } from '@tabarru/contract/messages';

import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { registerApiMember, signInContext } from '../support/members';
import { main, pageHeading } from '../support/pages';

for (const lang of LANGS) {
  test.describe(`wanted posts (${lang})`, () => {
    test('A asks for an item from the feed’s Wanted switch, B finds it there and answers “I have this” by a message about it', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const seeker = await registerApiMember(request, lang);
      const giver = await registerApiMember(request, lang);
      const tag = seeker.localPhone.slice(-6);
      const title = lang === 'ar' ? `سرير أطفال ${tag}` : `Baby cot ${tag}`;

      // A: the feed's Wanted switch, Ask for an item, the form without a photo.
      await signInContext(page.context(), seeker);
      await page.goto(localPath(lang, '/feed'));
      await main(page)
        .getByRole('button', { name: t(lang, 'wanted.switch') })
        .click();
      await main(page)
        .getByRole('link', { name: t(lang, 'wanted.ask') })
        .click();
      await expect(pageHeading(page)).toHaveText(t(lang, 'wanted.create.heading'));
      await main(page).getByLabel(t(lang, 'wanted.create.fieldTitle')).fill(title);
      await main(page)
        .getByLabel(t(lang, 'wanted.create.fieldDescription'))
        .fill(lang === 'ar' ? 'أي مقاس، للاستلام من إربد.' : 'Any size, collected in Irbid.');
      await main(page)
        .getByLabel(t(lang, 'wanted.create.category'))
        .selectOption({ label: t(lang, 'posts.categories.Toys') });
      await main(page)
        .getByLabel(t(lang, 'wanted.create.region'))
        .selectOption({ label: t(lang, 'posts.regions.Irbid') });
      await main(page)
        .getByRole('button', { name: t(lang, 'wanted.create.submit') })
        .click();
      await expect(page.getByText(t(lang, 'wanted.create.created'))).toBeVisible();
      await expect(pageHeading(page)).toHaveText(title);
      const wantedId = Number(/\/posts\/(\d+)/.exec(page.url())?.[1]);

      // B: the wanted feed, the request's page, I have this, a message about it.
      const giverContext = await browser.newContext({ baseURL });
      try {
        await signInContext(giverContext, giver);
        const giverPage = await giverContext.newPage();
        await giverPage.goto(localPath(lang, `/feed?kind=wanted&q=${tag}`));
        await main(giverPage)
          .getByRole('link', { name: new RegExp(tag) })
          .click();
        await expect(pageHeading(giverPage)).toHaveText(title);
        await expect(
          main(giverPage).getByRole('button', { name: t(lang, 'claims.button') }),
        ).toHaveCount(0);
        await main(giverPage)
          .getByRole('link', { name: t(lang, 'wanted.iHaveThis') })
          .first()
          .click();
        await expect(giverPage).toHaveURL(new RegExp(`/dm/${seeker.id}\\?post=${wantedId}$`));
        const answer = lang === 'ar' ? 'لديّ واحد بحالة جيدة.' : 'I have one in good condition.';
        const composer = main(giverPage).getByLabel(t(lang, 'messages.composer.label'), {
          exact: true,
        });
        await composer.fill(answer);
        await composer.press('Enter');
        await expect(composer).toHaveValue('');

        // A's thread about the wanted post holds the answer. Asked before B's page
        // closes: the composer empties as the message leaves, before the API has stored it.
        await expect
          .poll(async () => {
            const thread = `${e2eEnv().apiUrl}/messages/${giver.id}?post_id=${wantedId}`;
            const response = await request.get(thread, {
              headers: { Authorization: `Bearer ${seeker.token}` },
            });
            const history = (await response.json()) as ChatMessage[];
            return history.map((message) => [message.content, message.post_id]);
          })
          .toContainEqual([
            lang === 'ar' ? 'لديّ واحد بحالة جيدة.' : 'I have one in good condition.',
            wantedId,
          ]);
      } finally {
        await giverContext.close();
      }
    });
  });
}
