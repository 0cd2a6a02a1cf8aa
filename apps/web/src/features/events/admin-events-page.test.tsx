import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { anEvent, signedIn } from '../../test/events';
import { renderRoute } from '../../test/render-route';

const UPCOMING = anEvent(3, { title: 'Book swap', title_en: 'Book swap' });
/** Written in English alone: Arabic pages show its English title. */
const PAST = anEvent(2, {
  title: 'Repair café',
  title_en: 'Repair café',
  title_ar: null,
  description_ar: null,
  is_past: true,
  event_date: '2026-01-10',
});

describe('/admin/events', () => {
  it('lists upcoming then past events, the past ones marked, each with View', async () => {
    signedIn({ 'GET /events': { body: [UPCOMING, PAST] } }, { isAdmin: true });
    renderRoute('/ar/admin/events');
    const pastTitle = await screen.findByText('Repair café');
    expect(pastTitle).toHaveAttribute('lang', 'en');
    expect(pastTitle).toHaveAttribute('dir', 'ltr');
    const past = pastTitle.closest('li');
    if (!past) throw new Error('no row of the past event');
    expect(within(past).getByText(ar.events.admin.past)).toBeInTheDocument();
    expect(within(past).getByText(ar.events.admin.englishOnly)).toBeInTheDocument();
    const upcoming = screen.getByText(UPCOMING.title_ar ?? '').closest('li');
    if (!upcoming) throw new Error('no row of the upcoming event');
    expect(within(upcoming).queryByText(ar.events.admin.englishOnly)).not.toBeInTheDocument();
    expect(
      within(past).getByRole('link', {
        name: ar.events.admin.viewNamed.replace('{{title}}', 'Repair café'),
      }),
    ).toHaveAttribute('href', '/ar/events/2');
  });

  it('deletes an event once confirmed, with the earlier product’s question and toasts', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let events = [UPCOMING, PAST];
    const api = signedIn(
      {
        'GET /events': () => ({ body: events }),
        'DELETE /events/3': () => {
          events = [PAST];
          return { body: { message: 'Event deleted.' } };
        },
        'DELETE /events/2': { status: 500, body: { message: 'x', code: 'INTERNAL' } },
      },
      { isAdmin: true },
    );
    renderRoute('/admin/events');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Book swap' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this event?');
    expect(await screen.findByText('Event deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /events/3')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Repair café' }));
    expect(await screen.findByText(en.events.admin.deleteFailed)).toBeInTheDocument();
    confirm.mockRestore();
  });
});
