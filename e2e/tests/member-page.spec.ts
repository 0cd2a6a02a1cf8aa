import { TOKEN_STORAGE_KEY } from '@tabarru/contract/constants';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { newMember, register } from '../support/accounts';
import {
  createPostThroughApi,
  memberIdOf,
  reservePostThroughApi,
  type PostThroughApi,
} from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

for (const lang of LANGS) {
  test.describe(`a member's page (${lang})`, () => {
    test('lists what the member gives to a visitor, not what is reserved, and on their own profile', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const member = newMember(lang);
      await register(page, lang, member);
      await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/feed$`));
      const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
      if (!token) throw new Error('no session after registering');

      const tag = member.localPhone.slice(-6);
      const photo = await drawPhoto(page, 'item.png', 200);
      const item = (title: string): PostThroughApi => ({
        title,
        description: 'Clean, ready to pick up.',
        category: 'Books',
        region: 'Irbid',
        area: 'University Street',
      });
      const available = item(`Atlas of Jordan ${tag}`);
      const reserved = item(`Encyclopaedia set ${tag}`);
      await createPostThroughApi(request, token, available, photo);
      const reservedId = await createPostThroughApi(request, token, reserved, photo);
      await reservePostThroughApi(request, token, reservedId, reserved);
      const memberId = await memberIdOf(request, token);

      const visitorContext = await browser.newContext({ baseURL });
      try {
        const visitor = await visitorContext.newPage();
        await visitor.goto(localPath(lang, `/user/${memberId}`));
        await expect(pageHeading(visitor)).toHaveText(member.username);
        const items = main(visitor).getByRole('region', {
          name: t(lang, 'posts.member.theirHeading'),
        });
        await expect(items.getByRole('link', { name: new RegExp(available.title) })).toBeVisible();
        await expect(items.getByText(reserved.title)).toHaveCount(0);
        await expectNoSeriousA11yViolations(visitor);
      } finally {
        await visitorContext.close();
      }

      await page.goto(localPath(lang, '/profile'));
      const own = main(page).getByRole('region', { name: t(lang, 'posts.member.ownHeading') });
      await expect(own.getByRole('link', { name: new RegExp(available.title) })).toBeVisible();
      await expect(own.getByText(reserved.title)).toHaveCount(0);
      await expect(own.getByRole('link', { name: t(lang, 'posts.member.manage') })).toHaveAttribute(
        'href',
        localPath(lang, '/myposts'),
      );
      await expectNoSeriousA11yViolations(page);
    });
  });
}
