import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';

import { AppRouter } from '../app/app-router';
import { AppProviders } from '../app/providers';
import { AppRoutes, preparePage } from '../app/router';
import { loadSessionFromStorage } from '../lib/session';

/**
 * Renders the real route table at a path, as the browser would after typing it in: the
 * session starts from what localStorage holds at that moment. `router.state.location` is the
 * address in the history (its page shows once loaded), `router.navigate` goes to another as a
 * link would (with a navigation's `state`, as a page may give it), `router.back` back as the browser's button does.
 */
export function renderRoute(path: string) {
  loadSessionFromStorage();
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    async navigate(to: string, state?: unknown) {
      await act(async () => {
        history.push(to, state);
      });
    },
    /** Replaces the address, as a page rewriting its own query does. */
    async replace(to: string) {
      await act(async () => {
        history.replace(to);
      });
    },
    /** Back, as the browser's button goes. */
    async back() {
      await act(async () => {
        history.go(-1);
      });
    },
  };
  const view = render(
    <AppProviders>
      <AppRouter history={history} preparePage={preparePage}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
  return { ...view, router };
}
