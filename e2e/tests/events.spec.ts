import { newMember, register, signIn } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminToken, createEventThroughApi, dayFromToday } from '../support/content';
import { E2E_ADMIN, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

for (const lang of LANGS) {
  test.describe(`events (${lang})`, () => {
    test('an administrator creates an event with a photo; a visitor finds and opens it; a member sees it in the feed', async ({
      page,
      browser,
    }) => {
      const tag = `${Date.now().toString(36)}${lang}`;
      const titles: Record<Lang, string> = { en: `Book swap ${tag}`, ar: `سوق تبادل الكتب ${tag}` };
      const descriptions: Record<Lang, string> = {
        en: 'Bring the books you have read; take new ones.',
        ar: 'أحضروا الكتب التي قرأتموها وخذوا كتبًا جديدة.',
      };
      const title = titles[lang];

      await signIn(page, lang, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).not.toHaveURL(/\/authentication\/login/);
      await page.goto(localPath(lang, '/admin/create-event'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'events.create.heading'));
      await expectNoSeriousA11yViolations(page);

      const field = (key: string) => page.getByLabel(t(lang, key), { exact: true });
      await field('events.form.titleEnglish').fill(titles.en);
      await field('events.form.descriptionEnglish').fill(descriptions.en);
      await field('events.form.titleArabic').fill(titles.ar);
      await field('events.form.descriptionArabic').fill(descriptions.ar);
      await field('events.form.region').selectOption({ label: t(lang, 'posts.regions.Madaba') });
      await field('events.form.venue').fill('Cultural centre');
      await field('events.form.ownerName').fill('Madaba readers');
      await field('events.form.date').fill(dayFromToday(3));
      // The browser's time control, typed as a person would (this browser's locale is en-US,
      // so the control asks hours, minutes, then AM or PM); the page may be Arabic.
      const startTime = field('events.form.startTime');
      await expect(startTime).toHaveAttribute('type', 'time');
      await startTime.click();
      await startTime.pressSequentially('1000AM');
      await expect(startTime).toHaveValue('10:00');
      await field('events.form.endTime').click();
      await field('events.form.endTime').pressSequentially('1130AM');
      await expect(field('events.form.endTime')).toHaveValue('11:30');
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

      // A visitor finds it in English on /events and in Arabic on /ar/events.
      const visitorContext = await browser.newContext({ baseURL: e2eEnv().webUrl });
      try {
        const visitor = await visitorContext.newPage();
        for (const pageLang of LANGS) {
          const pagePath = localPath(pageLang, eventPath.replace(/^\/ar/, ''));
          await visitor.goto(localPath(pageLang, '/events'));
          await expect(pageHeading(visitor)).toHaveText(t(pageLang, 'events.list.title'));
          const card = main(visitor).getByRole('link', { name: new RegExp(titles[pageLang]) });
          await expect(card).toHaveAttribute('href', pagePath);
          await expect(card).toContainText(descriptions[pageLang]);
          await expect(card).not.toContainText(titles[pageLang === 'ar' ? 'en' : 'ar']);
          await expectNoSeriousA11yViolations(visitor);
          await card.click();
          await expect(visitor).toHaveURL(new RegExp(`${pagePath}$`));
          await expect(pageHeading(visitor)).toHaveText(titles[pageLang]);
          await expect(main(visitor).getByText(descriptions[pageLang])).toBeVisible();
          await expect(
            main(visitor).getByRole('link', { name: t(pageLang, 'events.detail.back') }),
          ).toHaveAttribute('href', localPath(pageLang, '/events'));
          await expectNoSeriousA11yViolations(visitor);
        }
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

test("an event written in one language shows it on the other language's pages, marked as such, to visitors and in the admin list", async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const token = await adminToken(request);
  const photo = await drawPhoto(page, 'trees.png', 60);
  const place = { region: 'Ajloun', venue: 'Forest road', ownerName: 'Ajloun volunteers' };
  const english = {
    title: `Tree planting ${tag}`,
    description: 'Bring gloves; we bring saplings.',
  };
  const arabic = {
    titleAr: `زراعة الأشجار ${tag}`,
    descriptionAr: 'أحضروا القفازات ونحن نحضر الشتلات.',
  };
  await createEventThroughApi(request, token, { ...english, ...place }, photo);
  await createEventThroughApi(
    request,
    token,
    { title: '', description: '', ...arabic, ...place },
    photo,
  );

  for (const [lang, shown, standIn] of [
    ['ar', english.title, { lang: 'en', dir: 'ltr' }],
    ['en', arabic.titleAr, { lang: 'ar', dir: 'rtl' }],
  ] as const) {
    await page.goto(localPath(lang, '/events'));
    const card = main(page).getByRole('link', { name: new RegExp(shown) });
    const heading = card.getByRole('heading');
    await expect(heading).toHaveText(shown);
    await expect(heading).toHaveAttribute('lang', standIn.lang);
    await expect(heading).toHaveAttribute('dir', standIn.dir);
    await expectNoSeriousA11yViolations(page);
  }

  await signIn(page, 'ar', E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/authentication\/login/);
  for (const lang of LANGS) {
    await page.goto(localPath(lang, '/admin/events'));
    const englishRow = main(page).getByRole('listitem').filter({ hasText: english.title });
    await expect(englishRow.getByText(t(lang, 'events.admin.englishOnly'))).toBeVisible();
    const arabicRow = main(page).getByRole('listitem').filter({ hasText: arabic.titleAr });
    await expect(arabicRow.getByText(t(lang, 'events.admin.arabicOnly'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
