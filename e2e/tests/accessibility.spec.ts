import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath } from '../support/i18n';
import { pageHeading, PAGES } from '../support/pages';

for (const lang of LANGS) {
  for (const [name, pagePath] of Object.entries(PAGES)) {
    test(`${name} (${localPath(lang, pagePath)}) has no serious accessibility violation`, async ({
      page,
    }) => {
      await page.goto(localPath(lang, pagePath));
      await expect(pageHeading(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
}
