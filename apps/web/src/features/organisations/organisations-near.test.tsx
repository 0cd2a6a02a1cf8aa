import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { OrganisationNear } from '@tabarru/contract/organisations-near';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { signedIn } from '../../test/events';
import { aPublicOrganisation } from '../../test/organisations';
import { buildOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const BANK: OrganisationNear = {
  id: 3,
  name_en: 'Al-Amal Food Bank',
  name_ar: 'بنك الأمل للطعام',
  kind: 'food_bank',
  nearest_point: {
    id: 8,
    place: { id: 'zarqa', name_en: 'Zarqa', name_ar: 'الزرقاء' },
    address_en: 'The mosque, New Zarqa',
    address_ar: 'المسجد، الزرقاء الجديدة',
    hours_en: 'Every day after the afternoon prayer',
    hours_ar: 'يوميًا بعد صلاة العصر',
  },
  distance_km: null,
};

describe('the give form suggests organisations', { timeout: 20_000 }, () => {
  it.each([
    ['/create_post', en, 'Al-Amal Food Bank', 'The mosque, New Zarqa', '/organisations/3'],
    ['/ar/create_post', ar, 'بنك الأمل للطعام', 'المسجد، الزرقاء الجديدة', '/ar/organisations/3'],
  ] as const)(
    'on %s, once the category is chosen, nearest to its governorate',
    async (path, catalog, name, address, href) => {
      const api = signedIn({
        'GET /profile': { body: [buildOwnProfile()] },
        'GET /api/organisations?category=Food': { body: { organisations: [] } },
        'GET /api/organisations?category=Food&region=Zarqa': { body: { organisations: [BANK] } },
        'GET /api/organisations/3': { body: aPublicOrganisation(3) },
      });
      renderRoute(path);
      const user = userEvent.setup();
      const category = await screen.findByLabelText(catalog.posts.form.category);
      expect(
        screen.queryByRole('region', { name: catalog.organisations.near.heading }),
      ).not.toBeInTheDocument();
      await user.selectOptions(category, 'Food');
      await waitFor(() =>
        expect(api.callsTo('GET /api/organisations?category=Food')).toHaveLength(1),
      );
      // None near an item whose place is not said yet: nothing shows.
      expect(
        screen.queryByRole('region', { name: catalog.organisations.near.heading }),
      ).not.toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText(catalog.posts.form.region), 'Zarqa');
      const section = await screen.findByRole('region', {
        name: catalog.organisations.near.heading,
      });
      const link = within(section).getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(within(section).getByText(address)).toBeVisible();
      expect(within(section).getByText(catalog.organisations.verifiedMark)).toBeVisible();
    },
  );
});
