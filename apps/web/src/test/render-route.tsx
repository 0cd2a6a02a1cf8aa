import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { routes } from '../app/router';
import { initI18n } from '../i18n/i18n';
import { languageFromPath } from '../lib/language';

/** Renders the real route table at a path, with the catalog of the path's language. */
export async function renderRoute(path: string) {
  await initI18n(languageFromPath(path));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
