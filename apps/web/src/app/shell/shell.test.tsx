import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { renderRoute } from '../../test/render-route';

describe('page shell', () => {
  it('sets the document language and direction from the prefix', async () => {
    await renderRoute('/ar/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: ar.about.heading }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('switches language on the same page, keeping the query', async () => {
    const { router } = await renderRoute('/about?ref=footer');
    await screen.findByRole('heading', { level: 1, name: en.about.heading });
    await userEvent.click(screen.getByRole('link', { name: en.nav.switchLanguageLabel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/about'));
    expect(router.state.location.search).toBe('?ref=footer');
    expect(
      await screen.findByRole('heading', { level: 1, name: ar.about.heading }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await userEvent.click(screen.getByRole('link', { name: ar.nav.switchLanguageLabel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(
      await screen.findByRole('heading', { level: 1, name: en.about.heading }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('links the footer to the static pages in the page language', async () => {
    await renderRoute('/ar/terms');
    const footer = await screen.findByRole('navigation', { name: ar.footer.links });
    expect(within(footer).getByRole('link', { name: ar.footer.privacy })).toHaveAttribute(
      'href',
      '/ar/Privacy-Policy',
    );
    expect(within(footer).getByRole('link', { name: ar.footer.contact })).toHaveAttribute(
      'href',
      '/ar/contact',
    );
  });

  it('opens the mobile menu and closes it on its button and on a click outside', async () => {
    await renderRoute('/');
    const toggle = await screen.findByRole('button', { name: en.nav.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const menu = screen.getByRole('dialog', { name: en.nav.mobileMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: en.nav.feed })).toHaveAttribute('href', '/feed');

    await userEvent.click(within(menu).getByRole('button', { name: en.nav.closeMenu }));
    expect(screen.queryByRole('dialog', { name: en.nav.mobileMenu })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: en.nav.mobileMenu })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog', { name: en.nav.mobileMenu })).not.toBeInTheDocument();
  });

  it.each([
    ['/no/such/page', en, '/', '/about'],
    ['/ar/no/such/page', ar, '/ar', '/ar/about'],
  ])('shows the not-found page for %s', async (path, catalog, home, support) => {
    await renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: catalog.notFound.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: catalog.notFound.home })).toHaveAttribute('href', home);
    expect(screen.getByRole('link', { name: catalog.notFound.support })).toHaveAttribute(
      'href',
      support,
    );
  });
});
