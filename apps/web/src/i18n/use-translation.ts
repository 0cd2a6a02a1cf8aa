import { useSyncExternalStore } from 'react';

import { getTranslator, subscribeToTexts, type TFunction } from './i18n';

/**
 * The page's translator, `{ t }` as react-i18next's hook gave it: a component re-renders when
 * the language changes or more of its texts load.
 */
export function useTranslation(): { t: TFunction } {
  return { t: useSyncExternalStore(subscribeToTexts, getTranslator) };
}
