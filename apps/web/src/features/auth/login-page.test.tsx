import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const token = makeToken({ userId: 7, username: 'sara' });

async function fillAndSubmit(catalog: typeof en, account: string, password: string) {
  if (account) {
    await userEvent.type(await screen.findByLabelText(catalog.auth.login.emailOrPhone), account);
  }
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
    expect(screen.getByLabelText(catalog.auth.login.emailOrPhone)).toHaveAccessibleDescription(
      catalog.auth.login.emailOrPhoneRequired,
    );
    expect(screen.getByLabelText(catalog.auth.password)).toHaveAccessibleDescription(
      catalog.auth.passwordRequired,
    );
    expect(api.pageCalls()).toEqual([]);
  });

  it.each([
    { path: '/authentication/login', catalog: en },
    { path: '/ar/authentication/login', catalog: ar },
  ])(
    'on $path asks for the email or phone number in a field either fits',
    async ({ path, catalog }) => {
      stubApi({});
      renderRoute(path);
      const account = await screen.findByLabelText(catalog.auth.login.emailOrPhone);
      expect(account).toHaveAttribute('type', 'text');
      expect(account).toHaveAttribute('inputmode', 'email');
      expect(account).toHaveAttribute('autocomplete', 'username');
      expect(account).toHaveAttribute('dir', 'ltr');
    },
  );

  it.each([
    { path: '/authentication/login', catalog: en, typed: '+962 79 123 4567', feed: '/feed' },
    { path: '/ar/authentication/login', catalog: ar, typed: '٠٧٩ ١٢٣ ٤٥٦٧', feed: '/ar/feed' },
  ])(
    'on $path signs in with the phone number typed as $typed',
    async ({ path, catalog, typed, feed }) => {
      const api = stubApi({
        'POST /authentication/login': { body: { jwtToken: token } },
        'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
        'GET /messages/unread/count': { body: { unreadCount: 0 } },
        'GET /events': { body: [] },
      });
      const { router } = renderRoute(path);
      await fillAndSubmit(catalog, typed, 'a long password');
      await waitFor(() => expect(router.state.location.pathname).toBe(feed));
      expect(api.callsTo('POST /authentication/login')[0]?.body).toEqual({
        email: typed,
        password: 'a long password',
      });
    },
  );

  it.each([
    { path: '/authentication/login', catalog: en, typed: '079 123 456' },
    { path: '/ar/authentication/login', catalog: ar, typed: '٠٧٩١٢٣٤٥' },
    { path: '/authentication/login', catalog: en, typed: 'sara' },
  ])(
    'on $path says $typed is neither an email nor a mobile number, and sends nothing',
    async ({ path, catalog, typed }) => {
      const api = stubApi({});
      renderRoute(path);
      await fillAndSubmit(catalog, typed, 'a long password');
      expect(screen.getByLabelText(catalog.auth.login.emailOrPhone)).toHaveAccessibleDescription(
        catalog.auth.login.emailOrPhoneInvalid,
      );
      expect(api.pageCalls()).toEqual([]);
    },
  );

  it('masks the password, lets a password manager fill it and takes a pasted one', async () => {
    const api = stubApi({
      'POST /authentication/login': { status: 401, body: 'Invalid Credentials' },
    });
    renderRoute('/authentication/login');
    const password = await screen.findByLabelText(en.auth.password);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(screen.getByLabelText(en.auth.login.emailOrPhone), 'sara@example.jo');
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

  it('says the account or password is wrong on the bare "Invalid Credentials" 401', async () => {
    stubApi({ 'POST /authentication/login': { status: 401, body: 'Invalid Credentials' } });
    const { router } = renderRoute('/authentication/login');
    await fillAndSubmit(en, 'sara@example.jo', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.INVALID_CREDENTIALS);
    expect(router.state.location.pathname).toBe('/authentication/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByLabelText(en.auth.login.emailOrPhone)).toHaveValue('sara@example.jo');
  });

  it.each([
    { path: '/authentication/login', catalog: en, contact: '/contact' },
    { path: '/ar/authentication/login', catalog: ar, contact: '/ar/contact' },
  ])(
    'on $path says a suspended account is suspended and links to the contact page',
    async ({ path, catalog, contact }) => {
      stubApi({
        'POST /authentication/login': {
          status: 403,
          body: { message: 'This account is suspended…', code: 'ACCOUNT_SUSPENDED' },
        },
      });
      renderRoute(path);
      await fillAndSubmit(catalog, 'sara@example.jo', 'a long password');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(catalog.errors.ACCOUNT_SUSPENDED);
      expect(
        within(alert).getByRole('link', { name: catalog.auth.login.suspendedContact }),
      ).toHaveAttribute('href', contact);
    },
  );

  it('clears the refusal as the member types, and sends the second attempt', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /authentication/login': { status: 401, body: 'Invalid Credentials' },
    });
    renderRoute('/authentication/login');
    await fillAndSubmit(en, 'sara@example.jo', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.INVALID_CREDENTIALS);

    // The form clears its refusal on input, which every keystroke sends.
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

describe('login page, second step', () => {
  const CHALLENGE = 'challenge-of-a-right-password';
  const shell = {
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /events': { body: [] },
  };
  const asksForCode = {
    'POST /authentication/login': { body: { twoFactorRequired: true, challenge: CHALLENGE } },
  };

  async function submitCode(catalog: typeof en, code: string) {
    const input = screen.getByLabelText(catalog.auth.login.secondStep.code);
    await userEvent.clear(input);
    await userEvent.type(input, code);
    await userEvent.click(
      screen.getByRole('button', { name: catalog.auth.login.secondStep.submit }),
    );
  }

  it('asks for the code of the app after a right password, then signs in and goes back', async () => {
    const api = stubApi({
      ...asksForCode,
      ...shell,
      'POST /authentication/login/second-step': { body: { jwtToken: token } },
      'GET /messages': { body: [] },
    });
    const { router } = renderRoute('/ar/authentication/login?next=%2Far%2Fmessages');
    await fillAndSubmit(ar, 'sara@example.jo', 'a long password');

    const code = await screen.findByLabelText(ar.auth.login.secondStep.code);
    expect(
      screen.getByRole('heading', { level: 1, name: ar.auth.login.secondStep.heading }),
    ).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription(ar.auth.login.secondStep.codeHint);
    expect(localStorage.getItem('token')).toBeNull();

    await submitCode(ar, '٤٩٢ ٠٣٩');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/messages'));
    expect(api.callsTo('POST /authentication/login/second-step')[0]?.body).toEqual({
      challenge: CHALLENGE,
      code: '٤٩٢ ٠٣٩',
    });
    expect(localStorage.getItem('token')).toBe(token);
    expect(await screen.findByText(ar.auth.login.success)).toBeInTheDocument();
  });

  it('says a wrong code on its field and takes another try with the same challenge', async () => {
    let tries = 0;
    const api = stubApi({
      ...asksForCode,
      ...shell,
      'POST /authentication/login/second-step': () =>
        ++tries === 1
          ? {
              status: 400,
              body: {
                message: 'This code is not right.',
                code: 'TWO_FACTOR_CODE_INVALID',
                field: 'code',
              },
            }
          : { body: { jwtToken: token } },
    });
    const { router } = renderRoute('/authentication/login');
    await fillAndSubmit(en, 'sara@example.jo', 'a long password');
    await screen.findByLabelText(en.auth.login.secondStep.code);

    await submitCode(en, '111111');
    const code = screen.getByLabelText(en.auth.login.secondStep.code);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        `${en.auth.login.secondStep.codeHint} ${en.twoFactor.errors.TWO_FACTOR_CODE_INVALID}`,
      ),
    );
    await waitFor(() => expect(code).toHaveFocus());

    await submitCode(en, '492039');
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    expect(api.callsTo('POST /authentication/login/second-step').map((call) => call.body)).toEqual([
      { challenge: CHALLENGE, code: '111111' },
      { challenge: CHALLENGE, code: '492039' },
    ]);
  });

  it('starts over at the password when the sign-in took too long', async () => {
    const api = stubApi({
      ...asksForCode,
      'POST /authentication/login/second-step': {
        status: 401,
        body: { message: 'Too long', code: 'SIGN_IN_CHALLENGE_INVALID' },
      },
    });
    renderRoute('/ar/authentication/login');
    await fillAndSubmit(ar, 'sara@example.jo', 'a long password');
    await screen.findByLabelText(ar.auth.login.secondStep.code);
    await submitCode(ar, '492039');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      ar.twoFactor.errors.SIGN_IN_CHALLENGE_INVALID,
    );
    expect(screen.getByLabelText(ar.auth.login.emailOrPhone)).toHaveValue('sara@example.jo');
    await waitFor(() => expect(screen.getByLabelText(ar.auth.password)).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: ar.auth.login.submit }));
    await waitFor(() => expect(api.callsTo('POST /authentication/login')).toHaveLength(2));
    expect(api.callsTo('POST /authentication/login')[1]?.body).toEqual({
      email: 'sara@example.jo',
      password: 'a long password',
    });
  });

  it('tells how long to wait after too many codes', async () => {
    stubApi({
      ...asksForCode,
      'POST /authentication/login/second-step': {
        status: 429,
        body: { message: 'Too many requests', code: 'RATE_LIMITED' },
        headers: { 'Retry-After': '300' },
      },
    });
    renderRoute('/authentication/login');
    await fillAndSubmit(en, 'sara@example.jo', 'a long password');
    await screen.findByLabelText(en.auth.login.secondStep.code);
    await submitCode(en, '492039');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      en.errors.rateLimitedSeconds.replace('{{seconds}}', '300'),
    );
    expect(screen.getByLabelText(en.auth.login.secondStep.code)).toBeInTheDocument();
  });

  it('takes a recovery code, with a keyboard that has letters, and goes back on request', async () => {
    const api = stubApi({
      ...asksForCode,
      ...shell,
      'POST /authentication/login/second-step': { body: { jwtToken: token } },
    });
    const { router } = renderRoute('/authentication/login');
    await fillAndSubmit(en, 'sara@example.jo', 'a long password');
    await screen.findByLabelText(en.auth.login.secondStep.code);

    await userEvent.click(
      screen.getByRole('button', { name: en.auth.login.secondStep.useRecoveryCode }),
    );
    const recovery = screen.getByLabelText(en.auth.login.secondStep.recoveryCode);
    expect(recovery).toHaveAttribute('inputmode', 'text');
    await waitFor(() => expect(recovery).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: en.auth.login.secondStep.back }));
    const password = await screen.findByLabelText(en.auth.password);
    await waitFor(() => expect(password).toHaveFocus());
    expect(
      screen.getByRole('heading', { level: 1, name: en.auth.login.heading }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: en.auth.login.submit }));
    await userEvent.click(
      await screen.findByRole('button', { name: en.auth.login.secondStep.useRecoveryCode }),
    );
    await userEvent.type(
      screen.getByLabelText(en.auth.login.secondStep.recoveryCode),
      'abcde-23456',
    );
    await userEvent.click(screen.getByRole('button', { name: en.auth.login.secondStep.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    expect(api.callsTo('POST /authentication/login/second-step')[0]?.body).toEqual({
      challenge: CHALLENGE,
      code: 'abcde-23456',
    });
  });
});
