import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { MemberSession } from '@tabarru/contract/sessions';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { isolated, timeAgo } from '../../lib/format';
import { buildSession, onSecurityPage } from '../../test/security';
import { renderRoute } from '../../test/render-route';

const HOUR_MS = 60 * 60 * 1000;

function devices(): MemberSession[] {
  const threeHoursAgo = new Date(Date.now() - 3 * HOUR_MS).toISOString();
  return [
    buildSession({
      id: 'thisDeviceAAAAAAAAAAAA',
      browser: 'Firefox',
      system: 'Windows',
      current: true,
    }),
    buildSession({
      id: 'phoneAAAAAAAAAAAAAAAAA',
      browser: 'Chrome',
      system: 'Android',
      place: { kind: 'network', network: '86.108.12.0/24' },
      last_used_at: threeHoursAgo,
    }),
    buildSession({
      id: 'unknownAAAAAAAAAAAAAAA',
      browser: null,
      system: null,
      place: { kind: 'unknown' },
    }),
  ];
}

async function devicesSection(catalog = en) {
  return screen.findByRole('region', { name: catalog.sessions.heading });
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe('signed-in devices, on the Security page', { timeout: 15_000 }, () => {
  it('lists each device with its place and last use, this one marked and without Sign out', async () => {
    onSecurityPage({ sessions: { body: { sessions: devices() } } });
    renderRoute('/profile/security');
    const section = await devicesSection();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [current, phone, unknown] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(current).toHaveTextContent('Firefox on Windows');
    expect(within(current).getByText(en.sessions.thisDevice)).toBeInTheDocument();
    expect(current).toHaveTextContent(en.sessions.place.local);
    expect(current).toHaveTextContent(en.sessions.activeNow);
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    expect(phone).toHaveTextContent('Chrome on Android');
    expect(phone).toHaveTextContent(`Network ${isolated('86.108.12.x')}`);
    expect(phone).toHaveTextContent('Last used 3 hours ago');
    expect(
      within(phone).getByRole('button', { name: 'Sign out Chrome on Android' }),
    ).toHaveTextContent(en.sessions.signOut);

    expect(unknown).toHaveTextContent(en.sessions.unknownDevice);
    expect(unknown).toHaveTextContent(en.sessions.place.unknown);
    expect(
      within(section).getByRole('button', { name: en.sessions.signOutOthers }),
    ).toBeInTheDocument();
  });

  it('names devices and places in Arabic, the browser and system as they are', async () => {
    onSecurityPage({ sessions: { body: { sessions: devices() } } });
    renderRoute('/ar/profile/security');
    const section = await devicesSection(ar);
    const phone = (await within(section).findAllByRole('listitem'))[1];
    expect(phone).toHaveTextContent('Chrome على Android');
    expect(phone).toHaveTextContent(`الشبكة ${isolated('86.108.12.x')}`);
    const lastUse = devices()[1]?.last_used_at ?? '';
    expect(phone).toHaveTextContent(
      fill(ar.sessions.lastUsed, { time: timeAgo(lastUse, new Date(), 'ar') }),
    );
    expect(
      within(section).getByRole('button', { name: 'تسجيل الخروج من Chrome على Android' }),
    ).toBeInTheDocument();
  });

  it('signs out one device, showing progress, then a toast and the list without it', async () => {
    let sessions = devices();
    let answer: () => void = () => undefined;
    const api = onSecurityPage({
      sessions: () => ({ body: { sessions } }),
      more: {
        'DELETE /api/users/me/sessions/phoneAAAAAAAAAAAAAAAAA': () =>
          new Promise((resolve) => {
            answer = () => {
              sessions = sessions.filter((session) => session.id !== 'phoneAAAAAAAAAAAAAAAAA');
              resolve({ body: { message: 'That device has been signed out.' } });
            };
          }),
      },
    });
    renderRoute('/profile/security');
    const section = await devicesSection();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Sign out Chrome on Android' }),
    );
    const pending = await within(section).findByRole('button', { name: en.sessions.signingOut });
    expect(pending).toBeDisabled();
    answer();

    expect(
      await screen.findByText(
        fill(en.sessions.signedOutToast, { device: isolated('Chrome on Android') }),
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(section).not.toHaveTextContent('Chrome on Android');
    expect(api.callsTo('DELETE /api/users/me/sessions/phoneAAAAAAAAAAAAAAAAA')).toHaveLength(1);
    expect(api.callsTo('GET /api/users/me/sessions')).toHaveLength(2);
  });

  it('says so when the device was signed out already, and reads the list again', async () => {
    let sessions = devices();
    const api = onSecurityPage({
      sessions: () => ({ body: { sessions } }),
      more: {
        'DELETE /api/users/me/sessions/unknownAAAAAAAAAAAAAAA': () => {
          sessions = sessions.slice(0, 2);
          return { status: 404, body: { message: 'Session not found', code: 'SESSION_NOT_FOUND' } };
        },
      },
    });
    renderRoute('/ar/profile/security');
    const section = await devicesSection(ar);
    await userEvent.click(
      await within(section).findByRole('button', {
        name: fill(ar.sessions.signOutNamed, { device: ar.sessions.unknownDevice }),
      }),
    );
    expect(await screen.findByText(ar.sessions.errors.SESSION_NOT_FOUND)).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(api.callsTo('GET /api/users/me/sessions')).toHaveLength(2);
  });

  it.each([
    ['/profile/security', en, '2 other devices have been signed out.'],
    ['/ar/profile/security', ar, 'تم تسجيل الخروج من جهازين آخرين.'],
  ])(
    'on %s signs out everywhere else, then says this is the only device',
    async (path, catalog, toast) => {
      let sessions = devices();
      const api = onSecurityPage({
        sessions: () => ({ body: { sessions } }),
        more: {
          'POST /api/users/me/sessions/sign-out-others': () => {
            sessions = sessions.filter((session) => session.current);
            return { body: { message: 'Every other device has been signed out.', ended: 2 } };
          },
        },
      });
      renderRoute(path);
      const section = await devicesSection(catalog);
      await userEvent.click(
        await within(section).findByRole('button', { name: catalog.sessions.signOutOthers }),
      );
      expect(await screen.findByText(toast)).toBeInTheDocument();
      expect(await within(section).findByText(catalog.sessions.onlyThisDevice)).toBeInTheDocument();
      expect(within(section).getAllByRole('listitem')).toHaveLength(1);
      expect(within(section).queryByRole('button')).not.toBeInTheDocument();
      expect(api.callsTo('POST /api/users/me/sessions/sign-out-others')).toHaveLength(1);
    },
  );

  it('says so when the list cannot be read, and reads it again on request', async () => {
    let calls = 0;
    onSecurityPage({
      sessions: () =>
        ++calls === 1
          ? { status: 429, body: { message: 'Too many', code: 'RATE_LIMITED' } }
          : { body: { sessions: devices() } },
    });
    renderRoute('/profile/security');
    const section = await devicesSection();
    await userEvent.click(await within(section).findByRole('button', { name: en.sessions.retry }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(3);
  });
});
