import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import {
  makeToken,
  stubApi as stubAnyApi,
  type StubHandler,
  type StubReply,
} from '../../test/api-stub';
import { aPostDetail } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

const token = makeToken({ userId: 9, username: 'lina' });
const CODE_SENT: StubReply = {
  body: {
    success: true,
    message: 'Code sent to your phone',
    resendAfterSeconds: 60,
    expiresInSeconds: 600,
  },
};
const PHONE_FREE: StubReply = { body: { success: true } };
const CODE_CHECKED: StubReply = {
  body: { success: true, message: 'Phone verified successfully', verificationToken: 'proof' },
};
const REGISTERED: StubReply = { status: 201, body: { jwtToken: token } };

/** A refusal of the code check, as the API sends it. */
const codeRefused = (code: string): StubReply => ({
  status: 400,
  body: { success: false, error: 'English text', message: 'English text', code, field: 'code' },
});

/** The API of this page: leaving the phone field asks whether the number is free. */
function stubApi(handlers: Record<string, StubHandler>) {
  return stubAnyApi({ 'POST /api/users/check-phone': PHONE_FREE, ...handlers });
}

/** What a member signed in on the feed is asked about: the events carousel and the two counts. */
const signedInCounts = {
  'GET /events': { body: [] },
  'GET /api/donations/claims/count/9': { body: { pendingClaims: 0 } },
  'GET /messages/unread/count': { body: { unreadCount: 0 } },
};

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});

afterEach(() => {
  vi.useRealTimers();
});

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

async function fillAccount(catalog: typeof en, password = 'a long password') {
  await user.type(await screen.findByLabelText(catalog.auth.register.username), 'lina');
  await user.type(screen.getByLabelText(catalog.auth.email), 'lina@example.jo');
  await user.type(screen.getByLabelText(catalog.auth.password), password);
}

/** Fills in the number and asks for its code; the code field, which then appears. */
async function askForCode(catalog: typeof en) {
  await user.type(await screen.findByLabelText(catalog.phone.label), '0791234567');
  await user.click(screen.getByRole('button', { name: catalog.phone.sendCode }));
  return screen.findByLabelText(catalog.phone.code);
}

/** What the code field reads with its hint, in the catalog's language, with `problem` after it. */
const codeDescription = (catalog: typeof en, problem: string) =>
  `${text(catalog.phone.codeHint, { length: 6 })} ${problem}`;

async function verifyPhone(catalog: typeof en) {
  await user.type(await screen.findByLabelText(catalog.phone.label), '0791234567');
  await user.click(screen.getByRole('button', { name: catalog.phone.sendCode }));
  await user.type(await screen.findByLabelText(catalog.phone.code), '123456');
  await user.click(screen.getByRole('button', { name: catalog.phone.verify }));
  await screen.findByText(catalog.phone.verified);
}

