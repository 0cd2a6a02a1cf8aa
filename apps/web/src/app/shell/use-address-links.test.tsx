import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { renderRoute } from '../../test/render-route';

/** The head's canonical link and alternates, as hreflang (or 'canonical') → address. */
function addressLinks(): Record<string, string> {
  const links: Record<string, string> = {};
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="canonical"], link[rel="alternate"]',
  )) {
    links[link.rel === 'canonical' ? 'canonical' : link.hreflang] = link.getAttribute('href') ?? '';
  }
  return links;
}

describe('the addresses in the head', () => {
  it('name the public page and its twin in the other language, and follow navigation', async () => {
    const origin = window.location.origin;
    renderRoute('/ar/about');
    await screen.findByRole('heading', { level: 1, name: ar.about.heading });
    await waitFor(() =>
      expect(addressLinks()).toEqual({
        canonical: `${origin}/ar/about`,
        en: `${origin}/about`,
        ar: `${origin}/ar/about`,
        'x-default': `${origin}/about`,
      }),
    );

    await userEvent.click(screen.getByRole('link', { name: ar.nav.switchLanguageLabel }));
    await screen.findByRole('heading', { level: 1, name: en.about.heading });
    await waitFor(() => expect(addressLinks().canonical).toBe(`${origin}/about`));
    expect(addressLinks().ar).toBe(`${origin}/ar/about`);
  });

  it('leave the pages of members and the account forms without any', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: en.about.heading });
    await waitFor(() => expect(addressLinks().canonical).toBeDefined());
    await userEvent.click(screen.getAllByRole('link', { name: en.nav.login })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: en.auth.login.heading });
    await waitFor(() => expect(addressLinks()).toEqual({}));
  });
});
