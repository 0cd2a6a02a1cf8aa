import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

describe('forgot password', () => {
  it.each([
    ['/forgot-password', en, 'en'],
    ['/ar/forgot-password', ar, 'ar'],
  ])(
    'on %s sends the email with the page language and says the same whatever the outcome',
    async (path, catalog, locale) => {
      const api = stubApi({
        'POST /forgot-password': {
          body: {
            message:
              'If an account exists for this email, we have sent a link to reset its password.',
          },
        },
      });
      renderRoute(path);
      await userEvent.type(await screen.findByLabelText(catalog.auth.email), 'nobody@example.jo');
      await userEvent.click(screen.getByRole('button', { name: catalog.auth.forgot.submit }));
      await waitFor(() =>
        expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
          catalog.auth.forgot.sent,
        ),
      );
      expect(api.callsTo('POST /forgot-password')[0]?.body).toEqual({
        email: 'nobody@example.jo',
        locale,
      });
    },
  );

  it('asks for the email before sending', async () => {
    const api = stubApi({});
    renderRoute('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: en.auth.forgot.submit }));
    expect(screen.getByLabelText(en.auth.email)).toHaveAccessibleDescription(en.auth.emailRequired);
    expect(api.pageCalls()).toEqual([]);
  });

  it('says the email could not be sent when the server fails', async () => {
    stubApi({ 'POST /forgot-password': { status: 500, body: { message: 'x', code: 'INTERNAL' } } });
    renderRoute('/forgot-password');
    await userEvent.type(await screen.findByLabelText(en.auth.email), 'sara@example.jo');
    await userEvent.click(screen.getByRole('button', { name: en.auth.forgot.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.auth.forgot.failed);
  });
});

describe('reset password', () => {
  it('says the link is incomplete without a token and offers a new one', async () => {
    stubApi({});
    renderRoute('/ar/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.auth.reset.missingToken);
    expect(screen.getByRole('link', { name: ar.auth.reset.requestNew })).toHaveAttribute(
      'href',
      '/ar/forgot-password',
    );
    expect(screen.queryByLabelText(ar.auth.reset.newPassword)).not.toBeInTheDocument();
  });

  it('checks the confirmation, then sets the password and goes to login', async () => {
    const api = stubApi({
      'POST /reset-password': { body: { message: 'Password reset successfully' } },
    });
    const { router } = renderRoute('/reset-password?token=abc123');
    const password = await screen.findByLabelText(en.auth.reset.newPassword);
    await userEvent.type(password, 'a new password');
    await userEvent.type(screen.getByLabelText(en.auth.reset.confirmPassword), 'a new passwort');
    await userEvent.click(screen.getByRole('button', { name: en.auth.reset.submit }));
    expect(screen.getByLabelText(en.auth.reset.confirmPassword)).toHaveAccessibleDescription(
      en.auth.reset.mismatch,
    );
    expect(api.pageCalls()).toEqual([]);

    await userEvent.clear(screen.getByLabelText(en.auth.reset.confirmPassword));
    await userEvent.type(screen.getByLabelText(en.auth.reset.confirmPassword), 'a new password');
    await userEvent.click(screen.getByRole('button', { name: en.auth.reset.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/login'));
    expect(api.callsTo('POST /reset-password')[0]?.body).toEqual({
      token: 'abc123',
      new_password: 'a new password',
    });
    expect(await screen.findByText(en.auth.reset.success)).toBeInTheDocument();
  });

  it.each([
    ['RESET_TOKEN_INVALID', en.errors.RESET_TOKEN_INVALID],
    ['PASSWORD_TOO_COMMON', en.errors.PASSWORD_TOO_COMMON],
  ])('shows a %s refusal in the page language', async (code, message) => {
    stubApi({
      'POST /reset-password': {
        status: 400,
        body: {
          message: 'English text',
          code,
          field: code === 'PASSWORD_TOO_COMMON' ? 'new_password' : undefined,
        },
      },
    });
    renderRoute('/reset-password?token=abc123');
    await userEvent.type(await screen.findByLabelText(en.auth.reset.newPassword), 'password1');
    await userEvent.type(screen.getByLabelText(en.auth.reset.confirmPassword), 'password1');
    await userEvent.click(screen.getByRole('button', { name: en.auth.reset.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('English text')).not.toBeInTheDocument();
  });
});
