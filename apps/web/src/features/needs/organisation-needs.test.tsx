import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi, type StubHandler } from '../../test/api-stub';
import { signedIn } from '../../test/events';
import { aNeed } from '../../test/needs';
import { aPublicOrganisation } from '../../test/organisations';
import { renderRoute } from '../../test/render-route';

const ORGANISATION = { 'GET /api/organisations/3': { body: aPublicOrganisation(3) } };
const NEEDS = 'GET /api/organisations/3/needs';

const OPEN_NEEDS = {
  needs: [
    aNeed(41, { deadline: '2026-12-01' }),
    aNeed(42, { title: 'Winter coats', quantity: 25, received: 0, deadline: '2027-01-15' }),
  ],
};

beforeEach(() => {
  // 13:00 in Amman on Monday 23 November 2026: the first need's day is this year's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('what an organisation needs now, on its page', { timeout: 15_000 }, () => {
  it.each([
    [
      '/organisations/3',
      en,
      ['Needed by Tuesday 1 December', '12 of 40 received'],
      ['Needed by Friday, 15 January 2027', '0 of 25 received'],
      '/posts/41',
    ],
    [
      '/ar/organisations/3',
      ar,
      ['مطلوب بحلول الثلاثاء، 1 كانون الأول', 'وصل 12 من 40'],
      ['مطلوب بحلول الجمعة، 15 كانون الثاني 2027', 'وصل 0 من 25'],
      '/ar/posts/41',
    ],
  ] as const)(
    'on %s lists its open needs with their day and how many came in',
    async (path, catalog, [firstDay, firstProgress], [secondDay, secondProgress], href) => {
      stubApi({ ...ORGANISATION, [NEEDS]: { body: OPEN_NEEDS } });
      renderRoute(path);
      const section = await screen.findByRole('region', {
        name: catalog.needs.organisation.heading,
      });
      const [first, second] = (await within(section).findAllByRole('listitem')) as [
        HTMLElement,
        HTMLElement,
      ];
      expect(within(first).getByRole('heading', { level: 3, name: 'School bags' })).toBeVisible();
      expect(within(first).getByRole('link', { name: 'School bags' })).toHaveAttribute(
        'href',
        href,
      );
      expect(within(first).getByText(firstDay)).toHaveAttribute('datetime', '2026-12-01');
      expect(within(first).getByRole('progressbar', { name: firstProgress })).toHaveAttribute(
        'value',
        '12',
      );
      expect(within(second).getByText(secondDay)).toBeInTheDocument();
      expect(within(second).getByRole('progressbar', { name: secondProgress })).toBeVisible();
      // Only its own account is offered to post another.
      expect(
        within(section).queryByRole('link', { name: catalog.needs.organisation.post }),
      ).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/organisations/3', en, '/needs/new'],
    ['/ar/organisations/3', ar, '/ar/needs/new'],
  ] as const)(
    'on %s offers the organisation’s own account to post a need, and says it has none open',
    async (path, catalog, href) => {
      signedIn({ ...ORGANISATION, [NEEDS]: { body: { needs: [] } } });
      renderRoute(path);
      const section = await screen.findByRole('region', {
        name: catalog.needs.organisation.heading,
      });
      expect(
        await within(section).findByText(catalog.needs.organisation.emptyOwn),
      ).toBeInTheDocument();
      expect(
        within(section).getByRole('link', { name: catalog.needs.organisation.post }),
      ).toHaveAttribute('href', href);
    },
  );

  it('tells a visitor the organisation needs nothing right now', async () => {
    stubApi({ ...ORGANISATION, [NEEDS]: { body: { needs: [] } } });
    renderRoute('/organisations/3');
    expect(await screen.findByText(en.needs.organisation.empty)).toBeInTheDocument();
  });

  it('says when its needs could not be loaded, and loads them again on request', async () => {
    let reads = 0;
    const needs: StubHandler = () =>
      ++reads === 1
        ? { status: 429, body: { message: 'Too many requests', code: 'RATE_LIMITED' } }
        : { body: OPEN_NEEDS };
    stubApi({ ...ORGANISATION, [NEEDS]: needs });
    renderRoute('/ar/organisations/3');
    expect(await screen.findByText(ar.needs.organisation.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ar.needs.tryAgain }));
    expect(await screen.findByRole('link', { name: 'Winter coats' })).toBeInTheDocument();
  });
});
