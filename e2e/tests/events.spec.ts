import { newMember, register, signIn } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { dayFromToday } from '../support/content';
import { E2E_ADMIN, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

for (const lang of LANGS) {
  test.describe(`events (${lang})`, () => {
    test('an administrator creates an event with a photo; a visitor finds and opens it; a member sees it in the feed', async ({
      page,
      browser,
    }) => {
      const tag = `${Date.now().toString(36)}${lang}`;
      const title = lang === 'ar' ? `سوق تبادل الكتب ${tag}` : `Book swap ${tag}`;

      await signIn(page, lang, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).not.toHaveURL(/\/authentication\/login/);
      await page.goto(localPath(lang, '/admin/create-event'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'events.create.heading'));
      await expectNoSeriousA11yViolations(page);

      const field = (key: string) => page.getByLabel(t(lang, key), { exact: true });
      await field('events.form.title').fill(title);
      await field('events.form.description').fill('Bring the books you have read; take new ones.');
      await field('events.form.region').selectOption({ label: t(lang, 'posts.regions.Madaba') });
      await field('events.form.venue').fill('Cultural centre');
      await field('events.form.ownerName').fill('Madaba readers');
      await field('events.form.date').fill(dayFromToday(3));
      await field('events.form.startTime').pressSequentially('1000');
      await expect(field('events.form.startTime')).toHaveValue('10:00');
      await field('events.form.endTime').pressSequentially('1130');
      await page
        .locator('input[type="file"]')
        .setInputFiles([await drawPhoto(page, 'poster.png', 120)]);
      await page
        .getByRole('button', { name: t(lang, 'events.create.submit'), exact: true })
        .click();

      await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/events/\\d+$`));
      const eventPath = new URL(page.url()).pathname;
      await expect(page.getByText(t(lang, 'events.create.success'))).toBeVisible();
      await expect(pageHeading(page)).toHaveText(title);
      await expect(main(page).getByRole('img', { name: new RegExp(title) })).toBeVisible();

      const visitorContext = await browser.newContext({ baseURL: e2eEnv().webUrl });
      try {
        const visitor = await visitorContext.newPage();
        await visitor.goto(localPath(lang, '/events'));
        await expect(pageHeading(visitor)).toHaveText(t(lang, 'events.list.title'));
        const card = main(visitor).getByRole('link', { name: new RegExp(title) });
        await expect(card).toHaveAttribute('href', eventPath);
        await expectNoSeriousA11yViolations(visitor);
        await card.click();
        await expect(visitor).toHaveURL(new RegExp(`${eventPath}$`));
        await expect(pageHeading(visitor)).toHaveText(title);
        await expect(
          main(visitor).getByRole('link', { name: t(lang, 'events.detail.back') }),
        ).toHaveAttribute('href', localPath(lang, '/events'));
        await expectNoSeriousA11yViolations(visitor);
      } finally {
        await visitorContext.close();
      }

      const memberContext = await browser.newContext({ baseURL: e2eEnv().webUrl });
      try {
        const member = await memberContext.newPage();
        await register(member, lang, newMember(lang));
        await expect(member).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/feed$`));
        const carousel = main(member).getByRole('region', {
          name: t(lang, 'events.carousel.heading'),
        });
        await expect(carousel.locator(`a[href="${eventPath}"]`)).toBeAttached();
        await carousel.getByRole('link', { name: t(lang, 'events.carousel.viewAll') }).click();
        await expect(member).toHaveURL(new RegExp(`${localPath(lang, '/events')}$`));

        await member.goto(localPath(lang, '/admin/create-event'));
        await expect(member).toHaveURL(new RegExp(`${localPath(lang, '/not-authorized')}$`));
      } finally {
        await memberContext.close();
      }
    });
  });
}
