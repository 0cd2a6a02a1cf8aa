import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';

import { activateLanguage } from '../i18n/i18n';
import { languageFromPath } from '../lib/language';
import { paths, routePattern, type AppPath } from '../lib/paths';
import { Layout } from './shell/layout';
import { RouteError } from './shell/route-error';
import { StartScreen } from './shell/start-screen';

type PageModule = () => Promise<{ Component: ComponentType }>;

/** A page at a path of the paths table, loaded as its own chunk when first visited. */
function page(path: AppPath, load: PageModule): RouteObject {
  return path === paths.home
    ? { index: true, lazy: load }
    : { path: routePattern(path), lazy: load };
}

/**
 * Every page, once. Adding a page is one line here. Paths match case-insensitively
 * (/Privacy-Policy, /privacy-policy).
 */
const pages: RouteObject[] = [
  page(paths.home, () => import('../features/home/home-page')),
  page(paths.homeAlias, () => import('../features/home/home-page')),
  page(paths.about, () => import('../features/about/about-page')),
  page(paths.privacy, () => import('../features/legal/privacy-page')),
  page(paths.terms, () => import('../features/legal/terms-page')),
  page(paths.contact, () => import('../features/contact/contact-page')),
  page(paths.notAuthorized, () => import('../features/errors/not-authorized-page')),
  { path: '*', lazy: () => import('../features/errors/not-found-page') },
];

/** Switches to the language of the URL, loading its catalog, before the page renders. */
async function languageLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await activateLanguage(languageFromPath(new URL(request.url).pathname));
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
    loader: languageLoader,
    element: <Layout />,
    hydrateFallbackElement: <StartScreen />,
    errorElement: <RouteError standalone />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
