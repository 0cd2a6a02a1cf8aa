import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const UNDO = 'POST /api/email-change/undo';

/** Sara signed in on this browser, the shell's calls answered. */
function signedIn(handlers: Record<string, StubHandler>) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    ...handlers,
  });
}

describe('/email-change-undo', () => {
  it('undoes on a press, signs this browser out and leads to choosing a new password', async () => {
    const api = signedIn({
      [UNDO]: {
        body: {
          message: 'The change was undone and every device was signed out.',
          email: 'sara@example.jo',
        },
      },
    });
    renderRoute('/email-change-undo?token=not-me');
    expect(await screen.findByText(en.emailChange.undo.lead)).toBeInTheDocument();
    expect(screen.getByText(en.emailChange.undo.what)).toBeInTheDocument();
    expect(api.callsTo(UNDO)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: en.emailChange.undo.submit }));
    expect(await screen.findByText(en.emailChange.undo.done)).toBeInTheDocument();
    expect(api.callsTo(UNDO)[0]?.body).toEqual({ token: 'not-me' });
    const email = en.emailChange.undo.email.replace(/<\/?\w+>/g, '');
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === email.replace('{{email}}', 'sara@example.jo'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.emailChange.undo.forgotLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('link', { name: en.nav.login })).toBeInTheDocument();
  });

  it('says in Arabic when the link is invalid or expired, and keeps the browser signed in', async () => {
    signedIn({
      [UNDO]: {
        status: 400,
        body: {
          message: 'This link is invalid or has expired.',
          code: 'EMAIL_CHANGE_LINK_INVALID',
          field: 'token',
        },
      },
    });
    renderRoute('/ar/email-change-undo?token=used');
    await userEvent.click(await screen.findByRole('button', { name: ar.emailChange.undo.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ar.errors.EMAIL_CHANGE_LINK_INVALID);
    expect(alert).toHaveTextContent(ar.emailChange.undo.failedHelp);
    expect(screen.getByRole('link', { name: ar.emailChange.undo.forgotLink })).toHaveAttribute(
      'href',
      '/ar/forgot-password',
    );
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('says when the address was taken by another account', async () => {
    stubApi({
      [UNDO]: {
        status: 409,
        body: { message: 'An account with this email already exists', code: 'EMAIL_TAKEN' },
      },
    });
    renderRoute('/email-change-undo?token=abc');
    await userEvent.click(await screen.findByRole('button', { name: en.emailChange.undo.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.emailChange.emailTaken);
  });

  it('says when the server could not be reached, and undoes on the next press', async () => {
    let calls = 0;
    stubApi({
      [UNDO]: () => {
        if (++calls === 1) throw new TypeError('Failed to fetch');
        return { body: { message: 'undone', email: 'sara@example.jo' } };
      },
    });
    renderRoute('/ar/email-change-undo?token=abc');
    const button = await screen.findByRole('button', { name: ar.emailChange.undo.submit });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.errors.network);
    await userEvent.click(button);
    expect(await screen.findByText(ar.emailChange.undo.done)).toBeInTheDocument();
  });

  it('offers nothing to press without a token', async () => {
    stubApi({});
    renderRoute('/email-change-undo');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.emailChange.missing);
    expect(screen.queryByRole('button', { name: en.emailChange.undo.submit })).toBeNull();
  });
});
