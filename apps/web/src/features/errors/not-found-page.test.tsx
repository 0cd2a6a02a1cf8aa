import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { renderRoute } from '../../test/render-route';

describe('not-found page', () => {
  it.each([
    ['/no/such/page', en, 'en', '/', '/about'],
    ['/ar/no/such/page', ar, 'ar', '/ar', '/ar/about'],
    ['/arabic', en, 'en', '/', '/about'],
  ])('%s shows the 404 in its language', async (path, catalog, lang, home, support) => {
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: catalog.notFound.title }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', lang);
    // Set by an effect after the render; the previous case left its own title.
    await waitFor(() =>
      expect(document.title).toBe(`${catalog.notFound.title} | ${catalog.app.name}`),
    );
    expect(screen.getByRole('link', { name: catalog.notFound.home })).toHaveAttribute('href', home);
    expect(screen.getByRole('link', { name: catalog.notFound.support })).toHaveAttribute(
      'href',
      support,
    );
  });

  it('says 404 Page not found in English, word for word', () => {
    expect(en.notFound).toMatchObject({
      title: '404 Page not found',
      home: 'Go back home',
      support: 'Contact support',
    });
  });
});
