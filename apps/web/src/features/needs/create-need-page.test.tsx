import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { dayAfter } from '@tabarru/contract/amman-time';
import { eventToday } from '@tabarru/contract/event-time';
import type { OrganisationStatus } from '@tabarru/contract/organisations';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi, type StubHandler } from '../../test/api-stub';
import { signedIn } from '../../test/events';
import { aNeed, aNeedPost } from '../../test/needs';
import { anApplication } from '../../test/organisations';
import { renderRoute } from '../../test/render-route';

const MINE = 'GET /api/organisations/mine';
const CREATE = 'POST /api/needs';

/** A day `days` from today on Amman's clock, as the date control holds it. */
const dayFromToday = (days: number) => dayAfter(eventToday(), days);

function organisation(status: OrganisationStatus | null, more: Record<string, StubHandler> = {}) {
  return signedIn({
    [MINE]: { body: { organisation: status && anApplication(3, { status }) } },
    ...more,
  });
}

/** Fills the need's form in the catalog's language. */
async function fillNeed(catalog: typeof en, deadline: string) {
  await userEvent.type(
    await screen.findByLabelText(catalog.wanted.create.fieldTitle),
    'School bags',
  );
  await userEvent.type(
    screen.getByLabelText(catalog.wanted.create.fieldDescription),
    'For the children of our after-school club.',
  );
  await userEvent.selectOptions(screen.getByLabelText(catalog.wanted.create.category), 'Books');
  await userEvent.selectOptions(screen.getByLabelText(catalog.wanted.create.region), 'Amman');
  await userEvent.type(screen.getByLabelText(catalog.needs.create.quantity), '40');
  await userEvent.type(screen.getByLabelText(catalog.needs.create.deadline), deadline);
}

describe('/needs/new', { timeout: 15_000 }, () => {
  it('sends a visitor to the login page and back', async () => {
    const api = stubApi({});
    const { router } = renderRoute('/needs/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/needs/new');
    expect(api.callsTo(MINE)).toHaveLength(0);
  });

  it.each([
    ['/needs/new', en, '/posts/41'],
    ['/ar/needs/new', ar, '/ar/posts/41'],
  ] as const)(
    'on %s a verified organisation posts a need and lands on its page',
    async (path, catalog, postPath) => {
      const api = organisation('verified', {
        [CREATE]: { status: 201, body: { message: 'Need posted.', need: aNeed(41) } },
        'GET /Posting/posts/41': { body: aNeedPost() },
        'GET /api/blocks': { body: { blocks: [] } },
        'GET /api/needs/41/receipts': { body: { receipts: [] } },
      });
      const { router } = renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: catalog.needs.create.heading }),
      ).toBeInTheDocument();
      const deadline = await screen.findByLabelText(catalog.needs.create.deadline);
      expect(deadline).toHaveAttribute('type', 'date');
      expect(deadline).toHaveAttribute('min', dayFromToday(0));
      expect(deadline).toHaveAttribute('max', dayFromToday(365));
      expect(screen.getByLabelText(catalog.needs.create.quantity)).toHaveAccessibleDescription(
        catalog.needs.create.quantityHint.replace('{{max}}', '10,000'),
      );
      const day = dayFromToday(30);
      await fillNeed(catalog, day);
      await userEvent.click(screen.getByRole('button', { name: catalog.needs.create.submit }));

      expect(await screen.findByText(catalog.needs.create.created)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe(postPath));
      expect(api.callsTo(CREATE)[0]?.body).toEqual({
        title: 'School bags',
        description: 'For the children of our after-school club.',
        category: 'Books',
        region: 'Amman',
        quantity: '40',
        deadline: day,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'School bags' }),
      ).toBeInTheDocument();
    },
  );

  it('says in Arabic when the need waits for an administrator’s review', async () => {
    organisation('verified', {
      [CREATE]: {
        status: 201,
        body: { message: 'Need posted.', need: aNeed(41, { under_review: true }) },
      },
      'GET /Posting/posts/41': { body: aNeedPost() },
      'GET /api/blocks': { body: { blocks: [] } },
      'GET /api/needs/41/receipts': { body: { receipts: [] } },
    });
    renderRoute('/ar/needs/new');
    await screen.findByLabelText(ar.needs.create.deadline);
    await fillNeed(ar, dayFromToday(30));
    await userEvent.click(screen.getByRole('button', { name: ar.needs.create.submit }));
    expect(await screen.findByText(ar.needs.create.underReview)).toBeInTheDocument();
    expect(screen.queryByText(ar.needs.create.created)).not.toBeInTheDocument();
  });

  it('shows a day out of range beside the day, and a refusal of the account in a toast', async () => {
    let refusals = 0;
    organisation('verified', {
      [CREATE]: () =>
        ++refusals === 1
          ? {
              status: 400,
              body: {
                message: 'Choose a day from today to 365 days ahead.',
                code: 'NEED_DEADLINE_OUT_OF_RANGE',
                field: 'deadline',
              },
            }
          : {
              status: 403,
              body: {
                message: 'Only a verified organisation can do this.',
                code: 'NOT_A_VERIFIED_ORGANISATION',
              },
            },
    });
    renderRoute('/ar/needs/new');
    await fillNeed(ar, dayFromToday(3));
    await userEvent.click(screen.getByRole('button', { name: ar.needs.create.submit }));
    const deadline = screen.getByLabelText(ar.needs.create.deadline);
    await waitFor(() => expect(deadline).toHaveAttribute('aria-invalid', 'true'));
    expect(deadline).toHaveAccessibleDescription(
      `${ar.needs.create.deadlineHint} ${ar.needs.errors.NEED_DEADLINE_OUT_OF_RANGE}`,
    );

    // Changed, the day is no longer said to be wrong; the next refusal names no field.
    await userEvent.clear(deadline);
    await userEvent.type(deadline, dayFromToday(4));
    expect(deadline).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: ar.needs.create.submit }));
    expect(
      await screen.findByText(ar.needs.errors.NOT_A_VERIFIED_ORGANISATION),
    ).toBeInTheDocument();
  });

  it.each([
    ['/needs/new', en, null, en.needs.create.notApplied, en.needs.create.apply, '/organisation'],
    [
      '/ar/needs/new',
      ar,
      'pending',
      ar.needs.create.pending,
      ar.needs.create.seeApplication,
      '/ar/organisation',
    ],
    [
      '/needs/new',
      en,
      'rejected',
      en.needs.create.rejected,
      en.needs.create.seeApplication,
      '/organisation',
    ],
  ] as const)(
    'on %s tells a member whose account is no verified organisation (%s) why, with the way to the application',
    async (path, catalog, status, text, linkName, href) => {
      const api = organisation(status);
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 2, name: catalog.needs.create.onlyVerified }),
      ).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: linkName })).toHaveAttribute('href', href);
      expect(screen.queryByLabelText(catalog.needs.create.quantity)).not.toBeInTheDocument();
      expect(api.callsTo(CREATE)).toHaveLength(0);
    },
  );

  it('says when the account could not be checked, and checks again on request', async () => {
    let reads = 0;
    signedIn({
      [MINE]: () =>
        ++reads === 1
          ? { status: 429, body: { message: 'Too many requests', code: 'RATE_LIMITED' } }
          : { body: { organisation: anApplication(3, { status: 'verified' }) } },
    });
    renderRoute('/needs/new');
    expect(await screen.findByText(en.needs.create.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.needs.tryAgain }));
    expect(await screen.findByLabelText(en.needs.create.quantity)).toBeInTheDocument();
  });
});
