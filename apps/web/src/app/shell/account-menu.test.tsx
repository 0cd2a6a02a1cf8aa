import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubReply } from '../../test/api-stub';
import { buildOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const count = (template: string, value: number) => template.replace('{{count}}', String(value));

function signedIn({
  isAdmin = false,
  claims = { body: { pendingClaims: 2, unseenDecisions: 1 } },
  unread = { body: { unreadCount: 1 } },
}: { isAdmin?: boolean; claims?: StubReply; unread?: StubReply } = {}) {
  storeToken(makeToken({ userId: 7, username: 'sara', isAdmin }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /profile': { body: [{ ...buildOwnProfile(), zip_code: null }] },
    'GET /api/donations/claims/count/7': claims,
    'GET /messages/unread/count': unread,
    'POST /authentication/logout': { body: { message: 'Signed out.' } },
  });
}

async function openAccountMenu() {
  const button = await screen.findByRole('button', { name: /sara/ });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the account menu has no panel');
  expect(within(panel).getByRole('link', { name: 'sara' })).toBeVisible();
  expect(within(panel).getByText('sara')).toHaveAttribute('dir', 'auto');
  return { button, panel };
}

describe('avatar menu', () => {
  it('lists the member entries with their counts and totals them on the avatar', async () => {
    const api = signedIn();
    renderRoute('/');
    const button = await screen.findByRole('button', { name: /sara/ });
    await waitFor(() =>
      expect(button).toHaveAccessibleName(
        `${en.nav.accountMenu.replace('{{username}}', 'sara')} ${count(en.nav.notifications, 4)}`,
      ),
    );
    expect(api.callsTo('GET /api/donations/claims/count/7')[0]?.authorization).toMatch(/^Bearer /);

    const { panel } = await openAccountMenu();
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile',
      '/myposts',
      '/myclaims',
      '/myrequests',
      '/messages',
      '/saved-searches',
      '/profile/security',
    ]);
    expect(
      within(panel).getByRole('link', { name: new RegExp(en.nav.myClaims) }),
    ).toHaveTextContent(count(en.nav.pendingClaims, 2));
    expect(
      within(panel).getByRole('link', { name: new RegExp(en.nav.myRequests) }),
    ).toHaveTextContent(count(en.nav.unseenDecisions, 1));
    expect(
      within(panel).getByRole('link', { name: new RegExp(en.nav.messages) }),
    ).toHaveTextContent(count(en.nav.unreadMessages, 1));
    expect(within(panel).queryByRole('link', { name: en.nav.admin })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: en.nav.createEvent })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: en.nav.signOut })).toBeInTheDocument();
  });

  it('offers the admin panel and Create event to administrators only, in the page language', async () => {
    signedIn({ isAdmin: true });
    renderRoute('/ar/about');
    const { panel } = await openAccountMenu();
    expect(within(panel).getByRole('link', { name: ar.nav.admin })).toHaveAttribute(
      'href',
      '/ar/admin',
    );
    expect(within(panel).getByRole('link', { name: ar.nav.createEvent })).toHaveAttribute(
      'href',
      '/ar/admin/create-event',
    );
  });

  it('shows no badge while there is nothing new', async () => {
    const api = signedIn({
      claims: { body: { pendingClaims: 0 } },
      unread: { body: { unreadCount: 0 } },
    });
    renderRoute('/');
    const button = await screen.findByRole('button', { name: /sara/ });
    await waitFor(() => expect(api.callsTo('GET /messages/unread/count')).toHaveLength(1));
    expect(button).toHaveAccessibleName(en.nav.accountMenu.replace('{{username}}', 'sara'));
  });

  it('only logs a count that fails, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signedIn({ claims: { status: 500, body: { message: 'Internal', code: 'INTERNAL' } } });
    renderRoute('/');
    const button = await screen.findByRole('button', { name: /sara/ });
    await waitFor(() => expect(button).toHaveAccessibleName(/1/));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('claims'), expect.anything());
  });

  it('closes on Escape with focus back on the avatar, and on a click outside', async () => {
    signedIn();
    renderRoute('/');
    const { button, panel } = await openAccountMenu();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is reached and walked with the keyboard', async () => {
    signedIn();
    renderRoute('/');
    const button = await screen.findByRole('button', { name: /sara/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'sara' })).toHaveFocus();
  });

  it.each([
    ['/profile', en, '/authentication/login'],
    ['/ar/about', ar, '/ar/authentication/login'],
  ])('signs out from %s to the login page of its language', async (path, catalog, login) => {
    const api = signedIn();
    const { router } = renderRoute(path);
    const { panel } = await openAccountMenu();
    const token = localStorage.getItem('token');
    await userEvent.click(within(panel).getByRole('button', { name: catalog.nav.signOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe(login));
    expect(api.callsTo('POST /authentication/logout')[0]?.authorization).toBe(`Bearer ${token}`);
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText(catalog.nav.signedOut)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: catalog.nav.login }).length).toBeGreaterThan(0);
  });
});

describe('main links', () => {
  it('keep My posts in the avatar menu, once, and Give beside the links', async () => {
    signedIn();
    renderRoute('/');
    const bar = await screen.findByRole('navigation', { name: en.nav.main });
    await userEvent.click(await within(bar).findByRole('button', { name: /sara/ }));
    expect(within(bar).getAllByRole('link', { name: en.nav.myPosts })).toHaveLength(1);
    expect(within(bar).getByRole('link', { name: en.nav.giveLabel })).toHaveAttribute(
      'href',
      '/create_post',
    );
  });

  it('list the member entries in the mobile menu, each once, grouped', async () => {
    signedIn({ isAdmin: true });
    renderRoute('/ar');
    await userEvent.click(await screen.findByRole('button', { name: ar.nav.openMenu }));
    const menu = await screen.findByRole('dialog', { name: ar.nav.mobileMenu });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/ar/create_post',
      '/ar',
      '/ar/feed',
      '/ar/events',
      '/ar/about',
      '/ar/profile',
      '/ar/myposts',
      '/ar/myclaims',
      '/ar/myrequests',
      '/ar/messages',
      '/ar/saved-searches',
      '/ar/profile/security',
      '/ar/admin',
      '/ar/admin/create-event',
    ]);
    expect(within(menu).getByRole('button', { name: ar.nav.signOut })).toBeInTheDocument();
  });
});
