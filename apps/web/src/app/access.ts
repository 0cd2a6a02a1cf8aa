import { redirect, type LoaderFunctionArgs } from 'react-router';

import type { CatalogKey } from '../i18n/i18n';
import { languageFromPath } from '../lib/language';
import { href, paths } from '../lib/paths';
import { signInHref } from '../lib/return-to';
import { getSession } from '../lib/session';
import { ensureSessionChecked } from '../lib/session-check';

/**
 * Who may open a page: anyone, signed-in members only (others go to the login page of the
 * same language, which brings them back), administrators only (visitors go to the login page,
 * other members to /not-authorized; the API checks the role again on every call), or visitors
 * only (members go home).
 */
export type Access = 'open' | 'members' | 'admins' | 'visitors';

/**
 * The `handle` of a route that is not open, read by the page shell: who may see it, and what
 * it says when the API refuses the session on it (errors.UNAUTHENTICATED unless told).
 */
export interface AccessHandle {
  access: Exclude<Access, 'open'>;
  refused?: CatalogKey;
}

/**
 * What a page for signed-in members (or administrators) says when the API refuses the session
 * on it; undefined on any other page.
 */
export function refusedSessionText(handle: unknown): CatalogKey | undefined {
  const page = handle as Partial<AccessHandle> | undefined;
  if (page?.access !== 'members' && page?.access !== 'admins') return undefined;
  return page.refused ?? 'errors.UNAUTHENTICATED';
}

async function requireMember({ request }: LoaderFunctionArgs): Promise<null> {
  await ensureSessionChecked();
  if (getSession().status === 'signedIn') return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(signInHref(pathname, search));
}

async function requireAdmin(args: LoaderFunctionArgs): Promise<null> {
  await requireMember(args);
  const session = getSession();
  if (session.status === 'signedIn' && session.user?.isAdmin === true) return null;
  throw redirect(href(paths.notAuthorized, languageFromPath(new URL(args.request.url).pathname)));
}

async function requireVisitor({ request }: LoaderFunctionArgs): Promise<null> {
  await ensureSessionChecked();
  if (getSession().status !== 'signedIn') return null;
  const language = languageFromPath(new URL(request.url).pathname);
  // The product's home is / in English and /ar/home in Arabic.
  throw redirect(language === 'ar' ? href(paths.homeAlias, 'ar') : href(paths.home, 'en'));
}

export const ACCESS_LOADERS = {
  members: requireMember,
  admins: requireAdmin,
  visitors: requireVisitor,
} as const satisfies Record<Exclude<Access, 'open'>, unknown>;
