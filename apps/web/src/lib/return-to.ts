import type { Language } from '@tabarru/contract/constants';

import { languageFromPath, localizePath, stripLanguagePrefix } from './language';
import { href, paths } from './paths';

/** The query parameter of the login page that remembers where the visitor was going. */
export const RETURN_TO_PARAM = 'next';

/** The page to come back to, without its language prefix, so it follows a language switch. */
export function returnToValue(pathname: string, search = ''): string {
  return `${stripLanguagePrefix(pathname)}${search}`;
}

/**
 * The login page in the language of `pathname`, bringing the visitor back to that page (and
 * its query) after signing in: '/ar/posts/7' → '/ar/authentication/login?next=%2Fposts%2F7'.
 */
export function signInHref(pathname: string, search = ''): string {
  const query = new URLSearchParams({ [RETURN_TO_PARAM]: returnToValue(pathname, search) });
  return `${href(paths.login, languageFromPath(pathname))}?${query.toString()}`;
}

/**
 * The registration page in the language of `pathname`, bringing the new member back to that
 * page once registered, as signInHref does after signing in.
 */
export function registrationHref(pathname: string, search = ''): string {
  const query = new URLSearchParams({ [RETURN_TO_PARAM]: returnToValue(pathname, search) });
  return `${href(paths.registration, languageFromPath(pathname))}?${query.toString()}`;
}

/**
 * Where to go after signing in: the remembered page in `language`, or `fallback`. Only paths
 * of this site count; '//evil.example' and 'https://…' are ignored.
 */
export function returnTarget(value: string | null, language: Language, fallback: string): string {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  return localizePath(value, language);
}

/** `target` carrying on the page to come back to, when there is one (between login and registration). */
export function keepingReturnTo(target: string, value: string | null): string {
  if (value === null) return target;
  return `${target}?${new URLSearchParams({ [RETURN_TO_PARAM]: value }).toString()}`;
}
