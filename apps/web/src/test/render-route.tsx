import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { loadSessionFromStorage } from '../lib/session';

/**
 * Renders the real route table at a path, as the browser would after typing it in: the
 * session starts from what localStorage holds at that moment.
 */
export function renderRoute(path: string) {
  loadSessionFromStorage();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
