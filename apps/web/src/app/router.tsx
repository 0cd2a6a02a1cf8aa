import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';

import {
  activateLanguage,
  loadAccountTexts,
  loadFeedTexts,
  loadPageTexts,
  loadPostTexts,
  type CatalogKey,
} from '../i18n/i18n';
import { languageFromPath } from '../lib/language';
import { paths, routePattern, type AppPath } from '../lib/paths';
import { getSession } from '../lib/session';
import { ensureSessionChecked } from '../lib/session-check';
import { ACCESS_LOADERS, type Access, type AccessHandle } from './access';
import { Layout } from './shell/layout';
import { RouteError } from './shell/route-error';
import { StartScreen } from './shell/start-screen';

type PageModule = () => Promise<{ Component: ComponentType }>;

/** A page shows once its chunk and the texts it needs beyond the shell's have both loaded. */
function withTexts(load: PageModule, loadTexts: () => Promise<void>): PageModule {
  return async () => (await Promise.all([load(), loadTexts()]))[0];
}

/** A page other than home and the feed needs the texts of the pages. */
function withPageTexts(load: PageModule): PageModule {
  return withTexts(load, loadPageTexts);
}

/**
 * An administrator's page behind the gate that shows, instead of it, how to pass the second
 * sign-in step once the API asks for it (admin-gate.tsx); the gate and its texts come with the
 * page.
 */
function behindSecondStep(load: PageModule): PageModule {
  return async () => {
    const [{ Component }, { behindAdminGate }] = await Promise.all([
      load(),
      import('./admin-gate'),
      loadAccountTexts(),
    ]);
    return { Component: behindAdminGate(Component) };
  };
}

/** The pages that show the texts of the account's security (catalog-parts.ts). */
const ACCOUNT_PAGES: ReadonlySet<AppPath> = new Set([
  paths.login,
  paths.profileSecurity,
  paths.confirmEmail,
  paths.undoEmailChange,
]);

/**
 * What a page at `path` loads when first visited: home only its chunk, the feed its texts, a
 * post the texts of its preview (a member's page of it loads the rest: post-page.tsx), the
 * login, Security and email-change pages the account's security texts too.
 */
function pageLoader(path: AppPath, load: PageModule): PageModule {
  if (path === paths.homeAlias) return load;
  if (path === paths.feed) return withTexts(load, loadFeedTexts);
  if (path === paths.post) return withTexts(load, loadPostTexts);
  if (ACCOUNT_PAGES.has(path)) return withTexts(load, loadAccountTexts);
  return withPageTexts(load);
}

/**
 * A page at a path of the paths table, loaded as its own chunk when first visited. `access`
 * 'members' sends visitors to the login page and back; 'visitors' sends members home.
 * `refused` is what a members' page says when the API refuses the session on it.
 */
function page(
  path: AppPath,
  load: PageModule,
  access: Access = 'open',
  refused?: CatalogKey,
): RouteObject {
  const loadPage = access === 'admins' ? behindSecondStep(load) : load;
  const route: RouteObject =
    path === paths.home
      ? { index: true, lazy: loadPage }
      : { path: routePattern(path), lazy: pageLoader(path, loadPage) };
  return access === 'open'
    ? route
    : {
        ...route,
        loader: ACCESS_LOADERS[access],
        handle: { access, ...(refused && { refused }) } satisfies AccessHandle,
      };
}

/**
 * Every page, once. Adding a page is one line here. Paths match case-insensitively
 * (/Privacy-Policy, /privacy-policy).
 */
