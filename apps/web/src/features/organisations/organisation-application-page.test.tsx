import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { OrganisationStatus } from '@tabarru/contract/organisations';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { signedIn } from '../../test/events';
import { anApplication } from '../../test/organisations';
import { renderRoute } from '../../test/render-route';

const MINE = 'GET /api/organisations/mine';
const APPLY = 'POST /api/organisations';

/** Fills every field of the form in the catalog's language, some with stray spaces. */
async function fillForm(catalog: typeof en) {
  const form = catalog.organisations.form;
  await userEvent.type(await screen.findByLabelText(form.nameEn), '  Al-Amal Food Bank ');
  await userEvent.type(screen.getByLabelText(form.nameAr), 'بنك الأمل للطعام');
  await userEvent.selectOptions(
    screen.getByLabelText(form.kind),
    catalog.organisations.kinds.food_bank,
  );
  await userEvent.type(screen.getByLabelText(form.registrationNumber), 'MOSD-2231');
  await userEvent.type(screen.getByLabelText(form.contactName), 'Sara Haddad');
  await userEvent.type(screen.getByLabelText(form.contactPhone), '+962 79 123 4567');
  // Checked out of the app's order: sent in it.
  await userEvent.click(screen.getByRole('checkbox', { name: catalog.posts.categories.Food }));
  await userEvent.click(screen.getByRole('checkbox', { name: catalog.posts.categories.Clothing }));
  await userEvent.type(screen.getByLabelText(form.noteEn), 'Dry food and winter clothes, please.');
}

