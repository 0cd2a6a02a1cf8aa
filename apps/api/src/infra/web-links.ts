import type { Language } from '@tabarru/contract/constants';

/**
 * A link to a page of the web app in a language (`/ar` before the path in Arabic), built from
 * PUBLIC_WEB_URL, never from a request's Host header.
 */
export function webLink(publicWebUrl: string, language: Language, path: `/${string}`): string {
  const prefix = language === 'ar' ? '/ar' : '';
  return `${publicWebUrl.replace(/\/$/, '')}${prefix}${path}`;
}
