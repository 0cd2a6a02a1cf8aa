import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { StubHandler } from '../../test/api-stub';
import { onOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const EXPORT = 'GET /api/users/me/export';
const DELETE = 'DELETE /api/users/me';

/** Sara (7) on her profile, with `more` answers (the home page's, where a deletion leads). */
function onProfile(more: Record<string, StubHandler> = {}) {
  return onOwnProfile({
    'GET /api/stats/counts': { body: { posts: 0, users: 0, totalEventsHosted: 0 } },
    'GET /events': { body: [] },
    ...more,
  });
}

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

/**
 * A saved file's text. Under Node 26 the fetched file is a Blob of jsdom's, which has no text();
 * jsdom's FileReader reads it.
 */
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

function privacySection(catalog = en) {
  return screen.findByRole('region', { name: catalog.accountData.heading });
}

describe('downloading one’s data', { timeout: 15_000 }, () => {
  it('saves the API’s file under its name, with the session’s token', async () => {
    const api = onProfile({
      [EXPORT]: {
        body: { format: 'tabarru-data-export', posts: [{ title: 'Green sofa' }] },
        headers: { 'Content-Disposition': 'attachment; filename="tabarru-data-2026-11-25.json"' },
      },
    });
    renderRoute('/profile');
    const section = await privacySection();
    await userEvent.click(
      within(section).getByRole('button', { name: en.accountData.download.button }),
    );
    expect(await screen.findByText(en.accountData.download.done)).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['tabarru-data-2026-11-25.json']);
    expect(JSON.parse(await textOf(saved[0]?.blob))).toMatchObject({
      posts: [{ title: 'Green sofa' }],
    });
    expect(api.callsTo(EXPORT)[0]?.authorization).toMatch(/^Bearer /);
  });

  it('says in Arabic when the download was refused', async () => {
    onProfile({
      [EXPORT]: { status: 429, body: { message: 'Too many', code: 'RATE_LIMITED' } },
    });
    renderRoute('/ar/profile');
    const section = await privacySection(ar);
    await userEvent.click(
      within(section).getByRole('button', { name: ar.accountData.download.button }),
    );
    expect(await screen.findByText(ar.errors.RATE_LIMITED)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('deleting one’s account', { timeout: 15_000 }, () => {
  it('says what it means, asks for the password, refuses a wrong one, then signs out and goes home', async () => {
    const api = onProfile({
      [DELETE]: (request) =>
        (request.body as { password: string }).password === 'olive trees in Ajloun'
          ? { body: { message: 'Your account has been deleted.' } }
          : { status: 403, body: { message: 'Wrong', code: 'WRONG_PASSWORD' } },
    });
    const { router } = renderRoute('/profile');
    const section = await privacySection();
    await userEvent.click(
      within(section).getByRole('button', { name: en.accountData.delete.button }),
    );
    const dialog = screen.getByRole('dialog', { name: en.accountData.delete.title });
    expect(dialog).toHaveTextContent(en.accountData.delete.content);
    expect(dialog).toHaveTextContent(en.accountData.delete.final);
    const password = within(dialog).getByLabelText(en.accountData.delete.password);
    expect(password).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: en.accountData.delete.confirm });

    await userEvent.click(confirm);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(en.accountData.delete.passwordRequired),
    );
    expect(api.callsTo(DELETE)).toEqual([]);

    await userEvent.type(password, 'not it');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(en.accountData.delete.wrongPassword),
      ),
    );
    expect(localStorage.getItem('token')).not.toBeNull();

    await userEvent.clear(password);
    await userEvent.type(password, 'olive trees in Ajloun');
    expect(password).not.toHaveAccessibleDescription(
      expect.stringContaining(en.accountData.delete.wrongPassword),
    );
    await userEvent.click(confirm);
    expect(await screen.findByText(en.accountData.delete.done)).toBeInTheDocument();
    expect(api.callsTo(DELETE).map((call) => call.body)).toEqual([
      { password: 'not it' },
      { password: 'olive trees in Ajloun' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the account and the sheet when Cancel is chosen, in Arabic', async () => {
    const api = onProfile();
    renderRoute('/ar/profile');
    const section = await privacySection(ar);
    const open = within(section).getByRole('button', { name: ar.accountData.delete.button });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: ar.accountData.delete.title });
    await userEvent.click(
      within(dialog).getByRole('button', { name: ar.accountData.delete.cancel }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(api.callsTo(DELETE)).toEqual([]);
  });

  it('says why the last administrator cannot leave', async () => {
    onProfile({
      [DELETE]: { status: 409, body: { message: 'Last', code: 'LAST_ADMIN' } },
    });
    renderRoute('/profile');
    const section = await privacySection();
    await userEvent.click(
      within(section).getByRole('button', { name: en.accountData.delete.button }),
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(en.accountData.delete.password), 'secret');
    await userEvent.click(
      within(dialog).getByRole('button', { name: en.accountData.delete.confirm }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.errors.LAST_ADMIN);
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
