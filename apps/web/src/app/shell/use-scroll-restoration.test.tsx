import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import en from '../../i18n/en.json';
import { renderRoute } from '../../test/render-route';

function scrollDownTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('scroll position', () => {
  it('opens a new page at its top and returns to where the page before was on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: en.about.heading });
    scrollDownTo(640);

    scrollTo.mockClear();
    await router.navigate('/terms');
    await screen.findByRole('heading', { level: 1, name: en.terms.title });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollDownTo(120);

    scrollTo.mockClear();
    await router.back();
    await screen.findByRole('heading', { level: 1, name: en.about.heading });
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
  });

  it('stays where it is when a page only rewrites its own query', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: en.about.heading });
    scrollTo.mockClear();
    await router.replace('/about?ref=footer');
    // The language button keeps the query once the page shows the new address.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: en.nav.switchLanguageLabel })).toHaveAttribute(
        'href',
        '/ar/about?ref=footer',
      ),
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