describe('registration page', () => {
  it.each([
    ['/authentication/registration', en],
    ['/ar/authentication/registration', ar],
  ])('on %s names each missing field and shows the password minimum', async (path, catalog) => {
    const api = stubApi({});
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: catalog.auth.register.submit }));
    // The form checks its fields asynchronously: on a busy machine the errors come a moment later.
    await waitFor(() =>
      expect(screen.getByLabelText(catalog.auth.register.username)).toHaveAccessibleDescription(
        catalog.auth.register.usernameRequired,
      ),
    );
    expect(screen.getByLabelText(catalog.auth.email)).toHaveAccessibleDescription(
      catalog.auth.emailRequired,
    );
    expect(screen.getByLabelText(catalog.auth.password)).toHaveAccessibleDescription(
      `${text(catalog.auth.passwordHint, { min: 8 })} ${catalog.auth.passwordRequired}`,
    );
    expect(screen.getByLabelText(catalog.phone.label)).toHaveAccessibleDescription(
      catalog.phone.required,
    );
    expect(api.pageCalls()).toEqual([]);
  });

  it('refuses a short password and a phone in another format before sending anything', async () => {
    const api = stubApi({});
    renderRoute('/authentication/registration');
    await fillAccount(en, 'short');
    await user.type(screen.getByLabelText(en.phone.label), '0591234567');
    await user.click(screen.getByRole('button', { name: en.phone.sendCode }));
    expect(screen.getByLabelText(en.phone.label)).toHaveAccessibleDescription(en.phone.invalid);
    await user.click(screen.getByRole('button', { name: en.auth.register.submit }));
    expect(screen.getByLabelText(en.auth.password)).toHaveAccessibleDescription(
      `${text(en.auth.passwordHint, { min: 8 })} ${text(en.auth.passwordTooShort, { min: 8 })}`,
    );
    expect(api.pageCalls()).toEqual([]);
  });

  it('says to ask for a code, then to type it, when Register is pressed without one', async () => {
    const api = stubApi({ 'POST /api/verify/send': CODE_SENT });
    renderRoute('/ar/authentication/registration');
    await fillAccount(ar);
    await user.type(screen.getByLabelText(ar.phone.label), '+962791234567');
    await user.click(screen.getByRole('button', { name: ar.auth.register.submit }));
    expect(screen.getByLabelText(ar.phone.label)).toHaveAccessibleDescription(ar.phone.codeNeeded);

    await user.click(screen.getByRole('button', { name: ar.phone.sendCode }));
    const code = await screen.findByLabelText(ar.phone.code);
    await user.click(screen.getByRole('button', { name: ar.auth.register.submit }));
    expect(code).toHaveAccessibleDescription(codeDescription(ar, ar.phone.codeRequired));
    expect(code).toHaveFocus();
    expect(api.callsTo('POST /api/verify/check')).toHaveLength(0);
    expect(api.callsTo('POST /authentication/registration')).toHaveLength(0);
  });

  it('checks a typed code when Register is pressed without Verify, then registers in that one press', async () => {
    const api = stubApi({
      'POST /api/verify/send': CODE_SENT,
      'POST /api/verify/check': ({ body }) =>
        (body as { code: string }).code === '123456' ? CODE_CHECKED : codeRefused('CODE_INVALID'),
      'POST /authentication/registration': REGISTERED,
      ...signedInCounts,
    });
    const { router } = renderRoute('/authentication/registration');
    await fillAccount(en);
    const code = await askForCode(en);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: en.auth.register.submit }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(codeDescription(en, en.errors.CODE_INVALID)),
    );
    expect(api.callsTo('POST /authentication/registration')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: en.auth.register.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    const steps = api
      .pageCalls()
      .map((call) => call.path)
      .filter((path) => path === '/api/verify/check' || path === '/authentication/registration');
    expect(steps).toEqual([
      '/api/verify/check',
      '/api/verify/check',
      '/authentication/registration',
    ]);
    expect(api.callsTo('POST /authentication/registration')[0]?.body).toMatchObject({
      phone_number: '+962791234567',
      verificationToken: 'proof',
    });
    expect(await screen.findByText(en.auth.register.success)).toBeInTheDocument();
  });

  it('verifies a code typed in Arabic-Indic digits and registers with it', async () => {
    const api = stubApi({
      'POST /api/verify/send': CODE_SENT,
      'POST /api/verify/check': CODE_CHECKED,
      'POST /authentication/registration': REGISTERED,
      ...signedInCounts,
    });
    const { router } = renderRoute('/ar/authentication/registration');
    await fillAccount(ar);
    await user.type(await askForCode(ar), '٧٧٦٣٤٩');
    await user.click(screen.getByRole('button', { name: ar.phone.verify }));
    expect(await screen.findByText(ar.phone.verified)).toBeInTheDocument();
    expect(api.callsTo('POST /api/verify/check')[0]?.body).toEqual({
      phone: '+962791234567',
      code: '776349',
    });
    await user.click(screen.getByRole('button', { name: ar.auth.register.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/feed'));
    expect(api.callsTo('POST /authentication/registration')[0]?.body).toMatchObject({
      verificationToken: 'proof',
    });
  });

  it.each([
    ['CODE_EXPIRED', ar.errors.CODE_EXPIRED],
    ['CODE_LOCKED', ar.errors.CODE_LOCKED],
  ])('puts a %s refusal of the code typed on the code field, in Arabic', async (refusal, said) => {
    const api = stubApi({
      'POST /api/verify/send': CODE_SENT,
      'POST /api/verify/check': codeRefused(refusal),
    });
    renderRoute('/ar/authentication/registration');
    await fillAccount(ar);
    const code = await askForCode(ar);
    await user.type(code, '١٢٣٤٥٦');
    await user.click(screen.getByRole('button', { name: ar.auth.register.submit }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(codeDescription(ar, said)));
    expect(code).toHaveFocus();
    expect(api.callsTo('POST /authentication/registration')).toHaveLength(0);
  });

  it('says in Arabic how many digits the code has, with no placeholder left unfilled', async () => {
    const api = stubApi({ 'POST /api/verify/send': CODE_SENT });
    renderRoute('/ar/authentication/registration');
    const code = await askForCode(ar);
    await user.type(code, '١٢٣');
    await user.click(screen.getByRole('button', { name: ar.phone.verify }));
    const said = text(ar.phone.codeFormat, { length: 6 });
    expect(code).toHaveAccessibleDescription(codeDescription(ar, said));
    expect(screen.getByText(said)).toHaveAttribute('role', 'alert');
    expect(document.body.textContent).not.toMatch(/\{\{|\}\}/);
    expect(api.callsTo('POST /api/verify/check')).toHaveLength(0);
  });

  it('walks the phone through sent, countdown, wrong code and verified, then registers', async () => {
    let codeTries = 0;
    const api = stubApi({
      'POST /api/verify/send': CODE_SENT,
      'POST /api/verify/check': () =>
        ++codeTries === 1
          ? {
              status: 400,
              body: {
                success: false,
                error: 'Invalid code',
                message: 'Invalid code',
                code: 'CODE_INVALID',
              },
            }
          : {
              body: {
                success: true,
                message: 'Phone verified successfully',
                verificationToken: 'proof-of-check',
              },
            },
      'POST /authentication/registration': { status: 201, body: { jwtToken: token } },
      'POST /api/users/check-phone': PHONE_FREE,
      ...signedInCounts,
    });
    const { router } = renderRoute('/authentication/registration');
    await fillAccount(en);
    expect(screen.queryByLabelText(en.phone.code)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(en.phone.label), '079 123 4567');
    await user.click(screen.getByRole('button', { name: en.phone.sendCode }));

    const code = await screen.findByLabelText(en.phone.code);
    expect(api.callsTo('POST /api/verify/send')[0]?.body).toEqual({
      phone: '+962791234567',
      locale: 'en',
    });
    const resend = screen.getByRole('button', { name: text(en.phone.resendIn, { seconds: 60 }) });
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toHaveTextContent(text(en.phone.resendIn, { seconds: 59 }));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(resend).toHaveTextContent(en.phone.resend);
    expect(resend).toBeEnabled();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: en.phone.verify }));
    expect(await screen.findByText(en.errors.CODE_INVALID)).toHaveAttribute('role', 'alert');
    expect(code).toHaveAccessibleDescription(codeDescription(en, en.errors.CODE_INVALID));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: en.phone.verify }));
    expect(await screen.findByText(en.phone.verified)).toBeInTheDocument();
    expect(screen.queryByLabelText(en.phone.code)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/verify/check')[1]?.body).toEqual({
      phone: '+962791234567',
      code: '123456',
    });

    await user.click(screen.getByRole('button', { name: en.auth.register.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    expect(api.callsTo('POST /authentication/registration')[0]?.body).toEqual({
      username: 'lina',
      email: 'lina@example.jo',
      password: 'a long password',
      phone_number: '+962791234567',
      locale: 'en',
      verificationToken: 'proof-of-check',
    });
    expect(localStorage.getItem('token')).toBe(token);
    expect(await screen.findByText(en.auth.register.success)).toBeInTheDocument();
  });

  it.each([
    ['٠٧٩١٢٣٤٥٦٧', ar],
    ['+962 79 123 4567', ar],
    ['00962-79-123-4567', en],
  ])('takes %s as the number people mean', async (typed, catalog) => {
    const api = stubApi({
      'POST /api/verify/send': CODE_SENT,
      'POST /api/verify/check': { body: { success: true, verificationToken: 'proof' } },
    });
    renderRoute(
      catalog === ar ? '/ar/authentication/registration' : '/authentication/registration',
    );
    await user.type(await screen.findByLabelText(catalog.phone.label), typed);
    await user.click(screen.getByRole('button', { name: catalog.phone.sendCode }));
    await user.type(await screen.findByLabelText(catalog.phone.code), '123456');
    await user.click(screen.getByRole('button', { name: catalog.phone.verify }));
    await screen.findByText(catalog.phone.verified);
    expect(api.callsTo('POST /api/verify/send')[0]?.body).toMatchObject({
      phone: '+962791234567',
    });
  });

  it('comes back to the page the visitor was on (a shared post) once registered', async () => {
    stubApi({
      'POST /api/verify/send': CODE_SENT,
      'POST /api/verify/check': { body: { success: true, verificationToken: 'proof' } },
      'POST /authentication/registration': { status: 201, body: { jwtToken: token } },
      'GET /Posting/posts/5': { body: aPostDetail() },
      'GET /api/blocks': { body: { blocks: [] } },
      ...signedInCounts,
    });
    const { router } = renderRoute('/ar/authentication/registration?next=%2Fposts%2F5');
    await fillAccount(ar);
    await verifyPhone(ar);
    await user.click(screen.getByRole('button', { name: ar.auth.register.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/posts/5'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' }),
    ).toBeInTheDocument();
  });

  it('says the format in the page language when the number is not a Jordanian mobile', async () => {
    const api = stubApi({});
    renderRoute('/ar/authentication/registration');
    const phone = await screen.findByLabelText(ar.phone.label);
    await user.type(phone, 'abc+962791');
    await user.click(screen.getByRole('button', { name: ar.phone.sendCode }));
    expect(phone).toHaveAccessibleDescription(ar.phone.invalid);
    expect(api.callsTo('POST /api/verify/send')).toHaveLength(0);
  });

  it('makes the number unverified again when it is changed', async () => {
    stubApi({
      'POST /api/verify/send': CODE_SENT,
      'POST /api/verify/check': { body: { success: true } },
    });
    renderRoute('/authentication/registration');
    await verifyPhone(en);
    await user.type(screen.getByLabelText(en.phone.label), '8');
    expect(screen.queryByText(en.phone.verified)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.phone.sendCode })).toBeEnabled();
  });

  it('says how long to wait when a code went to the number moments ago', async () => {
    stubApi({
      'POST /api/verify/send': {
        status: 429,
        body: { message: 'Please wait 42 seconds before resending', code: 'RESEND_TOO_SOON' },
        headers: { 'Retry-After': '42' },
      },
    });
    renderRoute('/ar/authentication/registration');
    await user.type(await screen.findByLabelText(ar.phone.label), '0791234567');
    await user.click(screen.getByRole('button', { name: ar.phone.sendCode }));
    expect(
      await screen.findByText(text(ar.phone.waitBeforeResend, { seconds: 42 })),
    ).toHaveAttribute('role', 'alert');
    expect(
      screen.getByRole('button', { name: text(ar.phone.resendIn, { seconds: 42 }) }),
    ).toBeDisabled();
    expect(screen.getByLabelText(ar.phone.code)).toBeInTheDocument();
  });

  it.each([['PHONE_TAKEN', 409, en.errors.PHONE_TAKEN]])(
    'puts a %s refusal of the code on the phone field',
    async (code, status, message) => {
      stubApi({
        'POST /api/verify/send': { status, body: { message: 'x', code, field: 'phone' } },
      });
      renderRoute('/authentication/registration');
      await user.type(await screen.findByLabelText(en.phone.label), '0791234567');
      await user.click(screen.getByRole('button', { name: en.phone.sendCode }));
      await waitFor(() =>
        expect(screen.getByLabelText(en.phone.label)).toHaveAccessibleDescription(message),
      );
      expect(screen.queryByLabelText(en.phone.code)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['USERNAME_TAKEN', 409, 'username', en.auth.register.username, en.errors.USERNAME_TAKEN],
    ['EMAIL_TAKEN', 409, 'email', en.auth.email, en.errors.EMAIL_TAKEN],
    ['PASSWORD_TOO_COMMON', 400, 'password', en.auth.password, en.errors.PASSWORD_TOO_COMMON],
  ])('shows a %s refusal on its field', async (code, status, field, label, message) => {
    stubApi({
      'POST /api/verify/send': CODE_SENT,
      'POST /api/verify/check': { body: { success: true } },
      'POST /authentication/registration': {
        status,
        body: { message: 'English text', code, field },
      },
    });
    const { router } = renderRoute('/authentication/registration');
    await fillAccount(en);
    await verifyPhone(en);
    await user.click(screen.getByRole('button', { name: en.auth.register.submit }));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus());
    expect(screen.getByLabelText(label).getAttribute('aria-describedby')).toBeTruthy();
    const description = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
    const ids = description.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(screen.queryByText('English text')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authentication/registration');
  });

  it('plays the side video muted, looping and hidden from assistive technology', async () => {
    stubApi({});
    const { container } = renderRoute('/authentication/registration');
    await screen.findByRole('heading', { level: 1, name: en.auth.register.heading });
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(video as HTMLElement).queryByText(/./)).toBeNull();
  });
});
