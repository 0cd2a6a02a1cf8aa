import type { APIRequestContext } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createPostThroughApi } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { registerApiMember, signInContext, type ApiMember } from '../support/members';
import { main, notificationBell } from '../support/pages';
import { drawPhoto } from '../support/posts';

async function claimThroughApi(request: APIRequestContext, member: ApiMember, postId: number) {
  const response = await request.post(`${e2eEnv().apiUrl}/api/donations/claims`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { post_id: postId },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
};

for (const lang of LANGS) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`a donor sees a claim arrive in the bell, opens it and reads it (${lang}, ${device})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const donor = await registerApiMember(request, lang);
      const claimant = await registerApiMember(request, lang);
      const title = `${lang === 'ar' ? 'كنبة زرقاء' : 'Blue sofa'} ${donor.localPhone.slice(-6)}`;
      const postId = await createPostThroughApi(
        request,
        donor.token,
        {
          title,
          description: 'Three seats, collected from Jabal Amman.',
          category: 'Furniture',
          region: 'Amman',
          area: 'Jabal Amman',
        },
        await drawPhoto(page, 'sofa.png', 200),
      );

      await signInContext(page.context(), donor);
      await page.goto(localPath(lang, '/feed'));
      await expect(notificationBell(page, lang)).toBeVisible();
      await expect(notificationBell(page, lang)).toHaveAccessibleName(
        t(lang, 'nav.notificationCentre'),
      );

      // The claim arrives while the donor looks at the feed: the bell counts it without a reload.
      await claimThroughApi(request, claimant, postId);
      await expect(notificationBell(page, lang)).toHaveAccessibleName(
        new RegExp(t(lang, 'nav.unreadNotifications_one', { count: 1 })),
      );

      await notificationBell(page, lang).click();
      await expect(page).toHaveURL(new RegExp(`${localPath(lang, '/notifications')}$`));
      const list = main(page).getByRole('list', { name: t(lang, 'notifications.title') });
      const entry = list.getByRole('link', {
        name: t(lang, 'notifications.kinds.claim_received', { actor: claimant.username }),
      });
      await expect(entry).toBeVisible();
      await expect(list).toContainText(title);
      await expect(list).toContainText(t(lang, 'notifications.unread'));
      await expectNoSeriousA11yViolations(page);

      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${localPath(lang, '/myclaims')}$`));
      await expect(main(page)).toContainText(title);
      await expect(notificationBell(page, lang)).toHaveAccessibleName(
        t(lang, 'nav.notificationCentre'),
      );
    });
  }
}
