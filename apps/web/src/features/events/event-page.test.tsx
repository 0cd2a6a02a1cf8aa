import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { anEventDetail } from '../../test/events';
import { renderRoute } from '../../test/render-route';

describe('the event page', () => {
  it('shows the event with its photos, when, where and who, and the way back', async () => {
    const user = userEvent.setup();
    const event = anEventDetail(3);
    stubApi({ 'GET /events/3': { body: event } });
    renderRoute('/events/3');
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.events.detail.back })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.getByText('Saturday, 5 December 2026')).toBeInTheDocument();
    expect(screen.getByText('2:30 pm – 5:00 pm')).toBeInTheDocument();
    expect(screen.getByText('Tabarru volunteers').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(event.description)).toHaveAttribute('dir', 'auto');
    const gallery = screen.getByRole('region', { name: event.title });
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', event.gallery[0]?.url);
    await user.click(within(gallery).getByRole('button', { name: en.gallery.next }));
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', event.gallery[1]?.url);
    expect(screen.queryByText(en.events.detail.ended)).not.toBeInTheDocument();
  });

  it("shows the Arabic version on the Arabic page, and the page's title", async () => {
    const event = anEventDetail(3);
    stubApi({ 'GET /events/3': { body: event } });
    renderRoute('/ar/events/3');
    const heading = await screen.findByRole('heading', { level: 1, name: event.title_ar ?? '' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText(event.description_ar ?? '')).toBeInTheDocument();
    expect(screen.queryByText(event.title)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(event.title_ar));
  });

  it('falls back to the English version on the Arabic page, marked as English', async () => {
    const event = anEventDetail(3, { title_ar: null, description_ar: null });
    stubApi({ 'GET /events/3': { body: event } });
    renderRoute('/ar/events/3');
    const heading = await screen.findByRole('heading', { level: 1, name: event.title });
    for (const text of [heading, screen.getByText(event.description)]) {
      expect(text).toHaveAttribute('lang', 'en');
      expect(text).toHaveAttribute('dir', 'ltr');
    }
  });

  it('says when a past event has ended', async () => {
    stubApi({ 'GET /events/3': { body: anEventDetail(3, { is_past: true }) } });
    renderRoute('/events/3');
    expect(await screen.findByText(en.events.detail.ended)).toBeInTheDocument();
  });

  it.each([
    ['/events/999', 'GET /events/999', en.events.detail.notFound, en.events.detail.back, '/events'],
    [
      '/ar/events/abc',
      'GET /events/abc',
      ar.events.detail.notFound,
      ar.events.detail.back,
      '/ar/events',
    ],
  ])('at %s shows Event Not Found', async (path, call, heading, back, backPath) => {
    stubApi({
      [call]: { status: 404, body: { message: 'Event Not Found', code: 'EVENT_NOT_FOUND' } },
    });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', backPath);
  });
});
