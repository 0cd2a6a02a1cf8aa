import { generatePath, type PathParam } from 'react-router';

import type { Language } from '@tabarru/contract/constants';
import { CONVERSATION_ITEM_PARAM } from '@tabarru/contract/message-constants';
import { WEB_PATHS } from '@tabarru/contract/web-paths';

import { localizePath } from './language';

/**
 * Every route of the product, written once as a router pattern in the contract, which the web host
 * reads too. The router declares its routes from these patterns and links are built with `href`, so
 * no component writes a URL by hand. Arabic pages are the same patterns under /ar.
 */
export const paths = WEB_PATHS;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The values of a pattern's parameters; patterns without any take none. */
export type PathParams<P extends AppPath> = [PathParam<P>] extends [never]
  ? []
  : [params: Record<PathParam<P>, string | number>];

/** A link to a page in a language: href(paths.post, 'ar', { id: 7 }) → '/ar/posts/7'. */
export function href<P extends AppPath>(
  path: P,
  language: Language,
  ...[params]: PathParams<P>
): string {
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]),
  );
  return localizePath(generatePath(path as string, values), language);
}

export { CONVERSATION_ITEM_PARAM };

/** The link of the thread (`href` of paths.directMessage) about the post `postId`. */
export function aboutItem(conversationHref: string, postId: number): string {
  return `${conversationHref}?${new URLSearchParams({ [CONVERSATION_ITEM_PARAM]: String(postId) })}`;
}

/** The query of /profile naming the tab it opens on ('/profile?tab=edit'). */
export const PROFILE_TAB_PARAM = 'tab';

/** The pattern as a child route of the language root: '/about' → 'about'. */
export function routePattern(path: AppPath): string {
  return path.slice(1);
}