describe('/organisation', () => {
  it('sends a visitor to the login page and back', async () => {
    const api = stubApi({});
    const { router } = renderRoute('/ar/organisation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/authentication/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/organisation');
    expect(api.callsTo(MINE)).toHaveLength(0);
  });

  it('sends the application with its texts trimmed and the phone as 07, then shows it waiting', async () => {
    const api = signedIn({
      [MINE]: { body: { organisation: null } },
      [APPLY]: (request) => ({
        status: 201,
        body: {
          message: 'Your application was sent. An administrator will review it.',
          organisation: anApplication(3, request.body as object),
        },
      }),
    });
    renderRoute('/organisation');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.organisations.apply.heading }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(en.organisations.form.nameAr)).toHaveAttribute(
      'dir',
      'rtl',
    );
    await fillForm(en);
    await userEvent.click(screen.getByRole('button', { name: en.organisations.apply.submit }));

    expect(await screen.findByText(en.organisations.apply.sent)).toBeInTheDocument();
    expect(api.callsTo(APPLY)).toHaveLength(1);
    expect(api.callsTo(APPLY)[0]?.body).toEqual({
      name_en: 'Al-Amal Food Bank',
      name_ar: 'بنك الأمل للطعام',
      kind: 'food_bank',
      registration_number: 'MOSD-2231',
      contact_name: 'Sara Haddad',
      contact_phone: '0791234567',
      accepts: ['Clothing', 'Food'],
      accepts_note_en: 'Dry food and winter clothes, please.',
      accepts_note_ar: '',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Al-Amal Food Bank' }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.organisations.status.pending)).toBeInTheDocument();
    expect(screen.getByText(en.organisations.apply.pendingText)).toBeInTheDocument();
    expect(screen.queryByLabelText(en.organisations.form.nameEn)).not.toBeInTheDocument();
  });

  it('names each missing field in Arabic and sends nothing', async () => {
    const api = signedIn({ [MINE]: { body: { organisation: null } } });
    renderRoute('/ar/organisation');
    const form = ar.organisations.form;
    await userEvent.click(
      await screen.findByRole('button', { name: ar.organisations.apply.submit }),
    );
    const expected = [
      [form.nameEn, form.nameEnRequired],
      [form.nameAr, form.nameArRequired],
      [form.kind, form.kindRequired],
      [form.registrationNumber, form.registrationRequired],
      [form.contactName, form.contactNameRequired],
    ] as const;
    for (const [label, error] of expected) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(error));
    }
    expect(screen.getByLabelText(form.contactPhone)).toHaveAccessibleDescription(
      expect.stringContaining(form.contactPhoneRequired),
    );
    expect(screen.getByLabelText(form.nameEn)).toHaveFocus();
    expect(api.callsTo(APPLY)).toEqual([]);
  });

  it('refuses a phone that is not a Jordanian mobile before sending', async () => {
    const api = signedIn({ [MINE]: { body: { organisation: null } } });
    renderRoute('/organisation');
    await fillForm(en);
    const phone = screen.getByLabelText(en.organisations.form.contactPhone);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0612345678');
    await userEvent.click(screen.getByRole('button', { name: en.organisations.apply.submit }));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(en.phone.invalid));
    expect(api.callsTo(APPLY)).toEqual([]);
  });

  it('says in Arabic when the account applied already, and shows the application', async () => {
    let applied = false;
    signedIn({
      [MINE]: () => ({ body: { organisation: applied ? anApplication(3) : null } }),
      [APPLY]: () => {
        applied = true;
        return {
          status: 409,
          body: {
            message: 'This account has already applied for an organisation.',
            code: 'ORGANISATION_ALREADY_APPLIED',
          },
        };
      },
    });
    renderRoute('/ar/organisation');
    await fillForm(ar);
    await userEvent.click(screen.getByRole('button', { name: ar.organisations.apply.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ar.organisations.errors.ORGANISATION_ALREADY_APPLIED);
    await userEvent.click(
      within(alert).getByRole('button', { name: ar.organisations.apply.seeApplication }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'بنك الأمل للطعام' }),
    ).toBeInTheDocument();
    expect(screen.getByText(ar.organisations.status.pending)).toBeInTheDocument();
  });

  it('puts the API’s refusal of a field on that field, in Arabic', async () => {
    signedIn({
      [MINE]: { body: { organisation: null } },
      [APPLY]: {
        status: 400,
        body: {
          message: 'name_ar contains control characters',
          code: 'CONTROL_CHARACTERS',
          field: 'name_ar',
        },
      },
    });
    renderRoute('/ar/organisation');
    await fillForm(ar);
    await userEvent.click(screen.getByRole('button', { name: ar.organisations.apply.submit }));
    const name = screen.getByLabelText(ar.organisations.form.nameAr);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(ar.errors.CONTROL_CHARACTERS));
    expect(name).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      '/organisation',
      en,
      'pending',
      en.organisations.status.pending,
      en.organisations.apply.pendingText,
    ],
    [
      '/ar/organisation',
      ar,
      'pending',
      ar.organisations.status.pending,
      ar.organisations.apply.pendingText,
    ],
    [
      '/organisation',
      en,
      'verified',
      en.organisations.verifiedMark,
      en.organisations.apply.verifiedText,
    ],
    [
      '/ar/organisation',
      ar,
      'verified',
      ar.organisations.verifiedMark,
      ar.organisations.apply.verifiedText,
    ],
  ] as const)(
    'on %s shows an application %s with its status in words',
    async (path, catalog, status: OrganisationStatus, badge, text) => {
      signedIn({ [MINE]: { body: { organisation: anApplication(3, { status }) } } });
      renderRoute(path);
      const name = path.startsWith('/ar') ? 'بنك الأمل للطعام' : 'Al-Amal Food Bank';
      const heading = await screen.findByRole('heading', { level: 2, name });
      expect(heading).toHaveAttribute('lang', path.startsWith('/ar') ? 'ar' : 'en');
      expect(screen.getByText(badge)).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByText('MOSD-2231')).toBeInTheDocument();
      expect(screen.getByText(catalog.posts.categories.Food)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: catalog.organisations.apply.submit })).toBeNull();
      const pageLink = screen.queryByRole('link', { name: catalog.organisations.apply.seePage });
      const needLink = screen.queryByRole('link', { name: catalog.organisations.apply.postNeed });
      if (status === 'verified') {
        expect(pageLink).toHaveAttribute(
          'href',
          path.startsWith('/ar') ? '/ar/organisations/3' : '/organisations/3',
        );
        expect(needLink).toHaveAttribute(
          'href',
          path.startsWith('/ar') ? '/ar/needs/new' : '/needs/new',
        );
      } else {
        expect(pageLink).toBeNull();
        expect(needLink).toBeNull();
      }
    },
  );

  it('says in Arabic that an application was turned down, with the way to write to us', async () => {
    signedIn({
      [MINE]: {
        body: {
          organisation: anApplication(3, {
            status: 'rejected',
            decided_at: '2026-03-04T10:00:00.000Z',
          }),
        },
      },
    });
    renderRoute('/ar/organisation');
    expect(await screen.findByText(ar.organisations.status.rejected)).toBeInTheDocument();
    expect(screen.getByText(ar.organisations.details.decidedAt)).toBeInTheDocument();
    const application = screen.getByRole('region', { name: 'بنك الأمل للطعام' });
    expect(within(application).getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute(
      'href',
      '/ar/contact',
    );
    expect(screen.queryByText(ar.organisations.verifiedMark)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(ar.organisations.form.nameEn)).not.toBeInTheDocument();
  });
});
