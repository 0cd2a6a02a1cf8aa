import i18next from 'i18next';
import { expect, it } from 'vitest';

import { activateLanguage, loadPageTexts } from './i18n';

// One story, in order: the module keeps what it has loaded, as the page does.
it('loads the shell texts first, the other pages texts when asked, then both per language', async () => {
  await activateLanguage('en');
  expect(i18next.t('nav.home')).toBe('Home');
  expect(i18next.exists('notFound.title')).toBe(false);

  await loadPageTexts();
  expect(i18next.exists('notFound.title')).toBe(true);

  await activateLanguage('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(i18next.exists('nav.home')).toBe(true);
  expect(i18next.exists('notFound.title')).toBe(true);
  expect(i18next.t('nav.home')).not.toBe('Home');
});
