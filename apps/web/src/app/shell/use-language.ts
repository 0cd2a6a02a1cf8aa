import { useLocation } from 'react-router';

import type { Language } from '@tabarru/contract/constants';

import { languageFromPath } from '../../lib/language';
import { href } from '../../lib/paths';

/** The page's language (from the /ar prefix) and a helper that localises a path for it. */
export function useLanguage(): { language: Language; to: (path: string) => string } {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  return { language, to: (path: string) => href(path, language) };
}
