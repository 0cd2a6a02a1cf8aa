import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

async function openMenu(catalog: typeof en) {
  const toggle = await screen.findByRole('button', { name: catalog.nav.openMenu });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  // The menu's chunk loads when it is first opened.
  const menu = await screen.findByRole('dialog', { name: catalog.nav.mobileMenu });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute('aria-controls', menu.id);
  return { toggle, menu };
}

describe('mobile menu', () => {
  it.each([
    ['/', en, ''],
    ['/ar', ar, '/ar'],
  ])('on %s lists the main links and the account buttons', async (path, catalog, prefix) => {
    renderRoute(path);
    const { menu } = await openMenu(catalog);
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${prefix}/create_post`,
      prefix || '/',
      `${prefix}/feed`,
      `${prefix}/events`,
      `${prefix}/about`,
      `${prefix}/authentication/login`,
      `${prefix}/authentication/registration`,
    ]);
    expect(within(menu).getByRole('link', { name: catalog.nav.giveLabel })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([catalog.nav.explore, catalog.nav.yourAccount]);
  });

  it('moves focus into the menu and closes on its close button, focus back on the toggle', async () => {
    renderRoute('/');
    const { toggle, menu } = await openMenu(en);
    const close = within(menu).getByRole('button', { name: en.nav.closeMenu });
    expect(close).toHaveFocus();

    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    renderRoute('/');
    await openMenu(en);
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside it', async () => {
    renderRoute('/');
    const { menu } = await openMenu(en);
    await userEvent.click(within(menu).getByRole('heading', { name: en.nav.mobileMenu }));
    expect(screen.getByRole('dialog', { name: en.nav.mobileMenu })).toBeInTheDocument();
  });

  it('closes on Escape and keeps Tab inside while open', async () => {
    renderRoute('/');
    const { toggle, menu } = await openMenu(en);
    const focusable = [
      within(menu).getByRole('button', { name: en.nav.closeMenu }),
      ...within(menu).getAllByRole('link'),
    ];
    for (let step = 1; step < focusable.length; step++) await userEvent.tab();
    expect(focusable.at(-1)).toHaveFocus();
    await userEvent.tab();
    expect(focusable[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(focusable.at(-1)).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    const { router } = renderRoute('/');
    const { menu } = await openMenu(en);
    await userEvent.click(within(menu).getByRole('link', { name: en.nav.about }));
    expect(
      await screen.findByRole('heading', { level: 1, name: en.about.heading }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['/', en],
    ['/ar', ar],
  ])(
    'on %s carries the badge of the avatar, its count in the name of the button',
    async (path, catalog) => {
      storeToken(makeToken({ userId: 7, username: 'sara' }));
      stubApi({
        'POST /authentication/verify': { body: true },
        'GET /api/donations/claims/count/7': { body: { pendingClaims: 2 } },
        'GET /messages/unread/count': { body: { unreadCount: 1 } },
      });
      renderRoute(path);
      const notifications = catalog.nav.notifications.replace('{{count}}', '3');
      const toggle = await screen.findByRole('button', {
        name: `${catalog.nav.openMenu} ${notifications}`,
      });
      expect(within(toggle).getByText('3')).toBeVisible();
      // The avatar of wider screens says the same, once its own chunk has loaded.
      await waitFor(() =>
        expect(screen.getAllByRole('button', { name: new RegExp(notifications) })).toHaveLength(2),
      );
    },
  );

  it('shows no badge on the button while there is nothing new', async () => {
    storeToken(makeToken({ userId: 7, username: 'sara' }));
    const api = stubApi({
      'POST /authentication/verify': { body: true },
      'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
      'GET /messages/unread/count': { body: { unreadCount: 0 } },
    });
    renderRoute('/');
    await waitFor(() => expect(api.callsTo('GET /messages/unread/count')).toHaveLength(1));
    expect(screen.getByRole('button', { name: en.nav.openMenu })).toBeInTheDocument();
  });
});
