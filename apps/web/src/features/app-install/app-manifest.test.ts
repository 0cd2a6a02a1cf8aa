import { describe, expect, it } from 'vitest';

import { APP_MANIFEST_PATHS, SHARE_TARGET_PATHS } from '@tabarru/contract/app-install';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { APP_ID, appManifest } from './app-manifest';

describe('appManifest', () => {
  it('names the app in English, left to right, starting at /', () => {
    const manifest = appManifest('en', en.install.manifest);
    expect(manifest).toMatchObject({
      name: 'Tabarru',
      short_name: 'Tabarru',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('names the app in Arabic, right to left, starting at /ar/, as the same app', () => {
    const manifest = appManifest('ar', ar.install.manifest);
    expect(manifest).toMatchObject({
      name: 'تبرّع',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/ar/',
      scope: '/',
      id: APP_ID,
    });
    expect(manifest.id).toBe(appManifest('en', en.install.manifest).id);
  });

  it('has the icons an install needs, one of them maskable', () => {
    const { icons } = appManifest('en', en.install.manifest);
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('takes shared photos at the share target of its language', () => {
    for (const language of ['en', 'ar'] as const) {
      const { share_target: target } = appManifest(language, en.install.manifest);
      expect(target.action).toBe(SHARE_TARGET_PATHS[language]);
      expect(target).toMatchObject({ method: 'POST', enctype: 'multipart/form-data' });
      expect(target.params.files).toEqual([{ name: 'photos', accept: ['image/*'] }]);
    }
    expect(SHARE_TARGET_PATHS.ar.startsWith('/ar/')).toBe(true);
    expect(APP_MANIFEST_PATHS.ar.startsWith('/ar/')).toBe(true);
  });
});
