import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { aPublicOrganisation } from '../../test/organisations';
import { renderRoute } from '../../test/render-route';

const ORGANISATION = 'GET /api/organisations/3';
const NEEDS = {
  'GET /api/organisations/3/needs': { body: { needs: [] } },
  'GET /api/organisations/3/received': { body: { weeks: [], rows: [] } },
};

describe('/organisations/:id', () => {
  it('shows a visitor the organisation in English, its Arabic name under it, with the mark', async () => {
    stubApi({ ...NEEDS, [ORGANISATION]: { body: aPublicOrganisation(3) } });
    renderRoute('/organisations/3');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Al-Amal Food Bank' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(heading).toHaveAttribute('dir', 'ltr');
    const arabicName = screen.getByText('بنك الأمل للطعام');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(en.organisations.verifiedMark)).toBeInTheDocument();
    expect(screen.getByText('Verified on 5 March 2026')).toBeInTheDocument();
    expect(screen.getByText(en.organisations.kinds.food_bank)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: en.organisations.page.acceptsHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.posts.categories.Food)).toBeInTheDocument();
    expect(screen.getByText(en.posts.categories.Clothing)).toBeInTheDocument();
    expect(screen.getByText('Dry food and winter clothes, please.')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('نستقبل المواد الغذائية الجافة والملابس الشتوية.')).toBeNull();
    expect(screen.getByRole('link', { name: en.organisations.page.seePosts })).toHaveAttribute(
      'href',
      '/user/7',
    );
    expect(document.title).toContain('Al-Amal Food Bank');
  });

  it('shows it in Arabic, its English name under it, and the English note when there is no Arabic one', async () => {
    stubApi({
      ...NEEDS,
      [ORGANISATION]: { body: aPublicOrganisation(3, { accepts_note_ar: '' }) },
    });
    renderRoute('/ar/organisations/3');
    const heading = await screen.findByRole('heading', { level: 1, name: 'بنك الأمل للطعام' });
    expect(heading).toHaveAttribute('lang', 'ar');
    expect(heading).toHaveAttribute('dir', 'rtl');
    const englishName = screen.getByText('Al-Amal Food Bank');
    expect(englishName).toHaveAttribute('lang', 'en');
    expect(englishName).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(ar.organisations.verifiedMark)).toBeInTheDocument();
    expect(screen.getByText(ar.organisations.kinds.food_bank)).toBeInTheDocument();
    expect(screen.getByText(ar.posts.categories.Food)).toBeInTheDocument();
    const note = screen.getByText('Dry food and winter clothes, please.');
    expect(note).toHaveAttribute('lang', 'en');
    expect(note).toHaveAttribute('dir', 'ltr');
  });

  it.each([
    ['/organisations/3', en, 'Khalda', 'City Mall, gate 3', 'Every day, 10:00 to 22:00'],
    ['/ar/organisations/3', ar, 'خلدا', 'سيتي مول، البوابة ٣', 'يوميًا من ١٠:٠٠ حتى ٢٢:٠٠'],
  ] as const)(
    'on %s lists where and when to bring items, in the page’s language',
    async (path, catalog, place, address, hours) => {
      stubApi({
        ...NEEDS,
        [ORGANISATION]: {
          body: aPublicOrganisation(3, {
            drop_off_points: [
              {
                id: 1,
                place: { id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' },
                address_en: 'City Mall, gate 3',
                address_ar: 'سيتي مول، البوابة ٣',
                hours_en: 'Every day, 10:00 to 22:00',
                hours_ar: 'يوميًا من ١٠:٠٠ حتى ٢٢:٠٠',
              },
            ],
          }),
        },
      });
      renderRoute(path);
      const section = await screen.findByRole('region', {
        name: catalog.organisations.page.dropOffHeading,
      });
      expect(section).toHaveTextContent(place);
      expect(section).toHaveTextContent(address);
      expect(section).toHaveTextContent(hours);
    },
  );

  it('lists no drop-off points when the organisation gave none', async () => {
    stubApi({ ...NEEDS, [ORGANISATION]: { body: aPublicOrganisation(3) } });
    renderRoute('/organisations/3');
    await screen.findByRole('heading', { level: 1, name: 'Al-Amal Food Bank' });
    expect(
      screen.queryByRole('heading', { name: en.organisations.page.dropOffHeading }),
    ).not.toBeInTheDocument();
  });

  it('shows the Arabic note on the Arabic page, and says when nothing is accepted yet', async () => {
    stubApi({ ...NEEDS, [ORGANISATION]: { body: aPublicOrganisation(3, { accepts: [] }) } });
    renderRoute('/ar/organisations/3');
    const note = await screen.findByText('نستقبل المواد الغذائية الجافة والملابس الشتوية.');
    expect(note).toHaveAttribute('lang', 'ar');
    expect(screen.getByText(ar.organisations.page.acceptsNone)).toBeInTheDocument();
    expect(screen.queryByText('Dry food and winter clothes, please.')).toBeNull();
  });

  it.each([
    ['/organisations/8', en],
    ['/ar/organisations/8', ar],
  ])('on %s says the organisation was not found', async (path, catalog) => {
    stubApi({
      'GET /api/organisations/8': {
        status: 404,
        body: { message: 'Organisation not found', code: 'ORGANISATION_NOT_FOUND' },
      },
    });
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: catalog.organisations.page.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByText(catalog.organisations.page.notFoundText)).toBeInTheDocument();
    expect(screen.queryByText(catalog.organisations.verifiedMark)).toBeNull();
  });

  it('does not ask for an id that is no number', async () => {
    const api = stubApi({});
    renderRoute('/ar/organisations/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: ar.organisations.page.notFound }),
    ).toBeInTheDocument();
    expect(api.pageCalls().filter((call) => call.path.startsWith('/api/organisations'))).toEqual(
      [],
    );
  });
});
