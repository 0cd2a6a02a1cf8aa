import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { OrganisationReceivedReply } from '@tabarru/contract/organisations';

import { drawBarChart } from '../../components/charts/draw-bar-chart';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { aPublicOrganisation } from '../../test/organisations';
import { renderRoute } from '../../test/render-route';

const WEEKS = Array.from({ length: 26 }, (_, index) =>
  new Date(Date.UTC(2026, 5, 6 + 7 * index)).toISOString().slice(0, 10),
);

const RECEIVED: OrganisationReceivedReply = {
  weeks: WEEKS,
  rows: [
    { week: '2026-11-21', category: 'Clothing', region: 'Mafraq', items: 40 },
    { week: '2026-11-28', category: 'Clothing', region: 'Amman', items: 12 },
    { week: '2026-11-28', category: 'Books', region: 'Amman', items: 3 },
  ],
};

function stubOrganisation(received: { status?: number; body?: unknown }) {
  stubApi({
    'GET /api/organisations/3': { body: aPublicOrganisation(3) },
    'GET /api/organisations/3/needs': { body: { needs: [] } },
    'GET /api/organisations/3/received': received,
  });
}

describe('what an organisation has received', () => {
  it('shows the count and charts by week, category and governorate, their figures in tables', async () => {
    stubOrganisation({ body: RECEIVED });
    renderRoute('/organisations/3');
    const texts = en.organisations.received;
    expect(await screen.findByRole('heading', { level: 2, name: texts.heading })).toBeVisible();
    expect(await screen.findByText('55 items received in the last 26 weeks.')).toBeVisible();

    const byWeek = screen.getByRole('figure', { name: texts.byWeek });
    const weekRows = within(byWeek).getAllByRole('row').slice(1);
    expect(weekRows).toHaveLength(26);
    expect(weekRows[24]).toHaveTextContent('21 Nov40');
    expect(weekRows[25]).toHaveTextContent('28 Nov15');
    expect(weekRows[0]).toHaveTextContent('6 Jun0');

    const byCategory = screen.getByRole('figure', { name: texts.byCategory });
    expect(
      within(byCategory)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Clothing52', 'Books3']);
    const byRegion = screen.getByRole('figure', { name: texts.byRegion });
    expect(
      within(byRegion)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Mafraq40', 'Amman15']);

    await vi.waitFor(() => expect(vi.mocked(drawBarChart)).toHaveBeenCalledTimes(3));
    const layouts = vi.mocked(drawBarChart).mock.calls.map(([, spec]) => spec.layout);
    expect(layouts).toEqual(['columns', 'rows', 'rows']);
  });

  it('in Arabic: mirrored charts, Arabic names, and a CSV in Arabic', async () => {
    stubOrganisation({ body: RECEIVED });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:figures';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderRoute('/ar/organisations/3');
    const texts = ar.organisations.received;
    expect(await screen.findByText('وصلها 55 غرضًا خلال آخر 26 أسبوعًا.')).toBeVisible();
    const byRegion = screen.getByRole('figure', { name: texts.byRegion });
    expect(within(byRegion).getAllByRole('row')[1]).toHaveTextContent('المفرق40');
    await vi.waitFor(() => expect(vi.mocked(drawBarChart)).toHaveBeenCalled());
    expect(vi.mocked(drawBarChart).mock.calls.every(([, spec]) => spec.rtl)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: texts.download }));
    expect(clicked).toHaveBeenCalledOnce();
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('tabarru-organisation-3-received-2026-11-28.csv');
    const text = new TextDecoder().decode(await saved[0]?.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      'بداية الأسبوع,الفئة,المحافظة,الأغراض',
      `2026-11-21,${ar.posts.categories.Clothing},المفرق,40`,
      `2026-11-28,${ar.posts.categories.Clothing},عمّان,12`,
      `2026-11-28,${ar.posts.categories.Books},عمّان,3`,
      '',
    ]);
  });

  it('says when nothing has come in yet, without charts', async () => {
    stubOrganisation({ body: { weeks: WEEKS, rows: [] } });
    renderRoute('/organisations/3');
    expect(
      await screen.findByText('Nothing has been recorded as received in the last 26 weeks.'),
    ).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('button', { name: en.organisations.received.download })).toBeNull();
  });

  it('says the figures could not be loaded, and reads them again on Try again', async () => {
    let calls = 0;
    stubApi({
      'GET /api/organisations/3': { body: aPublicOrganisation(3) },
      'GET /api/organisations/3/needs': { body: { needs: [] } },
      'GET /api/organisations/3/received': () => {
        calls += 1;
        return calls === 1
          ? { status: 404, body: { message: 'x', code: 'NOT_FOUND' } }
          : { body: RECEIVED };
      },
    });
    renderRoute('/organisations/3');
    expect(await screen.findByText(en.organisations.received.failed)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: en.organisations.tryAgain }));
    expect(await screen.findByText('55 items received in the last 26 weeks.')).toBeVisible();
  });
});
