import { renderToString } from 'react-dom/server';
import { createPath, matchPath, Router, type Location, type Navigator } from 'react-router';

import type {
  FirstScreen,
  FirstScreenRequest,
  RenderFirstScreen,
} from '@tabarru/contract/first-screen';

import { AppProviders } from './app/providers';
import { AppRoutes, preparePage } from './app/router';
import { setFirstScreenTime } from './lib/first-screen-time';
import { stripLanguagePrefix } from './lib/language';
import { providePageOnServer } from './lib/page-data';
import { paths, type AppPath } from './lib/paths';

/**
 * The pages whose first screen a visitor sees whole from the page's data, drawn by the web host:
 * the others need the API or the member, and keep starting in the browser.
 */
const DRAWN_PAGES: readonly AppPath[] = [
  paths.home,
  paths.homeAlias,
  paths.about,
  paths.privacy,
  paths.terms,
  paths.feed,
  paths.post,
  paths.events,
];

function isDrawn(pathname: string): boolean {
  const path = stripLanguagePrefix(pathname);
  return DRAWN_PAGES.some((pattern) => matchPath({ path: pattern, caseSensitive: false }, path));
}

/** The server renders one address and goes nowhere: links only need their href. */
const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push() {},
  replace() {},
  go() {},
};

const LEADING_PRELOADS = /^(?:<link [^>]*>)+/;

function locationOf(url: string): Location {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { pathname, search, hash, state: null, key: 'default' };
}

async function render({ url, origin, pageData }: FirstScreenRequest): Promise<FirstScreen | null> {
  const location = locationOf(url);
  if (!isDrawn(location.pathname)) return null;
  // A visitor: the server has no session, so no page sends them elsewhere.
  if ((await preparePage(location)) !== null) return null;
  providePageOnServer({ origin, data: pageData });
  const drawnAt = Date.now();
  setFirstScreenTime(drawnAt);
  try {
    const markup = renderToString(
      // The tree the browser takes over (start-app.tsx), its router at the one address.
      <AppProviders>
        <Router location={location} navigator={staticNavigator} static>
          <AppRoutes />
        </Router>
      </AppProviders>,
    );
    // React writes a preload before the markup for each image it draws; the web host preloads
    // the one photo of the page's largest paint itself, and a phone's slow line is better spent
    // on the page's scripts than on the rest.
    return { html: markup.replace(LEADING_PRELOADS, ''), drawnAt };
  } finally {
    providePageOnServer(undefined);
    setFirstScreenTime(undefined);
  }
}

let previous: Promise<unknown> = Promise.resolve();

/**
 * Draws one page at a time: the page's language and its data are the app's module state, as in
 * the browser, so a page in the other language waits for the one being drawn.
 */
export const renderFirstScreen: RenderFirstScreen = (request) => {
  const rendered = previous.then(
    () => render(request),
    () => render(request),
  );
  previous = rendered.catch(() => undefined);
  return rendered;
};
