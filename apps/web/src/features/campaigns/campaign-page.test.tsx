import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { aCampaign } from '../../test/campaigns';
import { signedIn } from '../../test/events';
import { observeIntersectionsByHand, scrollToEverything } from '../../test/intersection';
import { anApplication } from '../../test/organisations';
import { renderRoute } from '../../test/render-route';

const MINE = 'GET /api/organisations/mine';

describe("a campaign's page", { timeout: 15_000 }, () => {
  it.each([
    [
      '/campaigns/5',
      en,
      'Winter warmth',
      ['1 December 2026 – 28 February 2027', '21 Jumada II – 21 Ramadan 1448 AH'],
      ['Amman 0 of 50 received', 'Mafraq 120 of 300 received'],
      '/organisations/3',
    ],
    [
      '/ar/campaigns/5',
      ar,
      'دفء الشتاء',
      ['1 كانون الأول 2026 – 28 شباط 2027', '21 جمادى الآخرة – 21 رمضان 1448 هـ'],
      ['عمّان وصل 0 من 50', 'المفرق وصل 120 من 300'],
      '/ar/organisations/3',
    ],
  ] as const)(
    'on %s shows its days in both calendars and a bar per governorate named in words',
    async (path, catalog, title, [gregorian, hijri], [amman, mafraq], organisationPath) => {
      stubApi({ 'GET /api/campaigns/5': { body: aCampaign(5) } });
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(
        screen.getAllByRole('definition').map((day) => day.textContent?.replace(/\s/g, ' ')),
      ).toEqual([gregorian, hijri]);
      const list = screen.getByRole('list', { name: catalog.campaigns.progress.label });
      const bars = within(list).getAllByRole('progressbar');
      expect(bars.map((bar) => bar.getAttribute('value'))).toEqual(['0', '120']);
      expect(within(list).getByRole('progressbar', { name: amman })).toHaveAttribute('max', '50');
      expect(within(list).getByRole('progressbar', { name: mafraq })).toHaveAttribute('max', '300');
      const runner = screen.getByRole('link', {
        name: catalog === ar ? 'بنك الأمل للطعام' : 'Al-Amal Food Bank',
      });
      expect(runner).toHaveAttribute('href', organisationPath);
    },
  );

  it('says a campaign that does not exist was not found', async () => {
    stubApi({
      'GET /api/campaigns/9': {
        status: 404,
        body: { message: 'Campaign not found', code: 'CAMPAIGN_NOT_FOUND' },
      },
    });
    renderRoute('/campaigns/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.campaigns.notFound }),
    ).toBeVisible();
  });
});

describe('the campaigns on home', { timeout: 15_000 }, () => {
  beforeEach(observeIntersectionsByHand);

  it.each([
    ['/', en, 'Winter warmth', 'Mafraq 120 of 300 received', '/campaigns/5'],
    ['/ar', ar, 'دفء الشتاء', 'المفرق وصل 120 من 300', '/ar/campaigns/5'],
  ] as const)('on %s show with their bars', async (path, catalog, title, mafraq, href) => {
    stubApi({ 'GET /api/campaigns': { body: { campaigns: [aCampaign(5)] } } });
    renderRoute(path);
    await scrollToEverything();
    const section = await screen.findByRole('region', { name: catalog.campaigns.home.heading });
    expect(within(section).getByRole('link', { name: title })).toHaveAttribute('href', href);
    expect(within(section).getByRole('progressbar', { name: mafraq })).toHaveAttribute(
      'value',
      '120',
    );
  });

  it('show nothing while none runs', async () => {
    const api = stubApi({ 'GET /api/campaigns': { body: { campaigns: [] } } });
    renderRoute('/');
    await scrollToEverything();
    await waitFor(() => expect(api.callsTo('GET /api/campaigns')).toHaveLength(1));
    expect(
      screen.queryByRole('region', { name: en.campaigns.home.heading }),
    ).not.toBeInTheDocument();
  });
});

describe('/campaigns/new', { timeout: 20_000 }, () => {
  it.each([
    ['/campaigns/new', en, 'POST /api/campaigns', false],
    ['/ar/campaigns/new', ar, 'POST /api/campaigns', false],
    ['/campaigns/new', en, 'POST /api/admin/campaigns', true],
  ] as const)(
    'on %s starts a campaign (%s) and opens its page',
    async (path, catalog, request, isAdmin) => {
      const api = signedIn(
        {
          [MINE]: {
            body: { organisation: isAdmin ? null : anApplication(3, { status: 'verified' }) },
          },
          [request]: {
            status: 201,
            body: { message: 'Campaign started.', campaign: aCampaign(5) },
          },
          'GET /api/campaigns/5': { body: aCampaign(5) },
        },
        { isAdmin },
      );
      const { router } = renderRoute(path);
      const form = catalog.campaigns.form;
      await userEvent.type(await screen.findByLabelText(form.title_en), 'Winter warmth');
      await userEvent.type(screen.getByLabelText(form.title_ar), 'دفء الشتاء');
      await userEvent.type(screen.getByLabelText(form.text_en), 'Coats for families.');
      await userEvent.type(screen.getByLabelText(form.text_ar), 'معاطف للعائلات.');
      await userEvent.click(
        screen.getByRole('checkbox', { name: catalog.posts.categories.Clothing }),
      );
      await userEvent.type(screen.getByLabelText(form.starts_on), '2099-01-01');
      await userEvent.type(screen.getByLabelText(form.ends_on), '2099-02-01');
      await userEvent.selectOptions(
        screen.getByLabelText(form.targetRegion.replace('{{number}}', '1')),
        'Mafraq',
      );
      await userEvent.type(
        screen.getByLabelText(form.targetQuantity.replace('{{number}}', '1')),
        '300',
      );
      await userEvent.click(screen.getByRole('button', { name: form.start }));
      await waitFor(() => expect(router.state.location.pathname).toMatch(/\/campaigns\/5$/));
      expect(api.callsTo(request)[0]?.body).toEqual({
        title_en: 'Winter warmth',
        title_ar: 'دفء الشتاء',
        text_en: 'Coats for families.',
        text_ar: 'معاطف للعائلات.',
        categories: ['Clothing'],
        starts_on: '2099-01-01',
        ends_on: '2099-02-01',
        targets: [{ region: 'Mafraq', quantity: 300 }],
      });
    },
  );

  it.each([
    ['/campaigns/new', en],
    ['/ar/campaigns/new', ar],
  ] as const)(
    'on %s shows what is missing beside each field, sending nothing',
    async (path, catalog) => {
      const api = signedIn({
        [MINE]: { body: { organisation: anApplication(3, { status: 'verified' }) } },
      });
      renderRoute(path);
      const form = catalog.campaigns.form;
      await userEvent.click(await screen.findByRole('button', { name: form.start }));
      expect(await screen.findByLabelText(form.title_en)).toHaveAccessibleDescription(
        expect.stringContaining(form.required),
      );
      expect(screen.getByText(form.categoriesRequired)).toBeVisible();
      expect(screen.getByText(form.targetsInvalid)).toBeVisible();
      expect(api.callsTo('POST /api/campaigns')).toHaveLength(0);
    },
  );

  it('tells a member who is no organisation how to become one', async () => {
    signedIn({ [MINE]: { body: { organisation: null } } });
    renderRoute('/campaigns/new');
    expect(
      await screen.findByRole('heading', { level: 2, name: en.campaigns.create.onlyOrganisations }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: en.campaigns.create.apply })).toHaveAttribute(
      'href',
      '/organisation',
    );
  });
});
