import { languageFromPath } from '../lib/language';
import { href, paths } from '../lib/paths';
import { signInHref } from '../lib/return-to';
import type { Session } from '../lib/session';

/**
 * Who may open a page: anyone, signed-in members only (others go to the login page of the
 * same language, which brings them back), administrators only (visitors go to the login page,
 * other members to /not-authorized; the API checks the role again on every call), or visitors
 * only (members go home).
 */
export type Access = 'open' | 'members' | 'admins' | 'visitors';

/**
 * Where a page of `access` at `pathname` + `search` sends someone with `session` (a settled
 * one, not 'checking'), or null when they may stay.
 */
export function accessRedirect(
  access: Access,
  session: Session,
  { pathname, search }: { pathname: string; search: string },
): string | null {
  const signedIn = session.status === 'signedIn';
  const language = languageFromPath(pathname);
  switch (access) {
    case 'open':
      return null;
    case 'members':
      return signedIn ? null : signInHref(pathname, search);
    case 'admins':
      if (!signedIn) return signInHref(pathname, search);
      return session.user?.isAdmin === true ? null : href(paths.notAuthorized, language);
    case 'visitors':
      if (!signedIn) return null;
      // The product's home is / in English and /ar/home in Arabic.
      return language === 'ar' ? href(paths.homeAlias, 'ar') : href(paths.home, 'en');
  }
}
