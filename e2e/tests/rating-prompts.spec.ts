import type { APIRequestContext, Browser } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createPostThroughApi } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { registerApiMember, signInContext, type ApiMember } from '../support/members';
import { main } from '../support/pages';
import { drawPhoto } from '../support/posts';

/*
 * After a confirmed handover the donor and the receiver are each asked to rate the other, on a
 * phone: the donor on Claim requests, the receiver on My requests; Rate leads to the member's
 * rating form, No thanks stops the asking.
 */

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

/** A catalogue text as the page shows it: without the tags of the elements put inside it. */
const withoutTags = (text: string) => text.replace(/<\/?\w+>/g, '');

async function api(
  request: APIRequestContext,
  member: ApiMember,
  method: string,
  path: string,
  data?: object,
) {
  const response = await request.fetch(`${e2eEnv().apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${member.token}` },
    ...(data && { data }),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A page of its own for `member`, signed in, at a phone's size. */
async function phoneOf(browser: Browser, baseURL: string | undefined, member: ApiMember) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  await signInContext(context, member);
  return { context, page: await context.newPage() };
}

for (const lang of LANGS) {
  test(`the donor and the receiver are each asked to rate after a confirmation (${lang})`, async ({
    browser,
    baseURL,
    request,
    page,
  }) => {
    test.slow();
    const [donor, receiver] = [
      await registerApiMember(request, lang),
      await registerApiMember(request, lang),
    ];
    const title = `Study desk ${donor.localPhone.slice(-6)}`;
    const postId = await createPostThroughApi(
      request,
      donor.token,
      {
        title,
        description: 'Solid wood, two drawers.',
        category: 'Furniture',
        region: 'Madaba',
        area: 'City centre',
      },
      await drawPhoto(page, 'desk.png', 90),
    );
    const claim = await api(request, receiver, 'POST', '/api/donations/claims', {
      post_id: postId,
    });
    await api(request, donor, 'PUT', `/api/donations/claims/${String(claim.claim_id)}/confirm`);

    // The receiver, on My requests: Rate the donor leads to the form, in view.
    const receiverPhone = await phoneOf(browser, baseURL, receiver);
    try {
      const onPhone = receiverPhone.page;
      await onPhone.goto(localPath(lang, '/myrequests'));
      const prompts = main(onPhone).getByRole('region', {
        name: t(lang, 'feedback.prompts.heading'),
      });
      await expect(prompts).toContainText(
        withoutTags(t(lang, 'feedback.prompts.received', { username: donor.username, title })),
      );
      await expectNoSeriousA11yViolations(onPhone);
      await prompts
        .getByRole('link', {
          name: withoutTags(t(lang, 'feedback.prompts.rate', { username: donor.username })),
        })
        .click();
      await expect(onPhone).toHaveURL(new RegExp(`/user/${donor.id}#rate$`));
      const form = main(onPhone).getByRole('form');
      await expect(form).toBeInViewport();
      // The stars are a radio group, the first one focused on arriving.
      const fourStars = form.getByRole('radio', {
        name: t(lang, 'feedback.form.star', { count: 4, max: 5 }),
      });
      await fourStars.focus();
      await onPhone.keyboard.press('Space');
      await expect(fourStars).toBeChecked();
      await form.getByRole('button', { name: t(lang, 'feedback.form.submit') }).click();
      await expect(onPhone.getByText(t(lang, 'feedback.toast.submitted'))).toBeVisible();
      await onPhone.goto(localPath(lang, '/myrequests'));
      await expect(main(onPhone).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        main(onPhone).getByRole('region', { name: t(lang, 'feedback.prompts.heading') }),
      ).toHaveCount(0);
    } finally {
      await receiverPhone.context.close();
    }

    // The donor, on Claim requests: No thanks stops the asking.
    const donorPhone = await phoneOf(browser, baseURL, donor);
    try {
      const onPhone = donorPhone.page;
      await onPhone.goto(localPath(lang, '/myclaims'));
      const prompts = main(onPhone).getByRole('region', {
        name: t(lang, 'feedback.prompts.heading'),
      });
      await expect(prompts).toContainText(
        withoutTags(t(lang, 'feedback.prompts.gave', { username: receiver.username, title })),
      );
      await expectNoSeriousA11yViolations(onPhone);
      await prompts
        .getByRole('button', {
          name: t(lang, 'feedback.prompts.dismissLabel', { username: receiver.username }),
        })
        .click();
      await expect(prompts).toHaveCount(0);
      await onPhone.reload();
      await expect(main(onPhone).getByText(t(lang, 'claims.pending.empty'))).toBeVisible();
      await expect(
        main(onPhone).getByRole('region', { name: t(lang, 'feedback.prompts.heading') }),
      ).toHaveCount(0);
    } finally {
      await donorPhone.context.close();
    }
  });
}
