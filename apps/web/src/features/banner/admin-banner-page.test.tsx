import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Banner } from '@tabarru/contract/banners';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const ACTIVE: Banner = {
  id: 3,
  content: '<p>Collection day is <strong>Friday</strong></p>',
  content_en: '<p>Collection day is <strong>Friday</strong></p>',
  content_ar: '<p>يوم الجمع هو <strong>الجمعة</strong></p>',
  is_active: true,
  created_at: '2026-03-02T09:30:00.000Z',
};
const OLDER: Banner = {
  id: 2,
  content:
    'Ramadan hours: <a href="https://tabarru.jo/hours" rel="noopener noreferrer" target="_blank">see here</a>',
  content_en:
    'Ramadan hours: <a href="https://tabarru.jo/hours" rel="noopener noreferrer" target="_blank">see here</a>',
  content_ar: null,
  is_active: false,
  created_at: '2026-02-20T18:05:00.000Z',
};

function signedIn(isAdmin: boolean, handlers: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId: 1, username: 'admin', isAdmin }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/1': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /admin/banners': { body: [ACTIVE, OLDER] },
    ...handlers,
  });
}

function historyItems() {
  const history = screen.getByRole('region', { name: en.banner.admin.historyHeading });
  return within(history).getAllByRole('listitem');
}

