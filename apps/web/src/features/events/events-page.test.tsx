import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { anEvent, signedIn } from '../../test/events';
import { renderRoute } from '../../test/render-route';

describe('the events page', () => {
  it('says it is loading, then shows each event as a card linking to it', async () => {
    stubApi({
      'GET /events': async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { body: [anEvent(3), anEvent(4, { title: 'Book swap' })] };
      },
    });
    renderRoute('/events');
    expect(await screen.findByText(en.events.list.loading)).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Winter clothes drive 3/ });
    expect(card).toHaveAttribute('href', '/events/3');
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', anEvent(3).thumbnails[0]);
    expect(within(card).getByText('Sat 5 Dec · 2:30 pm – 5:00 pm')).toBeInTheDocument();
    expect(card).toHaveTextContent('Amman - Jabal Al-Weibdeh');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText(anEvent(3).description)).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: /Book swap/ })).toHaveAttribute('href', '/events/4');
    expect(
      screen.getByRole('heading', { level: 1, name: en.events.list.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.events.list.organiseLink })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it.each(['/events', '/ar/events'])('at %s never skips a heading level', async (path) => {
    stubApi({ 'GET /events': { body: [anEvent(3), anEvent(4)] } });
    renderRoute(path);
    await screen.findByRole('link', { name: /Winter clothes drive 3/ });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      expect(level, `heading ${index + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual(
        (levels[index - 1] ?? 0) + 1,
      );
    });
    expect(levels).toContain(3);
  });

  it('speaks Arabic under /ar, with links that stay in Arabic', async () => {
    stubApi({ 'GET /events': { body: [anEvent(3)] } });
    renderRoute('/ar/events');
    const card = await screen.findByRole('link', { name: /Winter clothes drive 3/ });
    expect(card).toHaveAttribute('href', '/ar/events/3');
    expect(card).toHaveTextContent('عمّان - Jabal Al-Weibdeh');
    expect(screen.getByRole('heading', { level: 2, name: ar.events.list.organiseTitle }));
    expect(screen.getByRole('link', { name: ar.events.list.organiseLink })).toHaveAttribute(
      'href',
      '/ar/about',
    );
  });

  it.each([
    ['/events', en.events.list.empty],
    ['/ar/events', ar.events.list.empty],
  ])('at %s says so when there are no events', async (path, text) => {
    stubApi({ 'GET /events': { body: [] } });
    renderRoute(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the empty list when the events cannot be loaded, and logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'GET /events': { status: 500, body: { message: 'Down', code: 'INTERNAL' } } });
    renderRoute('/events');
    expect(await screen.findByText(en.events.list.empty)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('events could not be loaded', expect.anything());
  });

  it("leaves out the past events an administrator's list also has", async () => {
    signedIn(
      { 'GET /events': { body: [anEvent(3), anEvent(9, { title: 'Old fair', is_past: true })] } },
      { isAdmin: true },
    );
    renderRoute('/events');
    expect(await screen.findByRole('link', { name: /Winter clothes drive 3/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Old fair/ })).not.toBeInTheDocument();
  });
});
