import { createBrowserRouter, type RouteObject } from 'react-router';

import { languageFromPath } from '../lib/language';
import { Layout } from './shell/layout';
import { RouteError } from './shell/route-error';
import { StartScreen } from './shell/start-screen';

/**
 * The pages, declared once and mounted at / and at /ar: Arabic differs only by the prefix.
 * Each page is its own chunk. Paths match case-insensitively (/Privacy-Policy, /ar/privacy-policy).
 */
const pages: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/home-page') },
  { path: 'home', lazy: () => import('../features/home/home-page') },
  { path: 'about', lazy: () => import('../features/about/about-page') },
  { path: 'Privacy-Policy', lazy: () => import('../features/legal/privacy-page') },
  { path: 'terms', lazy: () => import('../features/legal/terms-page') },
  { path: 'contact', lazy: () => import('../features/contact/contact-page') },
  { path: 'not-authorized', lazy: () => import('../features/errors/not-authorized-page') },
  { path: '*', lazy: () => import('../features/errors/not-found-page') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <StartScreen language={languageFromPath(window.location.pathname)} />,
    children: [...pages, { path: 'ar', children: pages }],
  },
];

export const router = createBrowserRouter(routes);
