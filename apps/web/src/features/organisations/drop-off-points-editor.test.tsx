import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { DropOffPointsRequest } from '@tabarru/contract/drop-off-points';
import type { DropOffPointReply } from '@tabarru/contract/organisations';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { StubHandler } from '../../test/api-stub';
import { signedIn } from '../../test/events';
import { aDropOffPoint, anApplication, aPublicOrganisation } from '../../test/organisations';
import { renderRoute } from '../../test/render-route';

const MINE = 'GET /api/organisations/mine';
const ORGANISATION = 'GET /api/organisations/3';
const SAVE = 'PUT /api/organisations/mine/drop-off-points';

const SHMEISANI = { id: 'amman-shmeisani', name_en: 'Shmeisani', name_ar: 'الشميساني' };

/** The reply of a save: the points as sent, with ids and the places' names. */
const saved: StubHandler = (request) => ({
  body: {
    message: 'Drop-off points saved.',
    drop_off_points: (request.body as DropOffPointsRequest).points.map(
      (point, index): DropOffPointReply =>
        aDropOffPoint(index + 1, {
          ...point,
          place: point.place === SHMEISANI.id ? SHMEISANI : aDropOffPoint(1).place,
        }),
    ),
  },
});

/** A verified organisation (3) with these points, on its application page. */
function verified(points: DropOffPointReply[], save: StubHandler = saved) {
  return signedIn({
    [MINE]: { body: { organisation: anApplication(3, { status: 'verified' }) } },
    [ORGANISATION]: { body: aPublicOrganisation(3, { drop_off_points: points }) },
    [SAVE]: save,
  });
}

const point = (catalog: typeof en, number: number) =>
  screen.findByRole('group', {
    name: catalog.organisations.dropOff.point.replace('{{number}}', String(number)),
  });

