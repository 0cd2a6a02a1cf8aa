import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { renderRoute } from '../../test/render-route';
import { showsFloatingGive } from './give-action';

describe('page shell', () => {
  it.each([
    ['/about', 'en', 'ltr'],
    ['/ar/about', 'ar', 'rtl'],
    ['/AR/about', 'ar', 'rtl'],
  ])('sets <html lang dir> from the prefix of %s', async (path, lang, dir) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement).toHaveAttribute('lang', lang);
    expect(document.documentElement).toHaveAttribute('dir', dir);
  });

  it('has the landmarks, a skip link to the main content and a document title', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: en.about.heading });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: en.nav.main })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.app.skipToContent })).toHaveAttribute(
      'href',
      '#main',
    );
    // The title is set by an effect after the page renders, and the previous test left its own.
    await waitFor(() => expect(document.title).toBe(`${en.about.title} | ${en.app.name}`));
  });

  it.each([
    ['/Privacy-Policy', en.privacy.title],
    ['/privacy-policy', en.privacy.title],
    ['/ar/privacy-policy', ar.privacy.title],
    ['/ar/Privacy-Policy', ar.privacy.title],
    ['/TERMS', en.terms.title],
    ['/home', en.home.heading],
    ['/ar/home', ar.home.heading],
    ['/ar', ar.home.heading],
  ])('matches %s case-insensitively', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/', en, ''],
    ['/ar', ar, '/ar'],
  ])('links the navbar and the footer in the language of %s', async (path, catalog, prefix) => {
    renderRoute(path);
    const bar = await screen.findByRole('navigation', { name: catalog.nav.main });
    expect(within(bar).getByRole('link', { name: catalog.nav.feed })).toHaveAttribute(
      'href',
      `${prefix}/feed`,
    );
    expect(within(bar).getByRole('link', { name: catalog.nav.giveLabel })).toHaveAttribute(
      'href',
      `${prefix}/create_post`,
    );
    expect(within(bar).getByRole('link', { name: catalog.nav.register })).toHaveAttribute(
      'href',
      `${prefix}/authentication/registration`,
    );
    const footer = screen.getByRole('navigation', { name: catalog.footer.links });
    expect(within(footer).getByRole('link', { name: catalog.footer.privacy })).toHaveAttribute(
      'href',
      `${prefix}/Privacy-Policy`,
    );
    expect(within(footer).getByRole('link', { name: catalog.footer.contact })).toHaveAttribute(
      'href',
      `${prefix}/contact`,
    );
  });

  it('keeps Give at hand: floating on the pages, not over a post’s contact bar or a conversation', async () => {
    const floating = () =>
      screen
        .getAllByRole('link', { name: en.nav.giveLabel })
        .filter((link) => link.className.includes('fixed'));
    const { unmount } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(floating()).toHaveLength(1);
    unmount();
    for (const path of ['/create_post', '/posts/5', '/dm/3', '/admin/users']) {
      expect(showsFloatingGive(path), path).toBe(false);
      expect(showsFloatingGive(`/ar${path}`), path).toBe(false);
    }
    for (const path of ['/', '/feed', '/events', '/profile', '/messages', '/ar/feed']) {
      expect(showsFloatingGive(path), path).toBe(true);
    }
  });

  it('has exactly one h1 on every page', async () => {
    for (const path of [
      '/',
      '/about',
      '/Privacy-Policy',
      '/terms',
      '/contact',
      '/not-authorized',
    ]) {
      const { unmount } = renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getAllByRole('heading', { level: 1 }), path).toHaveLength(1);
      unmount();
    }
  });
});
