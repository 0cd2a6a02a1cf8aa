import { useLocation } from 'react-router';

import type { Language } from '@tabarru/contract/constants';

import { languageFromPath } from '../lib/language';
import { href, type AppPath, type PathParams } from '../lib/paths';

/** The page's language (from the /ar prefix) and a link builder for pages in that language. */
export function useLanguage(): {
  language: Language;
  localHref: <P extends AppPath>(path: P, ...params: PathParams<P>) => string;
} {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  return {
    language,
    localHref: (path, ...params) => href(path, language, ...params),
  };
}
