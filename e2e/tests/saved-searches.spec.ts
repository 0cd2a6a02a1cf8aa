import { createPostThroughApi } from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, signInContext } from '../support/members';
import { main, notificationBell, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

/** Western digits as Arabic-Indic ones: the search finds the post either way. */
const arabicIndic = (digits: string) =>
  digits.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** What each language searches for and the title that matches it by the feed's rules. */
const WORDS: Record<Lang, { search: (tag: string) => string; title: (tag: string) => string }> = {
  // A plural finds the singular.
  en: { search: (tag) => `lanterns ${tag}`, title: (tag) => `Brass lantern ${tag}` },
  // The article and the ta marbuta go, and Arabic-Indic digits find Western ones.
  ar: {
    search: (tag) => `الطاولة ${arabicIndic(tag)}`,
    title: (tag) => `طاوله خشب ${tag}`,
  },
};

for (const lang of LANGS) {
  test.describe(`saved searches (${lang})`, () => {
    test('B saves a search from the feed, A posts a matching item, B’s bell shows it live and opens the post', async ({
      page,
      request,
    }) => {
      const author = await registerApiMember(request, lang);
      const searcher = await registerApiMember(request, lang);
      const tag = searcher.localPhone.slice(-6);
      const search = WORDS[lang].search(tag);

      await signInContext(page.context(), searcher);
      await page.goto(localPath(lang, `/feed?q=${encodeURIComponent(search)}`));
      await main(page)
        .getByRole('button', { name: t(lang, 'savedSearches.alertMe') })
        .click();
      await expect(page.getByText(t(lang, 'savedSearches.saved'))).toBeVisible();

      const title = WORDS[lang].title(tag);
      const postId = await createPostThroughApi(
        request,
        author.token,
        {
          title,
          description: 'Collected from Jabal Amman in the evening.',
          category: 'Furniture',
          region: 'Amman',
          area: 'Jabal Amman',
        },
        await drawPhoto(page, 'lantern.png', 40),
      );

      // B is still on the feed: the bell counts the match without a reload.
      await expect(notificationBell(page, lang)).toHaveAccessibleName(
        new RegExp(t(lang, 'nav.unreadNotifications_one', { count: 1 })),
      );
      await notificationBell(page, lang).click();
      const list = main(page).getByRole('list', { name: t(lang, 'notifications.title') });
      const entry = list.getByRole('link', {
        name: t(lang, 'notifications.kinds.search_match_one'),
      });
      await expect(entry).toBeVisible();
      await expect(list).toContainText(title);
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
      await expect(pageHeading(page)).toHaveText(title);
      await expect(notificationBell(page, lang)).toHaveAccessibleName(
        t(lang, 'nav.notificationCentre'),
      );

      await page.goto(localPath(lang, '/saved-searches'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'savedSearches.heading'));
      const saved = main(page).getByRole('link', { name: `“${search}”` });
      await saved.click();
      await expect(page).toHaveURL(/\/feed\?q=/);
      await expect(main(page).getByRole('link', { name: new RegExp(tag) })).toBeVisible();
    });
  });
}
