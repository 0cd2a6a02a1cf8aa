import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { formatDate } from '../../lib/format';
import { buildTwoFactorStatus, onSecurityPage } from '../../test/security';
import { renderRoute } from '../../test/render-route';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SET_UP = {
  secret: SECRET,
  uri: `otpauth://totp/Tabarru:sara%40example.jo?issuer=Tabarru&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`,
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-${String(23450 + index)}`);
const ON_SINCE = '2026-11-20T09:00:00.000Z';

const wrongCode = {
  status: 400,
  body: { message: 'This code is not right.', code: 'TWO_FACTOR_CODE_INVALID', field: 'code' },
};
const wrongPassword = {
  status: 400,
  body: { message: 'Wrong password', code: 'WRONG_PASSWORD', field: 'password' },
};

/** The files handed to the browser's download: their names and contents. */
let saved: { name: string; blob: Blob }[];
let restore: (() => void)[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not navigate: the link's click is where a file is saved.
  const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  restore = [createUrl, revokeUrl, click].map((spy) => () => spy.mockRestore());
});

afterEach(() => {
  for (const undo of restore) undo();
  restore = [];
});

/** A saved file's text, read with jsdom's FileReader where its Blob has no text(). */
function textOf(blob: Blob | undefined): Promise<string> {
  if (!blob) return Promise.resolve('');
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(blob);
  });
}

function twoFactorSection(catalog = en) {
  return screen.findByRole('region', { name: catalog.twoFactor.heading });
}

describe('two-step sign-in, on the Security page', { timeout: 20_000 }, () => {
  it('turns on: the QR code and the key to type, a code from the app, then the recovery codes once', async () => {
    const user = userEvent.setup();
    let status = buildTwoFactorStatus();
    let tries = 0;
    const api = onSecurityPage({
      twoFactor: () => ({ body: status }),
      more: {
        'POST /api/users/me/two-factor/setup': { body: SET_UP },
        'POST /api/users/me/two-factor/enable': () => {
          if (++tries === 1) return wrongCode;
          status = buildTwoFactorStatus({ enabled: true, since: ON_SINCE, recoveryCodesLeft: 10 });
          return { body: { message: 'Two-step sign-in is on.', recoveryCodes: CODES } };
        },
      },
    });
    renderRoute('/profile/security');
    const section = await twoFactorSection();
    expect(await within(section).findByText(en.twoFactor.off)).toBeInTheDocument();
    expect(section).toHaveTextContent(en.twoFactor.offLead);
    await user.click(within(section).getByRole('button', { name: en.twoFactor.turnOn }));

    const heading = await within(section).findByRole('heading', {
      name: en.twoFactor.setup.heading,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      await within(section).findByRole('img', { name: en.twoFactor.setup.qrLabel }),
    ).toBeInTheDocument();
    const key = within(section).getByRole('group', { name: en.twoFactor.setup.keyLabel });
    expect(key).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.click(within(key).getByRole('button', { name: en.twoFactor.setup.copy }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText(en.twoFactor.setup.copied)).toBeInTheDocument();

    const code = within(section).getByLabelText(en.twoFactor.setup.code);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(within(section).getByRole('button', { name: en.twoFactor.setup.confirm }));
    expect(code).toHaveAccessibleDescription(
      `${en.twoFactor.setup.codeHint} ${en.twoFactor.setup.codeRequired}`,
    );
    await user.type(code, '111111');
    await user.click(within(section).getByRole('button', { name: en.twoFactor.setup.confirm }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        `${en.twoFactor.setup.codeHint} ${en.twoFactor.errors.TWO_FACTOR_CODE_INVALID}`,
      ),
    );
    await user.clear(code);
    await user.type(code, '492039');
    await user.click(within(section).getByRole('button', { name: en.twoFactor.setup.confirm }));

    const codesHeading = await within(section).findByRole('heading', {
      name: en.twoFactor.codes.heading,
    });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    expect(await screen.findByText(en.twoFactor.turnedOn)).toBeInTheDocument();
    const list = within(section).getByRole('list', { name: en.twoFactor.codes.heading });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.callsTo('POST /api/users/me/two-factor/enable').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '492039' },
    ]);

    await user.click(within(section).getByRole('button', { name: en.twoFactor.codes.download }));
    expect(saved.map((file) => file.name)).toEqual(['tabarru-recovery-codes.txt']);
    const text = await textOf(saved[0]?.blob);
    for (const recoveryCode of CODES) expect(text).toContain(recoveryCode);
    expect(text).toContain(en.twoFactor.codes.fileTitle);

    await user.click(within(section).getByRole('button', { name: en.twoFactor.codes.done }));
    expect(await within(section).findByText(en.twoFactor.on)).toBeInTheDocument();
    expect(section).toHaveTextContent(
      en.twoFactor.since.replace('{{date}}', formatDate(ON_SINCE, 'en')),
    );
    expect(section).toHaveTextContent('10 recovery codes left.');
    expect(within(section).queryByText(CODES[0] ?? '')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).getByRole('heading', { name: en.twoFactor.heading })).toHaveFocus(),
    );
  });

  it('turns off with the password, which it asks again when wrong', async () => {
    let status = buildTwoFactorStatus({ enabled: true, since: ON_SINCE, recoveryCodesLeft: 10 });
    let tries = 0;
    const api = onSecurityPage({
      twoFactor: () => ({ body: status }),
      more: {
        'POST /api/users/me/two-factor/disable': () => {
          if (++tries === 1) return wrongPassword;
          status = buildTwoFactorStatus();
          return { body: { message: 'Two-step sign-in is off.' } };
        },
      },
    });
    renderRoute('/ar/profile/security');
    const section = await twoFactorSection(ar);
    expect(await within(section).findByText(ar.twoFactor.on)).toBeInTheDocument();
    expect(section).toHaveTextContent(
      ar.twoFactor.since.replace('{{date}}', formatDate(ON_SINCE, 'ar')),
    );
    await userEvent.click(within(section).getByRole('button', { name: ar.twoFactor.turnOff }));

    const password = await within(section).findByLabelText(ar.twoFactor.password.label);
    expect(section).toHaveTextContent(ar.twoFactor.turnOffLead);
    await userEvent.click(within(section).getByRole('button', { name: ar.twoFactor.turnOff }));
    expect(password).toHaveAccessibleDescription(ar.twoFactor.password.required);
    await userEvent.type(password, 'not my password');
    await userEvent.click(within(section).getByRole('button', { name: ar.twoFactor.turnOff }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(ar.errors.WRONG_PASSWORD));
    await userEvent.clear(password);
    await userEvent.type(password, 'a long password');
    await userEvent.click(within(section).getByRole('button', { name: ar.twoFactor.turnOff }));

    expect(await screen.findByText(ar.twoFactor.turnedOff)).toBeInTheDocument();
    expect(
      await within(section).findByRole('button', { name: ar.twoFactor.turnOn }),
    ).toBeInTheDocument();
    expect(within(section).getByText(ar.twoFactor.off)).toBeInTheDocument();
    expect(api.callsTo('POST /api/users/me/two-factor/disable').map((call) => call.body)).toEqual([
      { password: 'not my password' },
      { password: 'a long password' },
    ]);
  });

  it('makes new recovery codes with the password when few are left, and shows them once', async () => {
    let status = buildTwoFactorStatus({ enabled: true, since: ON_SINCE, recoveryCodesLeft: 2 });
    const api = onSecurityPage({
      twoFactor: () => ({ body: status }),
      more: {
        'POST /api/users/me/two-factor/recovery-codes': () => {
          status = { ...status, recoveryCodesLeft: 10 };
          return { body: { message: 'New recovery codes made.', recoveryCodes: CODES } };
        },
      },
    });
    renderRoute('/profile/security');
    const section = await twoFactorSection();
    expect(await within(section).findByText(/2 recovery codes left\./)).toHaveTextContent(
      en.twoFactor.codesLow,
    );
    await userEvent.click(within(section).getByRole('button', { name: en.twoFactor.newCodes }));
    expect(section).toHaveTextContent(en.twoFactor.newCodesLead);
    await userEvent.type(
      within(section).getByLabelText(en.twoFactor.password.label),
      'a long password',
    );
    await userEvent.click(within(section).getByRole('button', { name: en.twoFactor.makeCodes }));
    const list = await within(section).findByRole('list', { name: en.twoFactor.codes.heading });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.callsTo('POST /api/users/me/two-factor/recovery-codes')[0]?.body).toEqual({
      password: 'a long password',
    });
    await userEvent.click(within(section).getByRole('button', { name: en.twoFactor.codes.done }));
    expect(await within(section).findByText('10 recovery codes left.')).toBeInTheDocument();
  });

  it.each([
    ['an administrator', true],
    ['a member', false],
  ])('tells %s whether it is required on this site', async (_who, isAdmin) => {
    onSecurityPage({
      isAdmin,
      twoFactor: { body: buildTwoFactorStatus({ requiredForAdministrators: true }) },
    });
    renderRoute('/ar/profile/security');
    const section = await twoFactorSection(ar);
    await within(section).findByRole('button', { name: ar.twoFactor.turnOn });
    expect(within(section).queryByText(ar.twoFactor.requiredOff) !== null).toBe(isAdmin);
  });
});
