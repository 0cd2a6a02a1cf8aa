import { SHARE_TARGET_PATHS } from '@tabarru/contract/app-install';
import type { Language } from '@tabarru/contract/constants';
import { pathInLanguage, WEB_PATHS } from '@tabarru/contract/web-paths';

/** The browser's bar and the splash screen: brand-700 and stone-50 (docs/design.md, Colour). */
export const THEME_COLOR = '#0f7665';
export const BACKGROUND_COLOR = '#fafaf9';

/** The name shared by both manifests: one app, whatever language it was installed in. */
export const APP_ID = '/';

export interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The web app manifest of one language (a manifest has one name): the Arabic one starts the app
 * on /ar, right to left. Both have the same id and scope, so they describe one app, and both
 * take photos shared from the phone's gallery to the give form.
 */
export function appManifest(language: Language, texts: ManifestTexts) {
  return {
    id: APP_ID,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    start_url: language === 'ar' ? `${pathInLanguage(WEB_PATHS.home, 'ar')}/` : WEB_PATHS.home,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['lifestyle', 'social'],
    icons: ICONS,
    share_target: {
      action: SHARE_TARGET_PATHS[language],
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        files: [{ name: 'photos', accept: ['image/*'] }],
      },
    },
  };
}
