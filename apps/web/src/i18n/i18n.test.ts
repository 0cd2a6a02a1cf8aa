import { expect, it, vi } from 'vitest';

import { activateLanguage, getTranslator, hasText, loadPageTexts } from './i18n';

// One story, in order: the module keeps what it has loaded, as the page does.
it('loads the shell texts first, the other pages texts when asked, then both per language', async () => {
  await activateLanguage('en');
  expect(getTranslator()('nav.home')).toBe('Home');
  expect(hasText('notFound.title')).toBe(false);

  await loadPageTexts();
  expect(hasText('notFound.title')).toBe(true);

  await activateLanguage('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(hasText('nav.home')).toBe(true);
  expect(hasText('notFound.title')).toBe(true);
  expect(getTranslator()('nav.home')).not.toBe('Home');
  // Arabic's plural forms, in the catalog loaded with the shell.
  expect(getTranslator()('nav.unreadNotifications', { count: 2 })).toBe('إشعاران جديدان');
});

it('says loudly when a key is missing, and shows the key', async () => {
  await activateLanguage('en');
  // Heard here rather than failing the test, as any other console.error would.
  const error = vi.mocked(console.error).mockImplementationOnce(() => undefined);
  expect(getTranslator()('nav.nothingHere' as 'nav.home')).toBe('nav.nothingHere');
  expect(error).toHaveBeenCalledWith('i18n: no "nav.nothingHere" in the en catalog');
});