describe('the drop-off points of a verified organisation', () => {
  it('starts from the points its page shows, adds one and saves the whole list', async () => {
    const user = userEvent.setup();
    const api = verified([aDropOffPoint(1)]);
    renderRoute('/organisation');
    const texts = en.organisations.dropOff;
    expect(
      await screen.findByRole('heading', { level: 2, name: texts.heading }),
    ).toBeInTheDocument();
    const first = await point(en, 1);
    expect(within(first).getByLabelText(texts.addressEn)).toHaveValue(
      'Wasfi Al-Tal St. 12, beside the Safeway',
    );
    expect(within(first).getByLabelText(texts.hoursAr)).toHaveAttribute('dir', 'rtl');
    await waitFor(() =>
      expect(within(first).getByRole('combobox', { name: texts.place })).toHaveValue(
        'Khalda, Amman',
      ),
    );

    await user.click(screen.getByRole('button', { name: texts.add }));
    const second = await point(en, 2);
    await user.type(within(second).getByRole('combobox', { name: texts.place }), 'Shmeisani');
    await user.keyboard('{Enter}');
    await user.type(within(second).getByLabelText(texts.addressEn), '  Abdul Hamid Sharaf St. 4 ');
    await user.type(within(second).getByLabelText(texts.addressAr), 'شارع عبد الحميد شرف 4');
    await user.type(within(second).getByLabelText(texts.hoursEn), 'Sun to Thu, 10:00 to 14:00');
    await user.type(
      within(second).getByLabelText(texts.hoursAr),
      'من الأحد إلى الخميس، من 10:00 إلى 14:00',
    );
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([
      {
        points: [
          {
            place: 'amman-khalda',
            address_en: 'Wasfi Al-Tal St. 12, beside the Safeway',
            address_ar: 'شارع وصفي التل 12، بجانب سيفوي',
            hours_en: 'Sat to Thu, 9:00 to 17:00',
            hours_ar: 'من السبت إلى الخميس، من 9:00 إلى 17:00',
          },
          {
            place: 'amman-shmeisani',
            address_en: 'Abdul Hamid Sharaf St. 4',
            address_ar: 'شارع عبد الحميد شرف 4',
            hours_en: 'Sun to Thu, 10:00 to 14:00',
            hours_ar: 'من الأحد إلى الخميس، من 10:00 إلى 14:00',
          },
        ],
      },
    ]);
    // The organisation's public page is read again.
    await waitFor(() => expect(api.callsTo(ORGANISATION)).toHaveLength(2));
  });

  it('removes a point in Arabic, saying which, and saves the rest', async () => {
    const user = userEvent.setup();
    const api = verified([
      aDropOffPoint(1),
      aDropOffPoint(2, { place: SHMEISANI, address_ar: 'شارع عبد الحميد شرف 4' }),
    ]);
    renderRoute('/ar/organisation');
    const texts = ar.organisations.dropOff;
    expect(
      await screen.findByRole('heading', { level: 2, name: texts.heading }),
    ).toBeInTheDocument();
    await point(ar, 2);
    await user.click(
      screen.getByRole('button', { name: texts.removeLabel.replace('{{number}}', '1') }),
    );
    const only = await point(ar, 1);
    expect(within(only).getByLabelText(texts.addressAr)).toHaveValue('شارع عبد الحميد شرف 4');
    expect(
      screen.queryByRole('group', { name: texts.point.replace('{{number}}', '2') }),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([
      {
        points: [
          {
            place: 'amman-shmeisani',
            address_en: 'Wasfi Al-Tal St. 12, beside the Safeway',
            address_ar: 'شارع عبد الحميد شرف 4',
            hours_en: 'Sat to Thu, 9:00 to 17:00',
            hours_ar: 'من السبت إلى الخميس، من 9:00 إلى 17:00',
          },
        ],
      },
    ]);
  });

  it.each([
    ['/organisation', en],
    ['/ar/organisation', ar],
  ] as const)(
    'on %s puts the API’s refusal of a field beside that field',
    async (path, catalog) => {
      const user = userEvent.setup();
      verified([aDropOffPoint(1)], {
        status: 400,
        body: {
          message: 'points.0.address_ar contains control characters',
          code: 'CONTROL_CHARACTERS',
          field: 'points.0.address_ar',
        },
      });
      renderRoute(path);
      const first = await point(catalog, 1);
      await user.click(screen.getByRole('button', { name: catalog.organisations.dropOff.save }));
      const address = within(first).getByLabelText(catalog.organisations.dropOff.addressAr);
      await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
      expect(address).toHaveAccessibleDescription(
        expect.stringContaining(catalog.errors.CONTROL_CHARACTERS),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(catalog.organisations.dropOff.saved)).toBeNull();
    },
  );

  it.each([
    ['/organisation', en],
    ['/ar/organisation', ar],
  ] as const)(
    'on %s names what a new point lacks, and what is too long, before sending',
    async (path, catalog) => {
      const user = userEvent.setup();
      const api = verified([]);
      renderRoute(path);
      const texts = catalog.organisations.dropOff;
      expect(await screen.findByText(texts.none)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: texts.add }));
      const added = await point(catalog, 1);
      await user.click(within(added).getByLabelText(texts.addressEn));
      await user.paste('x'.repeat(201));
      await user.click(screen.getByRole('button', { name: texts.save }));

      const place = within(added).getByRole('combobox', { name: texts.place });
      expect(place).toHaveAccessibleDescription(texts.placeRequired);
      // The first field that lacks something takes the focus, not the first text field after it.
      await waitFor(() => expect(place).toHaveFocus());
      expect(within(added).getByLabelText(texts.addressEn)).toHaveAccessibleDescription(
        expect.stringContaining(catalog.organisations.form.tooLong.replace('{{max}}', '200')),
      );
      for (const [label, error] of [
        [texts.addressAr, texts.addressArRequired],
        [texts.hoursEn, texts.hoursEnRequired],
        [texts.hoursAr, texts.hoursArRequired],
      ] as const) {
        const field = within(added).getByLabelText(label);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(expect.stringContaining(error));
      }
      expect(api.callsTo(SAVE)).toEqual([]);
    },
  );

  it('lets no eleventh point be added, and says why', async () => {
    verified(Array.from({ length: 10 }, (_, index) => aDropOffPoint(index + 1)));
    renderRoute('/organisation');
    await point(en, 10);
    const add = screen.getByRole('button', { name: en.organisations.dropOff.add });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(en.organisations.dropOff.full.replace('{{max}}', '10'));
  });

  it.each(['pending', 'rejected'] as const)(
    'shows no drop-off points to an application %s',
    async (status) => {
      const api = signedIn({ [MINE]: { body: { organisation: anApplication(3, { status }) } } });
      renderRoute('/organisation');
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Al-Amal Food Bank' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(en.organisations.dropOff.heading)).toBeNull();
      expect(api.callsTo(ORGANISATION)).toEqual([]);
    },
  );
});
