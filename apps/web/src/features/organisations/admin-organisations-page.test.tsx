import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { OrganisationApplicationReply } from '@tabarru/contract/organisations';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { signedIn } from '../../test/events';
import { anApplication } from '../../test/organisations';
import { renderRoute } from '../../test/render-route';

const PENDING = 'GET /api/admin/organisations?status=pending';
const VERIFIED = 'GET /api/admin/organisations?status=verified';

const AMAL = anApplication(3, { username: 'amal_bank' });
const NOUR = anApplication(4, {
  user_id: 9,
  username: 'nour_school',
  name_en: 'Al-Nour School',
  name_ar: 'مدرسة النور',
  kind: 'school',
  registration_number: 'MOE-118',
  contact_name: 'Khaled Omar',
  contact_phone: '0781112223',
  accepts: ['Books'],
  accepts_note_en: '',
  accepts_note_ar: '',
});

/** An administrator whose lists the API answers from `lists`, which a decision changes. */
function administrator(lists: { pending: OrganisationApplicationReply[] }, more = {}) {
  return signedIn(
    {
      [PENDING]: () => ({ body: { organisations: lists.pending } }),
      [VERIFIED]: { body: { organisations: [] } },
      ...more,
    },
    { isAdmin: true },
  );
}

function item(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name });
  const row = heading.closest('li');
  if (!row) throw new Error(`no row of ${name}`);
  return row;
}

describe('/admin/organisations', () => {
  it('lists the waiting applications with both names, the kind, the registration and the contact', async () => {
    administrator({ pending: [AMAL, NOUR] });
    renderRoute('/admin/organisations');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.organisations.admin.heading }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Al-Amal Food Bank' });
    const amal = item('Al-Amal Food Bank');
    expect(within(amal).getByText('بنك الأمل للطعام')).toHaveAttribute('lang', 'ar');
    expect(within(amal).getByText('بنك الأمل للطعام')).toHaveAttribute('dir', 'rtl');
    expect(within(amal).getByText(en.organisations.kinds.food_bank)).toBeInTheDocument();
    expect(within(amal).getByText('MOSD-2231')).toBeInTheDocument();
    expect(within(amal).getByText('Sara Haddad')).toBeInTheDocument();
    expect(within(amal).getByRole('link', { name: '0791234567' })).toHaveAttribute(
      'href',
      'tel:0791234567',
    );
    expect(within(amal).getByRole('link', { name: 'amal_bank' })).toHaveAttribute(
      'href',
      '/user/7',
    );
    expect(within(amal).getByText('2 Mar 2026')).toBeInTheDocument();
    expect(within(amal).getByText(en.posts.categories.Clothing)).toBeInTheDocument();
    const nour = item('Al-Nour School');
    expect(within(nour).getByText(en.organisations.kinds.school)).toBeInTheDocument();
    expect(within(nour).getByRole('link', { name: 'nour_school' })).toHaveAttribute(
      'href',
      '/user/9',
    );
    expect(
      screen.getByRole('link', { name: en.organisations.status.pending, current: 'page' }),
    ).toBeInTheDocument();
  });

  it('verifies an application, says so and reads the list again', async () => {
    const lists = { pending: [AMAL, NOUR] };
    const api = administrator(lists, {
      'POST /api/admin/organisations/3/verify': () => {
        lists.pending = [NOUR];
        return {
          body: {
            message: 'The organisation was verified.',
            organisation: { ...AMAL, status: 'verified', decided_at: '2026-03-05T10:00:00.000Z' },
          },
        };
      },
    });
    renderRoute('/admin/organisations');
    await screen.findByRole('heading', { level: 2, name: 'Al-Amal Food Bank' });
    await userEvent.click(
      within(item('Al-Amal Food Bank')).getByRole('button', {
        name: 'Verify \u2068Al-Amal Food Bank\u2069',
      }),
    );
    expect(
      await screen.findByText('\u2068Al-Amal Food Bank\u2069 is now a verified organisation.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/organisations/3/verify')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 2, name: 'Al-Amal Food Bank' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.callsTo(PENDING).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Al-Nour School' })).toBeInTheDocument();
  });

  it('turns an application down in Arabic only once the administrator confirms', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const lists = { pending: [AMAL] };
    const api = administrator(lists, {
      'POST /api/admin/organisations/3/reject': () => {
        lists.pending = [];
        return {
          body: {
            message: 'The application was turned down.',
            organisation: { ...AMAL, status: 'rejected', decided_at: '2026-03-05T10:00:00.000Z' },
          },
        };
      },
    });
    renderRoute('/ar/admin/organisations');
    await screen.findByRole('heading', { level: 2, name: 'بنك الأمل للطعام' });
    const reject = within(item('بنك الأمل للطعام')).getByRole('button', {
      name: 'رفض طلب \u2068بنك الأمل للطعام\u2069',
    });
    await userEvent.click(reject);
    expect(confirm).toHaveBeenCalledWith(
      'هل تريد رفض طلب \u2068بنك الأمل للطعام\u2069؟ لا يمكن التراجع عن ذلك.',
    );
    expect(api.callsTo('POST /api/admin/organisations/3/reject')).toHaveLength(0);

    await userEvent.click(reject);
    expect(await screen.findByText('رُفض طلب \u2068بنك الأمل للطعام\u2069.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/organisations/3/reject')).toHaveLength(1);
    expect(await screen.findByText(ar.organisations.admin.emptyPending)).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('says in Arabic when another administrator decided first, and reads the list again', async () => {
    const lists = { pending: [AMAL] };
    const api = administrator(lists, {
      'POST /api/admin/organisations/3/verify': () => {
        lists.pending = [];
        return {
          status: 409,
          body: {
            message: 'This application was already decided.',
            code: 'ORGANISATION_ALREADY_DECIDED',
          },
        };
      },
    });
    renderRoute('/ar/admin/organisations');
    await screen.findByRole('heading', { level: 2, name: 'بنك الأمل للطعام' });
    await userEvent.click(
      screen.getByRole('button', { name: 'توثيق \u2068بنك الأمل للطعام\u2069' }),
    );
    expect(
      await screen.findByText(ar.organisations.errors.ORGANISATION_ALREADY_DECIDED),
    ).toBeInTheDocument();
    expect(await screen.findByText(ar.organisations.admin.emptyPending)).toBeInTheDocument();
    expect(api.callsTo(PENDING).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the verified ones on their own list, without the decisions, linked to their page', async () => {
    const api = administrator(
      { pending: [] },
      {
        [VERIFIED]: {
          body: {
            organisations: [
              { ...AMAL, status: 'verified', decided_at: '2026-03-05T10:00:00.000Z' },
            ],
          },
        },
      },
    );
    const { router } = renderRoute('/admin/organisations');
    expect(await screen.findByText(en.organisations.admin.emptyPending)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: en.organisations.status.verified }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=verified'));
    const amal = await screen.findByRole('heading', { level: 2, name: 'Al-Amal Food Bank' });
    const row = amal.closest('li') as HTMLElement;
    expect(within(row).getByText(en.organisations.verifiedMark)).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByRole('link', { name: en.organisations.admin.seePage })).toHaveAttribute(
      'href',
      '/organisations/3',
    );
    expect(api.callsTo(VERIFIED)).toHaveLength(1);
  });

  it('sends a member who is not an administrator to /not-authorized, asking nothing', async () => {
    const api = signedIn({});
    const { router } = renderRoute('/ar/admin/organisations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/not-authorized'));
    expect(api.callsTo(PENDING)).toHaveLength(0);
  });
});
