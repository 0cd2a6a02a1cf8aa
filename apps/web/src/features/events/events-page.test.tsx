import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UPCOMING_EVENTS_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi, type StubReply } from '../../test/api-stub';
import { anEvent, signedIn } from '../../test/events';
import { clearPageData, writeInPage } from '../../test/page-data';
import { renderRoute } from '../../test/render-route';

describe('the events page', () => {
  it('says it is loading, then shows each event as a card linking to it', async () => {
    stubApi({
      'GET /events': async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { body: [anEvent(3), anEvent(4, { title: 'Book swap', title_en: 'Book swap' })] };
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

  it.each([
    ['/events', /Winter clothes drive 3/],
    ['/ar/events', /حملة ملابس الشتاء 3/],
  ])('at %s never skips a heading level', async (path, title) => {
    stubApi({ 'GET /events': { body: [anEvent(3), anEvent(4)] } });
    renderRoute(path);
    await screen.findByRole('link', { name: title });
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
    const card = await screen.findByRole('link', { name: /حملة ملابس الشتاء 3/ });
    expect(card).not.toHaveTextContent('Winter clothes drive');
    expect(within(card).getByText(anEvent(3).description_ar ?? '')).toHaveAttribute('dir', 'auto');
    expect(within(card).getByRole('heading', { level: 3 })).not.toHaveAttribute('lang');
    expect(card).toHaveAttribute('href', '/ar/events/3');
    expect(card).toHaveTextContent('عمّان - Jabal Al-Weibdeh');
    expect(screen.getByRole('heading', { level: 2, name: ar.events.list.organiseTitle }));
    expect(screen.getByRole('link', { name: ar.events.list.organiseLink })).toHaveAttribute(
      'href',
      '/ar/about',
    );
  });

  it('shows the other language where an event has no version in the page language, marked with it', async () => {
    const englishOnly = anEvent(5, { title_ar: null, description_ar: null });
    const arabicOnly = anEvent(6, {
      title: 'تبادل الكتب',
      description: 'أحضروا كتبكم.',
      title_en: null,
      description_en: null,
      title_ar: 'تبادل الكتب',
      description_ar: 'أحضروا كتبكم.',
    });
    stubApi({ 'GET /events': { body: [englishOnly, arabicOnly] } });
    renderRoute('/ar/events');
    const card = await screen.findByRole('link', { name: /Winter clothes drive 5/ });
    const title = within(card).getByRole('heading', { level: 3 });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText(englishOnly.description)).toHaveAttribute('lang', 'en');
    const arabicCard = screen.getByRole('link', { name: /تبادل الكتب/ });
    expect(within(arabicCard).getByRole('heading', { level: 3 })).not.toHaveAttribute('lang');
  });

  it('shows an Arabic-only event on an English page in Arabic, right to left', async () => {
    stubApi({
      'GET /events': {
        body: [
          anEvent(6, {
            title: 'تبادل الكتب',
            description: 'أحضروا كتبكم.',
            title_en: null,
            description_en: null,
            title_ar: 'تبادل الكتب',
            description_ar: 'أحضروا كتبكم.',
          }),
        ],
      },
    });
    renderRoute('/events');
    const card = await screen.findByRole('link', { name: /تبادل الكتب/ });
    for (const text of [
      within(card).getByRole('heading', { level: 3 }),
      within(card).getByText('أحضروا كتبكم.'),
    ]) {
      expect(text).toHaveAttribute('lang', 'ar');
      expect(text).toHaveAttribute('dir', 'rtl');
    }
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

  describe('written into the page', () => {
    afterEach(() => clearPageData(UPCOMING_EVENTS_ELEMENT_ID));

    it.each([
      ['/events', /Winter clothes drive 3/, /Winter clothes drive 4/],
      ['/ar/events', /حملة ملابس الشتاء 3/, /حملة ملابس الشتاء 4/],
    ])(
      'at %s shows the events the web host wrote before the API answers, then the API’s',
      async (path, title, added) => {
        writeInPage(UPCOMING_EVENTS_ELEMENT_ID, [anEvent(3)]);
        let answer: (reply: StubReply) => void = () => undefined;
        const api = stubApi({
          'GET /events': () => new Promise<StubReply>((resolve) => (answer = resolve)),
        });
        renderRoute(path);
        expect(await screen.findByRole('link', { name: title })).toBeInTheDocument();
        expect(document.getElementById(UPCOMING_EVENTS_ELEMENT_ID)).toBeNull();
        await waitFor(() => expect(api.callsTo('GET /events')).toHaveLength(1));
        answer({ body: [anEvent(3), anEvent(4)] });
        expect(await screen.findByRole('link', { name: added })).toBeInTheDocument();
      },
    );

    it('keeps them when asking the API again fails', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      writeInPage(UPCOMING_EVENTS_ELEMENT_ID, [anEvent(3)]);
      const api = stubApi({
        'GET /events': { status: 500, body: { message: 'Down', code: 'INTERNAL' } },
      });
      renderRoute('/events');
      await screen.findByRole('link', { name: /Winter clothes drive 3/ });
      await waitFor(() => expect(api.callsTo('GET /events')).toHaveLength(1));
      // A turn for the failure to reach the page: it must keep the event.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('link', { name: /Winter clothes drive 3/ })).toBeInTheDocument();
      expect(screen.queryByText(en.events.list.empty)).toBeNull();
    });
  });
});