const pages: RouteObject[] = [
  page(paths.home, () => import('./pages/home-page')),
  page(paths.homeAlias, () => import('./pages/home-page')),
  page(paths.about, () => import('./pages/about-page')),
  page(paths.privacy, () => import('../features/legal/privacy-page')),
  page(paths.terms, () => import('../features/legal/terms-page')),
  page(paths.contact, () => import('../features/contact/contact-page')),
  page(paths.feed, () => import('./pages/feed-page')),
  page(paths.post, () => import('./pages/post-page')),
  page(paths.createPost, () => import('./pages/create-post-page'), 'members'),
  page(paths.editPost, () => import('../features/posts/edit-post-page'), 'members'),
  page(paths.myPosts, () => import('../features/posts/my-posts-page'), 'members'),
  page(paths.login, () => import('../features/auth/login-page'), 'visitors'),
  page(paths.registration, () => import('../features/auth/registration-page'), 'visitors'),
  page(paths.forgotPassword, () => import('../features/auth/forgot-password-page')),
  page(paths.resetPassword, () => import('../features/auth/reset-password-page')),
  page(paths.profile, () => import('./pages/profile-page'), 'members'),
  page(paths.profileSecurity, () => import('./pages/profile-security-page'), 'members'),
  page(paths.confirmEmail, () => import('../features/profile/confirm-email-page')),
  page(paths.undoEmailChange, () => import('../features/profile/undo-email-change-page')),
  page(paths.user, () => import('./pages/member-page')),
  page(paths.myClaims, () => import('./pages/my-claims-page')),
  page(paths.myRequests, () => import('./pages/my-requests-page')),
  page(paths.createWanted, () => import('../features/wanted/create-wanted-page'), 'members'),
  page(paths.editWanted, () => import('./pages/edit-wanted-page'), 'members'),
  page(
    paths.notifications,
    () => import('../features/notifications/notifications-page'),
    'members',
  ),
  page(
    paths.savedSearches,
    () => import('../features/saved-searches/saved-searches-page'),
    'members',
  ),
  page(paths.events, () => import('../features/events/events-page')),
  page(paths.event, () => import('./pages/event-page')),
  page(paths.messages, () => import('./pages/messages-page'), 'members'),
  page(
    paths.notificationSettings,
    () => import('../features/notification-settings/notification-settings-page'),
    'members',
  ),
  page(paths.unsubscribe, () => import('../features/notification-settings/unsubscribe-page')),
  page(paths.directMessage, () => import('./pages/conversation-page'), 'members'),
  page(paths.admin, () => import('../features/admin/admin-page'), 'admins'),
  page(paths.adminCreateEvent, () => import('../features/events/create-event-page'), 'admins'),
  page(paths.adminBanner, () => import('../features/banner/admin-banner-page'), 'admins'),
  page(paths.adminUsers, () => import('../features/admin/users-page'), 'admins'),
  page(paths.adminPosts, () => import('../features/admin/posts-page'), 'admins'),
  page(paths.adminFlagged, () => import('../features/admin/flagged-page'), 'admins'),
  page(paths.adminAuditLog, () => import('../features/admin/audit-log-page'), 'admins'),
  page(paths.adminEvents, () => import('../features/events/admin-events-page'), 'admins'),
  page(
    paths.adminContactMessages,
    () => import('../features/contact/admin-contact-page'),
    'admins',
  ),
  page(paths.notAuthorized, () => import('../features/errors/not-authorized-page')),
  { path: '*', lazy: withPageTexts(() => import('../features/errors/not-found-page')) },
];

/**
 * Before the page renders: switches to the language of the URL, loading its catalog, and settles a
 * stored session with the API, so the start screen stays until both.
 */
async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
  // A member's avatar menu is its own chunk: fetch it while the token is being checked.
  if (getSession().status === 'checking') void import('./shell/member-actions');
  await Promise.all([
    activateLanguage(languageFromPath(new URL(request.url).pathname)),
    ensureSessionChecked(),
  ]);
  return null;
}

/**
 * One tree for both languages: the optional `ar?` segment mounts every page at / and at /ar,
 * and toggling the language keeps the page (and what was typed into it) mounted.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/ar?',
    loader: rootLoader,
    element: <Layout />,
    hydrateFallbackElement: <StartScreen />,
    errorElement: <RouteError standalone />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
