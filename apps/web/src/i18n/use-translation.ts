import { useSyncExternalStore } from 'react';

import { getTranslator, subscribeToTexts, type TFunction } from './i18n';

/**
 * The page's translator, `{ t }` as react-i18next's hook gave it: a component re-renders when
 * the language changes or more of its texts load. The server draws a page with the same texts
 * the browser has loaded when it takes the page over.
 */
export function useTranslation(): { t: TFunction } {
  return { t: useSyncExternalStore(subscribeToTexts, getTranslator, getTranslator) };
}
