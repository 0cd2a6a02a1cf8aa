import { use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type Location, type RouteObject } from 'react-router';

import {
  languageReady,
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
import { accessRedirect, type Access } from './access';
import type { AdminPage } from './admin-pages';
import type { OrganisationsPage } from './organisation-pages';
import { Layout } from './shell/layout';
import { RouteError } from './shell/route-error';
import { useSignInAgainWhenRefused } from './shell/use-sign-in-again';

type PageModule = () => Promise<{ Component: ComponentType }>;

/** A page shows once its chunk and the texts it needs beyond the shell's have both loaded. */
function withTexts(load: PageModule, loadTexts: () => Promise<void>): PageModule {
  return async () => (await Promise.all([load(), loadTexts()]))[0];
}

/** A page other than home and the feed needs the texts of the pages. */
function withPageTexts(load: PageModule): PageModule {
  return withTexts(load, loadPageTexts);
}

/** An administrator's page, from the administrators' own chunk (admin-pages.ts). */
function adminPage(name: AdminPage): PageModule {
  return () => import('./admin-pages').then(({ adminPages }) => adminPages[name]());
}

/** A page of organisations, from their own chunk (organisation-pages.ts). */
function organisationsPage(name: OrganisationsPage): PageModule {
  return () =>
    import('./organisation-pages').then(({ organisationPages }) => organisationPages[name]());
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
  if (path === paths.home || path === paths.homeAlias) return load;
  if (path === paths.feed) return withTexts(load, loadFeedTexts);
  if (path === paths.post) return withTexts(load, loadPostTexts);
  if (ACCOUNT_PAGES.has(path)) return withTexts(load, loadAccountTexts);
  return withPageTexts(load);
}

/** Calls `load` once; later calls get its first promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** What the app knows of a route before showing it (its `handle`). */
interface PageHandle {
  access: Access;
  /** Loads the page's chunk and texts, once. */
  preload: () => Promise<unknown>;
}

/**
 * A page loaded (with its texts) as its own chunk when first opened: the router awaits
 * `preload` before it shows the page, so `Page` renders at once, or shows the load's error.
 */
function lazyPage(load: PageModule) {
  let loaded: { Component: ComponentType } | { error: unknown } | undefined;
  const preload = once(() =>
    load().then(
      ({ Component }) => {
        loaded = { Component };
      },
      (error: unknown) => {
        loaded = { error };
        throw error;
      },
    ),
  );
  function Page() {
    // Shown only once preloaded, except after a module was replaced while developing.
    if (loaded === undefined) use(preload());
    if (loaded && 'error' in loaded) throw loaded.error;
    const Component = loaded?.Component;
    return Component ? <Component /> : null;
  }
  return { Page, preload };
}

/**
 * A page for members or administrators: when the API refuses the session on it, it says
 * `refused` and goes to the login page.
 */
function MembersPage({ refused, children }: { refused: CatalogKey; children: ReactNode }) {
  useSignInAgainWhenRefused(refused);
  return children;
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
  refused: CatalogKey = 'errors.UNAUTHENTICATED',
): RouteObject {
  const { Page, preload } = lazyPage(pageLoader(path, load));
  const element =
    access === 'members' || access === 'admins' ? (
      <MembersPage refused={refused}>
        <Page />
      </MembersPage>
    ) : (
      <Page />
    );
  const handle: PageHandle = { access, preload };
  return path === paths.home
    ? { index: true, element, handle }
    : { path: routePattern(path), element, handle };
}

/** Any other address: the not-found page. */
function notFound(): RouteObject {
  const { Page, preload } = lazyPage(
    withPageTexts(() => import('../features/errors/not-found-page')),
  );
  return { path: '*', element: <Page />, handle: { access: 'open', preload } satisfies PageHandle };
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
  page(paths.editPost, () => import('./pages/edit-post-page'), 'members'),
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
  page(paths.myAsks, () => import('./pages/my-asks-page'), 'members'),
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
  page(paths.admin, adminPage('overview'), 'admins'),
  page(paths.adminCreateEvent, adminPage('createEvent'), 'admins'),
  page(paths.adminBanner, adminPage('banner'), 'admins'),
  page(paths.adminUsers, adminPage('users'), 'admins'),
  page(paths.adminPosts, adminPage('posts'), 'admins'),
  page(paths.adminFlagged, adminPage('flagged'), 'admins'),
  page(paths.adminAuditLog, adminPage('auditLog'), 'admins'),
  page(paths.adminEvents, adminPage('events'), 'admins'),
  page(paths.adminContactMessages, adminPage('contactMessages'), 'admins'),
  page(paths.organisation, organisationsPage('application'), 'members'),
  page(paths.organisationPage, organisationsPage('organisation')),
  page(paths.createNeed, organisationsPage('createNeed'), 'members'),
  page(paths.createCampaign, organisationsPage('createCampaign'), 'members'),
  page(paths.campaign, organisationsPage('campaign')),
  page(paths.adminOrganisations, adminPage('organisations'), 'admins'),
  page(paths.notAuthorized, () => import('../features/errors/not-authorized-page')),
  notFound(),
];

/**
 * One tree for both languages: the optional `ar?` segment mounts every page at / and at /ar,
 * and toggling the language keeps the page (and what was typed into it) mounted.
 */
const routes: RouteObject[] = [
  {
    path: '/ar?',
    element: <Layout />,
    errorElement: <RouteError standalone />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

/**
 * Everything opening `location` needs, loaded together: the language of the URL, the check of a
 * stored session with the API (a member's avatar menu meanwhile), and the page's chunk and texts.
 * Then where the page sends whoever may not see it (access.ts), or null. A page whose chunk did
 * not load shows its error in the page shell; texts that did not load reject.
 */
export async function preparePage(location: Location): Promise<string | null> {
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as PageHandle | undefined;
  if (getSession().status === 'checking') void import('./shell/member-actions');
  await Promise.all([
    languageReady(languageFromPath(location.pathname)),
    ensureSessionChecked(),
    handle?.preload().catch(() => undefined),
  ]);
  return handle ? accessRedirect(handle.access, getSession(), location) : null;
}

/** The page at the router's location, in the page shell. */
export function AppRoutes() {
  return useRoutes(routes);
}
