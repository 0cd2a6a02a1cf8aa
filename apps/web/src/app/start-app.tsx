import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

import { FIRST_SCREEN_ATTRIBUTE, MEMBER_PAGE_ATTRIBUTE } from '@tabarru/contract/first-screen';

import { setFirstScreenTime } from '../lib/first-screen-time';
import { getSession } from '../lib/session';
import { AppRouter, type AppHistory } from './app-router';
import { AppProviders } from './providers';
import { AppRoutes, preparePage } from './router';

/**
 * The app over `history`, its first page already prepared (`prepared`) or still to prepare behind
 * the start screen; `shown` is called once its first render is on screen. The tree is the one
 * the web host draws (first-screen.tsx), so the ids React gives its elements are the same.
 */
function app(history: AppHistory, prepared: boolean, shown?: () => void) {
  return (
    <StrictMode>
      <AppProviders>
        <AppRouter history={history} preparePage={preparePage} prepared={prepared} onShown={shown}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * A page whose first screen the web host drew stays on screen while its chunk and texts load;
 * a visitor's is then taken over as it is (hydrated), its times first as drawn. A member's was
 * drawn for a visitor, and a page that sends the reader elsewhere or could not load is not the
 * one drawn: the app draws those itself, at once.
 */
async function takeOverFirstScreen(
  container: HTMLElement,
  history: AppHistory,
  drawnAt: number,
): Promise<Root> {
  const redirect = await preparePage(history.location).catch(() => undefined);
  if (redirect === null && getSession().status === 'signedOut') {
    // A session stored but ended (expired) hid the drawing as a member's: it is the visitor's.
    document.documentElement.removeAttribute(MEMBER_PAGE_ATTRIBUTE);
    setFirstScreenTime(drawnAt);
    return hydrateRoot(
      container,
      app(history, true, () => setFirstScreenTime(undefined)),
    );
  }
  container.replaceChildren();
  container.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  const root = createRoot(container);
  root.render(app(history, redirect === null));
  return root;
}

/**
 * Runs the app in `container`: taking over the first screen the web host drew into it, if it
 * did (the element then carries the time of the drawing), or from its start screen.
 */
export async function startApp(container: HTMLElement, history: AppHistory): Promise<Root> {
  const drawnAt = Number(container.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? Number.NaN);
  if (Number.isFinite(drawnAt)) return takeOverFirstScreen(container, history, drawnAt);
  const root = createRoot(container);
  root.render(app(history, false));
  return root;
}