describe('/admin/banner', () => {
  it('sends a member who is not an administrator to /not-authorized', async () => {
    const api = signedIn(false);
    const { router } = renderRoute('/ar/admin/banner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/not-authorized'));
    expect(api.callsTo('GET /admin/banners')).toEqual([]);
  });

  it.each([
    { path: '/admin/banner', catalog: en, panel: '/admin' },
    { path: '/ar/admin/banner', catalog: ar, panel: '/ar/admin' },
  ])('on $path links back to the admin panel', async ({ path, catalog, panel }) => {
    signedIn(true);
    renderRoute(path);
    expect(await screen.findByRole('link', { name: catalog.admin.back })).toHaveAttribute(
      'href',
      panel,
    );
  });

  it('lists every banner with its state, its content and its date in the page language', async () => {
    signedIn(true);
    renderRoute('/admin/banner');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.banner.admin.heading }),
    ).toBeInTheDocument();
    await screen.findByText('Friday');
    const [active, older] = historyItems();
    if (!active || !older) throw new Error('two banners expected');
    expect(active).toHaveTextContent(en.banner.admin.active);
    expect(active).toHaveTextContent('Created 2 March 2026');
    expect(within(active).getByText('Friday').tagName).toBe('STRONG');
    expect(
      within(active).getByRole('button', { name: en.banner.admin.deactivate }),
    ).toHaveAccessibleDescription('Collection day is Friday');
    expect(older).toHaveTextContent(en.banner.admin.inactive);
    expect(within(older).getByRole('link', { name: 'see here' })).toHaveAttribute(
      'href',
      'https://tabarru.jo/hours',
    );
    expect(within(older).getByRole('button', { name: en.banner.admin.activate })).toBeEnabled();
  });

  it('shows dates and states in Arabic on the Arabic page', async () => {
    signedIn(true);
    renderRoute('/ar/admin/banner');
    await screen.findByRole('heading', { level: 1, name: ar.banner.admin.heading });
    const history = await screen.findByRole('region', { name: ar.banner.admin.historyHeading });
    await within(history).findByText('Friday');
    const [active] = within(history).getAllByRole('listitem');
    expect(active).toHaveTextContent(ar.banner.admin.active);
    expect(active).toHaveTextContent('آذار');
    expect(within(history).getByRole('button', { name: ar.banner.admin.activate })).toBeVisible();
  });

  it('shows both versions of a banner, and says which one was left empty', async () => {
    signedIn(true);
    renderRoute('/admin/banner');
    await screen.findByText('Friday');
    const [active, older] = historyItems();
    if (!active || !older) throw new Error('two banners expected');
    expect(within(active).getByText('الجمعة').closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(within(active).getByText('Friday').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(older).toHaveTextContent(
      `${en.banner.admin.versionArabic}${en.banner.admin.versionMissing}`,
    );
  });

  it('describes the switch on the Arabic page by the Arabic version', async () => {
    signedIn(true);
    renderRoute('/ar/admin/banner');
    const history = await screen.findByRole('region', { name: ar.banner.admin.historyHeading });
    expect(
      await within(history).findByRole('button', { name: ar.banner.admin.deactivate }),
    ).toHaveAccessibleDescription('يوم الجمع هو الجمعة');
    // The older banner has no Arabic version: the English one stands in.
    expect(
      within(history).getByRole('button', { name: ar.banner.admin.activate }),
    ).toHaveAccessibleDescription('Ramadan hours: see here');
  });

  it('creates a banner written in Arabic alone, from either page', async () => {
    const created: Banner = {
      ...OLDER,
      id: 5,
      content: 'مرحبًا',
      content_en: null,
      content_ar: 'مرحبًا',
    };
    const api = signedIn(true, {
      'POST /admin/banner': { status: 201, body: { banner: created } },
    });
    renderRoute('/admin/banner');
    const arabic = await screen.findByLabelText(en.banner.admin.contentArabic);
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText(en.banner.admin.contentEnglish)).toHaveAttribute('dir', 'ltr');
    await userEvent.type(arabic, 'مرحبًا');
    await userEvent.click(screen.getByRole('button', { name: en.banner.admin.create }));
    expect(await screen.findByText(en.banner.admin.created)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/banner')[0]?.body).toEqual({
      content: '',
      content_ar: 'مرحبًا',
      isActive: false,
    });
  });

  it('puts a refusal of the Arabic version on its field', async () => {
    signedIn(true, {
      'POST /admin/banner': {
        status: 400,
        body: { message: 'Content cannot be empty', code: 'INVALID_INPUT', field: 'content_ar' },
      },
    });
    renderRoute('/admin/banner');
    const arabic = await screen.findByLabelText(en.banner.admin.contentArabic);
    await userEvent.type(arabic, '<img src=x>');
    await userEvent.click(screen.getByRole('button', { name: en.banner.admin.create }));
    await waitFor(() =>
      expect(arabic).toHaveAccessibleDescription(
        `${en.banner.admin.contentHint} ${en.banner.admin.contentRequired}`,
      ),
    );
    expect(screen.getByLabelText(en.banner.admin.contentEnglish)).toHaveAccessibleDescription(
      en.banner.admin.contentHint,
    );
  });

  it('says so when there is no banner yet', async () => {
    signedIn(true, { 'GET /admin/banners': { body: [] } });
    renderRoute('/admin/banner');
    expect(await screen.findByText(en.banner.admin.empty)).toBeInTheDocument();
  });

  it('refuses blank content before sending, in the page language', async () => {
    const api = signedIn(true);
    renderRoute('/ar/admin/banner');
    const content = await screen.findByLabelText(ar.banner.admin.contentEnglish);
    await userEvent.type(content, '   ');
    await userEvent.click(screen.getByRole('button', { name: ar.banner.admin.create }));
    expect(content).toHaveAccessibleDescription(
      `${ar.banner.admin.contentHint} ${ar.banner.admin.contentRequired}`,
    );
    expect(api.callsTo('POST /admin/banner')).toEqual([]);
  });

  it('creates an active banner, says so, clears the form and reads the list again', async () => {
    const created: Banner = { ...ACTIVE, id: 4, content: 'Hello <b>all</b>' };
    const api = signedIn(true, {
      'POST /admin/banner': { status: 201, body: { banner: created } },
    });
    renderRoute('/admin/banner');
    const content = await screen.findByLabelText(en.banner.admin.contentEnglish);
    await screen.findByText('Friday');
    await userEvent.type(content, 'Hello <b>all</b>');
    await userEvent.click(screen.getByRole('checkbox', { name: en.banner.admin.activeNow }));
    await userEvent.click(screen.getByRole('button', { name: en.banner.admin.create }));

    expect(await screen.findByText(en.banner.admin.created)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/banner')[0]?.body).toEqual({
      content: 'Hello <b>all</b>',
      content_ar: '',
      isActive: true,
    });
    expect(content).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: en.banner.admin.activeNow })).not.toBeChecked();
    await waitFor(() => expect(api.callsTo('GET /admin/banners')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET /banner').length).toBeGreaterThanOrEqual(2));
  });

  it('puts a refusal of the content on the field', async () => {
    signedIn(true, {
      'POST /admin/banner': {
        status: 400,
        body: {
          message: 'Content cannot be empty',
          code: 'BANNER_CONTENT_EMPTY',
          field: 'content',
        },
      },
    });
    renderRoute('/ar/admin/banner');
    const content = await screen.findByLabelText(ar.banner.admin.contentEnglish);
    await userEvent.type(content, '<img src=x onerror=alert(1)>');
    await userEvent.click(screen.getByRole('button', { name: ar.banner.admin.create }));
    await waitFor(() =>
      expect(content).toHaveAccessibleDescription(
        `${ar.banner.admin.contentHint} ${ar.banner.admin.contentRequired}`,
      ),
    );
    expect(content).toHaveValue('<img src=x onerror=alert(1)>');
  });

  it('toasts "Failed to create banner." when the API fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signedIn(true, {
      'POST /admin/banner': { status: 500, body: { message: 'x', code: 'INTERNAL' } },
    });
    renderRoute('/admin/banner');
    await userEvent.type(await screen.findByLabelText(en.banner.admin.contentEnglish), 'News');
    await userEvent.click(screen.getByRole('button', { name: en.banner.admin.create }));
    expect(await screen.findByText('Failed to create banner.')).toBeInTheDocument();
    expect(screen.getByLabelText(en.banner.admin.contentEnglish)).toHaveValue('News');
    expect(warn).toHaveBeenCalledWith('Banner creation failed', expect.any(Error));
  });

  it('activates a banner from the history and reads the list again', async () => {
    const api = signedIn(true, {
      'PUT /admin/banner/2/toggle': { body: { banner: { ...OLDER, is_active: true } } },
    });
    renderRoute('/admin/banner');
    await screen.findByText('Friday');
    await userEvent.click(screen.getByRole('button', { name: en.banner.admin.activate }));
    expect(await screen.findByText(en.banner.admin.activated)).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/banner/2/toggle')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /admin/banners')).toHaveLength(2));
  });

  it('toasts a failed switch and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signedIn(true, {
      'PUT /admin/banner/3/toggle': { status: 500, body: { message: 'x', code: 'INTERNAL' } },
    });
    renderRoute('/ar/admin/banner');
    await screen.findByText('Friday');
    await userEvent.click(screen.getByRole('button', { name: ar.banner.admin.deactivate }));
    expect(await screen.findByText(ar.banner.admin.toggleFailed)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Banner toggle failed', expect.any(Error));
  });
});
