import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import type { Banner } from '@tabarru/contract/banners';
import { BANNER_DISMISS_MS } from '@tabarru/contract/constants';

import { createQueryClient } from '../../app/providers';
import { activateLanguage } from '../../i18n/i18n';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { AnnouncementBanner } from './announcement-banner';

const ENGLISH =
  '<p>Collection day is <strong>Friday</strong>. <a href="https://tabarru.jo/events" rel="noopener noreferrer" target="_blank">See events</a></p>';
const ARABIC =
  '<p>يوم الجمع هو <strong>الجمعة</strong>. <a href="https://tabarru.jo/events" rel="noopener noreferrer" target="_blank">الفعاليات</a></p>';
const BANNER: Banner = {
  id: 5,
  content: ENGLISH,
  content_en: ENGLISH,
  content_ar: null,
  is_active: true,
  created_at: '2026-03-01T10:00:00.000Z',
};

/** The banner alone on a page of `language`, with a client whose fetching the test can wait out. */
async function renderBanner(language: 'en' | 'ar' = 'en') {
  await activateLanguage(language);
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[language === 'ar' ? '/ar' : '/']}>
        <AnnouncementBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const settled = () => waitFor(() => expect(client.isFetching()).toBe(0));
  return { ...view, settled };
}

describe('announcement banner', () => {
  it.each([
    ['/about', en],
    ['/ar/about', ar],
  ])('shows the active banner above the navigation on %s', async (path, catalog) => {
    stubApi({ 'GET /banner': { body: { banner: BANNER } } });
    renderRoute(path);
    const region = await screen.findByRole('region', { name: catalog.banner.region });
    expect(region).toHaveTextContent('Collection day is Friday. See events');
    expect(within(region).getByText('Friday').tagName).toBe('STRONG');
    const link = within(region).getByRole('link', { name: 'See events' });
    expect(link).toHaveAttribute('href', 'https://tabarru.jo/events');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(region).getByRole('button', { name: catalog.banner.close })).toBeVisible();
    expect(
      region.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it.each([
    ['/about', en, 'Collection day is Friday. See events'],
    ['/ar/about', ar, 'يوم الجمع هو الجمعة. الفعاليات'],
  ])("shows on %s the version in the page's language", async (path, catalog, text) => {
    stubApi({ 'GET /banner': { body: { banner: { ...BANNER, content_ar: ARABIC } } } });
    renderRoute(path);
    const region = await screen.findByRole('region', { name: catalog.banner.region });
    expect(region).toHaveTextContent(text);
    expect(region.querySelector('[dir="auto"]')).not.toHaveAttribute('lang');
  });

  it.each([
    ['/ar/about', ar, BANNER, 'Collection day is Friday', 'en'],
    [
      '/about',
      en,
      { ...BANNER, content: ARABIC, content_en: null, content_ar: ARABIC },
      'يوم الجمع',
      'ar',
    ],
  ])(
    'shows on %s the other version when its own was left empty, marked with its language',
    async (path, catalog, banner, text, lang) => {
      stubApi({ 'GET /banner': { body: { banner } } });
      renderRoute(path);
      const region = await screen.findByRole('region', { name: catalog.banner.region });
      expect(region).toHaveTextContent(text);
      const content = region.querySelector('[dir="auto"]');
      expect(content).toHaveAttribute('lang', lang);
    },
  );

  it('closes, remembers the time under the prefix and id, and stays closed on the next visit', async () => {
    stubApi({ 'GET /banner': { body: { banner: BANNER } } });
    const before = Date.now();
    const first = await renderBanner('ar');
    await userEvent.click(await screen.findByRole('button', { name: ar.banner.close }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const stored = Number(localStorage.getItem('banner-closed-5'));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(Date.now());
    first.unmount();

    const second = await renderBanner('ar');
    await second.settled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows again once the closing is 24 hours old, removing the record', async () => {
    localStorage.setItem('banner-closed-5', String(Date.now() - BANNER_DISMISS_MS - 1000));
    stubApi({ 'GET /banner': { body: { banner: BANNER } } });
    await renderBanner();
    expect(await screen.findByRole('region', { name: en.banner.region })).toBeInTheDocument();
    expect(localStorage.getItem('banner-closed-5')).toBeNull();
  });

  it('shows a new banner although the previous one was closed', async () => {
    localStorage.setItem('banner-closed-4', String(Date.now()));
    stubApi({ 'GET /banner': { body: { banner: BANNER } } });
    await renderBanner();
    expect(await screen.findByRole('region', { name: en.banner.region })).toBeInTheDocument();
  });

  it('shows nothing when no banner is active', async () => {
    const api = stubApi({ 'GET /banner': { body: { banner: null } } });
    const { settled } = await renderBanner();
    await settled();
    expect(api.callsTo('GET /banner')).toHaveLength(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('logs a failed fetch as "Banner fetch failed" and shows nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'GET /banner': { status: 500, body: { message: 'x', code: 'INTERNAL' } } });
    const { settled } = await renderBanner();
    await settled();
    expect(warn).toHaveBeenCalledWith('Banner fetch failed', expect.any(Error));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
