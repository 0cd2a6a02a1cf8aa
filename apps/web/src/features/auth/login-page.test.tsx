import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const token = makeToken({ userId: 7, username: 'sara' });

async function fillAndSubmit(catalog: typeof en, email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText(catalog.auth.email), email);
  if (password) await userEvent.type(screen.getByLabelText(catalog.auth.password), password);
  await userEvent.click(await screen.findByRole('button', { name: catalog.auth.login.submit }));
}

describe('login page', () => {
  it.each([
    ['/authentication/login', en],
    ['/ar/authentication/login', ar],
  ])('on %s names each missing field and sends nothing', async (path, catalog) => {
    const api = stubApi({});
    renderRoute(path);
    await fillAndSubmit(catalog, '', '');
    expect(screen.getByLabelText(catalog.auth.email)).toHaveAccessibleDescription(
      catalog.auth.emailRequired,
    );
    expect(screen.getByLabelText(catalog.auth.password)).toHaveAccessibleDescription(
      catalog.auth.passwordRequired,
    );
    expect(api.pageCalls()).toEqual([]);
  });

  it('masks the password, lets a password manager fill it and takes a pasted one', async () => {
    const api = stubApi({
      'POST /authentication/login': { status: 401, body: 'Invalid Credentials' },
    });
    renderRoute('/authentication/login');
    const password = await screen.findByLabelText(en.auth.password);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(screen.getByLabelText(en.auth.email), 'sara@example.jo');
    await userEvent.click(password);
    await userEvent.paste('a pasted password');
    await userEvent.click(screen.getByRole('button', { name: en.auth.login.submit }));
    await waitFor(() => expect(api.callsTo('POST /authentication/login')).toHaveLength(1));
    expect(api.callsTo('POST /authentication/login')[0]?.body).toMatchObject({
      password: 'a pasted password',
    });
  });

  it('signs in, toasts and goes to the feed', async () => {
    const api = stubApi({
      'POST /authentication/login': { body: { jwtToken: token } },
      'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
      'GET /messages/unread/count': { body: { unreadCount: 0 } },
      'GET /events': { body: [] },
    });
    const { router } = renderRoute('/ar/authentication/login');
    await fillAndSubmit(ar, 'sara@example.jo', 'a long password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/feed'));
    expect(api.callsTo('POST /authentication/login')[0]?.body).toEqual({
      email: 'sara@example.jo',
      password: 'a long password',
    });
    expect(localStorage.getItem('token')).toBe(token);
    expect(await screen.findByText(ar.auth.login.success)).toBeInTheDocument();
  });

  it('says the email or password is wrong on the bare "Invalid Credentials" 401', async () => {
    stubApi({ 'POST /authentication/login': { status: 401, body: 'Invalid Credentials' } });
    const { router } = renderRoute('/authentication/login');
    await fillAndSubmit(en, 'sara@example.jo', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.INVALID_CREDENTIALS);
    expect(router.state.location.pathname).toBe('/authentication/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByLabelText(en.auth.email)).toHaveValue('sara@example.jo');
  });

  it('clears the refusal as the member types, and sends the second attempt', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /authentication/login': { status: 401, body: 'Invalid Credentials' },
    });
    renderRoute('/authentication/login');
    await fillAndSubmit(en, 'sara@example.jo', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.INVALID_CREDENTIALS);

    // Preact's onChange on a form is the native change event, which typing does not send.
    await user.type(screen.getByLabelText(en.auth.password), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.auth.login.submit }));
    await waitFor(() => expect(api.callsTo('POST /authentication/login')).toHaveLength(2));
  });

  it('tells how long to wait when rate limited', async () => {
    stubApi({
      'POST /authentication/login': {
        status: 429,
        body: { message: 'Too many requests', code: 'RATE_LIMITED' },
        headers: { 'Retry-After': '120' },
      },
    });
    renderRoute('/ar/authentication/login');
    await fillAndSubmit(ar, 'sara@example.jo', 'a long password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ar.errors.rateLimitedSeconds.replace('{{seconds}}', '120'),
    );
  });

  it('ignores a return address outside the site', async () => {
    stubApi({
      'POST /authentication/login': { body: { jwtToken: token } },
      'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
      'GET /messages/unread/count': { body: { unreadCount: 0 } },
    });
    const { router } = renderRoute('/authentication/login?next=//evil.example/x');
    await fillAndSubmit(en, 'sara@example.jo', 'a long password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
  });

  it('links to the forgotten-password and registration pages of its language', async () => {
    stubApi({});
    renderRoute('/ar/authentication/login');
    expect(await screen.findByRole('link', { name: ar.auth.login.forgot })).toHaveAttribute(
      'href',
      '/ar/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'أنشئ حساباً' })).toHaveAttribute(
      'href',
      '/ar/authentication/registration',
    );
  });
});
