import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { LANGUAGES, type Language } from '@tabarru/contract/constants';
import { indexedPageAt, pathInLanguage } from '@tabarru/contract/web-paths';

const ADDRESS_LINKS = 'link[rel="canonical"], link[rel="alternate"][hreflang]';

function appendLink(rel: string, href: string, hreflang?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  if (hreflang) link.hreflang = hreflang;
  link.href = href;
  document.head.append(link);
}

/**
 * Writes the head's canonical link and its alternates in both languages for the public page at
 * `pathname` (the ones the web host writes for a page it serves), and removes them elsewhere.
 */
export function writeAddressLinks(pathname: string, origin: string): void {
  for (const link of document.head.querySelectorAll(ADDRESS_LINKS)) link.remove();
  const address = indexedPageAt(pathname);
  if (!address) return;
  const urlIn = (language: Language) => `${origin}${pathInLanguage(address.path, language)}`;
  appendLink('canonical', urlIn(address.language));
  for (const language of LANGUAGES) appendLink('alternate', urlIn(language), language);
  appendLink('alternate', urlIn('en'), 'x-default');
}

/** Keeps the canonical and alternate links right as the app moves from page to page. */
export function useAddressLinks(): void {
  const { pathname } = useLocation();
  useEffect(() => writeAddressLinks(pathname, window.location.origin), [pathname]);
}
