import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { renderRoute } from '../../test/render-route';

describe('language button', () => {
  it.each([
    ['/about?ref=footer#team', '/ar/about?ref=footer#team'],
    ['/', '/ar'],
    ['/home', '/ar/home'],
    ['/Privacy-Policy', '/ar/Privacy-Policy'],
    ['/ar/privacy-policy', '/privacy-policy'],
    ['/ar', '/'],
  ])('on %s leads to %s', async (path, target) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    const catalog = path.startsWith('/ar') ? ar : en;
    expect(screen.getByRole('link', { name: catalog.nav.switchLanguageLabel })).toHaveAttribute(
      'href',
      target,
    );
  });

  it('switches the page, the document and back, keeping the query and the hash', async () => {
    const { router } = renderRoute('/about?ref=footer#team');
    await screen.findByRole('heading', { level: 1, name: en.about.heading });

    await userEvent.click(screen.getByRole('link', { name: en.nav.switchLanguageLabel }));
    expect(
      await screen.findByRole('heading', { level: 1, name: ar.about.heading }),
    ).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/ar/about',
      search: '?ref=footer',
      hash: '#team',
    });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(document.title).toBe(`${ar.about.title} | ${ar.app.name}`));

    await userEvent.click(screen.getByRole('link', { name: ar.nav.switchLanguageLabel }));
    expect(
      await screen.findByRole('heading', { level: 1, name: en.about.heading }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('keeps what was typed: both languages are one page, not two', async () => {
    renderRoute('/contact');
    await userEvent.type(await screen.findByLabelText(en.contact.message), 'Half a sentence');
    await userEvent.click(screen.getByRole('link', { name: en.nav.switchLanguageLabel }));
    await waitFor(() => expect(screen.getByLabelText(ar.contact.message)).toBeInTheDocument());
    expect(screen.getByLabelText(ar.contact.message)).toHaveValue('Half a sentence');
  });

  it('remembers the language picked, for the next visit to /', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: en.about.heading });
    await userEvent.click(screen.getByRole('link', { name: en.nav.switchLanguageLabel }));
    expect(document.cookie).toContain('tabarru_lang=ar');
    await userEvent.click(await screen.findByRole('link', { name: ar.nav.switchLanguageLabel }));
    expect(document.cookie).toContain('tabarru_lang=en');
  });
});
