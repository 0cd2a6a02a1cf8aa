import type { Page } from '@playwright/test';

import { TOKEN_STORAGE_KEY } from '@tabarru/contract/constants';

import { adminToken, memberIdOf } from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { registerApiMember, signInContext } from '../support/members';
import { main, pageHeading, PAGES } from '../support/pages';

/** The narrowest phones still in use: nothing may need a sideways scroll there. */
const NARROW = { width: 320, height: 640 };

const VISITOR_PAGES = [
  ...Object.values(PAGES),
  '/feed',
  '/events',
  '/authentication/login',
  '/authentication/registration',
  '/forgot-password',
];

const MEMBER_PAGES = [
  '/create_post',
  '/myposts',
  '/profile',
  '/myclaims',
  '/myrequests',
  '/myasks',
  '/messages',
  '/admin',
  '/admin/create-event',
  '/admin/users',
  '/admin/posts',
  '/admin/flagged',
  '/admin/events',
  '/admin/contact-messages',
  '/admin/audit-log',
];

/** How far the page reaches past the viewport's width, in CSS pixels (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.use({ viewport: NARROW });

for (const lang of LANGS) {
  test(`no visitor page scrolls sideways at 320 px (${lang})`, async ({ page }) => {
    for (const pagePath of VISITOR_PAGES) {
      await page.goto(localPath(lang, pagePath));
      await expect(pageHeading(page)).toBeVisible();
      expect(await sidewaysOverflow(page), localPath(lang, pagePath)).toBe(0);
    }
  });

  test(`a member's public page does not scroll sideways at 320 px (${lang})`, async ({
    page,
    request,
  }) => {
    const memberPage = localPath(
      lang,
      `/user/${await memberIdOf(request, await adminToken(request))}`,
    );
    await page.goto(memberPage);
    await expect(pageHeading(page)).toBeVisible();
    expect(await sidewaysOverflow(page), memberPage).toBe(0);
  });

  test(`no member or administrator page scrolls sideways at 320 px (${lang})`, async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      TOKEN_STORAGE_KEY,
      token,
    ] as const);
    for (const pagePath of MEMBER_PAGES) {
      await page.goto(localPath(lang, pagePath));
      await expect(pageHeading(page)).toBeVisible();
      expect(await sidewaysOverflow(page), localPath(lang, pagePath)).toBe(0);
    }
  });

  test(`blocking and the profile's privacy section do not scroll sideways at 320 px (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const member = await registerApiMember(request, lang);
    const other = await registerApiMember(request, lang);
    await signInContext(context, member);
    const memberPage = localPath(lang, `/user/${other.id}`);
    await page.goto(memberPage);
    await main(page)
      .getByRole('button', { name: t(lang, 'blocks.button') })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await sidewaysOverflow(page), `${memberPage} with the block dialog`).toBe(0);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t(lang, 'blocks.confirm.block'), exact: true })
      .click();
    await expect(main(page).getByRole('button', { name: t(lang, 'blocks.unblock') })).toBeVisible();
    expect(await sidewaysOverflow(page), `${memberPage} blocked`).toBe(0);

    const profile = localPath(lang, '/profile');
    await page.goto(profile);
    const blocked = main(page).getByRole('region', { name: t(lang, 'blocks.list.heading') });
    await expect(blocked.getByRole('link', { name: other.username })).toBeVisible();
    expect(await sidewaysOverflow(page), `${profile} with a blocked member`).toBe(0);
    await main(page)
      .getByRole('button', { name: t(lang, 'accountData.delete.button') })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await sidewaysOverflow(page), `${profile} with the deletion dialog`).toBe(0);
  });
}
