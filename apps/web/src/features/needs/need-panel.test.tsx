import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { NeedReceiptReply } from '@tabarru/contract/needs';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aNeed, aNeedPost, aReceipt } from '../../test/needs';
import { renderRoute } from '../../test/render-route';

const POST = 'GET /Posting/posts/41';
const RECEIPTS = 'GET /api/needs/41/receipts';
const RECORD = 'POST /api/needs/41/receipts';

/** Signed in as member `userId`: 7 is the organisation that posted need 41, 3 another member. */
function signedInAs(userId: 3 | 7, more: Record<string, StubHandler>) {
  storeToken(makeToken({ userId, username: userId === 7 ? 'alamal' : 'omar' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    [`GET /api/donations/claims/count/${userId}`]: { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
    ...more,
  });
}

/** The need's page reads 12 of 40 received until a receipt is recorded, then as many more. */
function recordedNeed(receipts: NeedReceiptReply[] = []) {
  let received = 12;
  const recorded = [...receipts];
  return {
    [POST]: () => ({ body: aNeedPost({ received }) }),
    [RECEIPTS]: () => ({ body: { receipts: recorded } }),
    [RECORD]: (request: { body: unknown }) => {
      const { quantity, way, donor } = request.body as {
        quantity: string;
        way: 'handover' | 'drop_off';
        donor?: string;
      };
      received += Number(quantity);
      recorded.unshift(
        aReceipt(recorded.length + 1, {
          quantity: Number(quantity),
          way,
          donor: donor ? { id: 3, username: donor } : null,
        }),
      );
      return {
        status: 201,
        body: { message: 'Received items recorded.', need: aNeed(41, { received }) },
      };
    },
  } satisfies Record<string, StubHandler>;
}

describe('a need on its page', { timeout: 15_000 }, () => {
  it.each([
    ['/posts/41', en, 'Al-Amal Food Bank', '/organisations/3', '12 of 40 received'],
    ['/ar/posts/41', ar, 'بنك الأمل للطعام', '/ar/organisations/3', 'وصل 12 من 40'],
  ] as const)(
    'on %s shows another member the mark, the organisation in the page’s language and the progress',
    async (path, catalog, name, href, progress) => {
      const api = signedInAs(3, { [POST]: { body: aNeedPost() } });
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'School bags' }),
      ).toBeInTheDocument();
      // The need's part comes with its own chunk, after the rest of the page.
      expect(await screen.findByText(catalog.organisations.verifiedMark)).toBeInTheDocument();
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
      // The day it is needed by, not the midnight after it, when it leaves the feed.
      expect(
        screen.getByText(catalog.needs.neededBy.replace(/\{\{date\}\}.*/, ''), { exact: false }),
      ).toHaveAttribute('datetime', '2027-09-01');
      expect(
        screen.queryByText(catalog.wanted.runsUntil.replace(/\{\{date\}\}.*/, ''), {
          exact: false,
        }),
      ).not.toBeInTheDocument();
      const bar = screen.getByRole('progressbar', { name: progress });
      expect(bar).toHaveAttribute('max', '40');
      expect(bar).toHaveAttribute('value', '12');
      expect(screen.getByText(progress)).toBeVisible();
      // Answered as any wanted post: I have this, a message about it.
      expect(screen.getAllByRole('link', { name: catalog.wanted.iHaveThis })[0]).toHaveAttribute(
        'href',
        `${path.startsWith('/ar') ? '/ar' : ''}/dm/7?post=41`,
      );
      expect(
        screen.queryByRole('heading', { name: catalog.needs.receipts.heading }),
      ).not.toBeInTheDocument();
      expect(api.callsTo(RECEIPTS)).toHaveLength(0);
    },
  );

  it('lets its organisation record a handover naming the member, and moves the progress', async () => {
    const api = signedInAs(7, recordedNeed());
    renderRoute('/posts/41');
    const form = await screen.findByRole('region', { name: en.needs.receipts.heading });
    expect(await within(form).findByText(en.needs.receipts.empty)).toBeInTheDocument();
    const quantity = within(form).getByLabelText(en.needs.receipts.quantity);
    expect(quantity).toHaveAccessibleDescription('Still needed: 28');
    expect(
      within(form).getByRole('radio', { name: en.needs.receipts.ways.handover }),
    ).toBeChecked();
    await userEvent.type(quantity, '5');
    await userEvent.type(within(form).getByLabelText(en.needs.receipts.donor), 'omar');
    await userEvent.click(within(form).getByRole('button', { name: en.needs.receipts.submit }));

    expect(await screen.findByText(en.needs.receipts.recorded)).toBeInTheDocument();
    expect(api.callsTo(RECORD)[0]?.body).toEqual({ quantity: '5', way: 'handover', donor: 'omar' });
    expect(
      await screen.findByRole('progressbar', { name: '17 of 40 received' }),
    ).toBeInTheDocument();
    const list = await within(form).findByRole('list');
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('5 items');
    expect(row).toHaveTextContent(en.needs.receipts.handedOverBy);
    expect(within(row as HTMLElement).getByRole('link', { name: 'omar' })).toHaveAttribute(
      'href',
      '/user/3',
    );
    // The form is empty again for the next receipt.
    expect(quantity).toHaveValue(null);
    expect(within(form).getByLabelText(en.needs.receipts.donor)).toHaveValue('');
  });

  it('records in Arabic what was left at a drop-off point, naming nobody', async () => {
    const api = signedInAs(7, recordedNeed([aReceipt(1)]));
    renderRoute('/ar/posts/41');
    const form = await screen.findByRole('region', { name: ar.needs.receipts.heading });
    await userEvent.click(
      within(form).getByRole('radio', { name: ar.needs.receipts.ways.drop_off }),
    );
    expect(within(form).queryByLabelText(ar.needs.receipts.donor)).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(ar.needs.receipts.quantity), '3');
    await userEvent.click(within(form).getByRole('button', { name: ar.needs.receipts.submit }));

    expect(await screen.findByText(ar.needs.receipts.recorded)).toBeInTheDocument();
    expect(api.callsTo(RECORD)[0]?.body).toEqual({ quantity: '3', way: 'drop_off' });
    expect(await screen.findByRole('progressbar', { name: 'وصل 15 من 40' })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = within(form).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent('3 أغراض');
    expect(newest).toHaveTextContent(ar.needs.receipts.ways.drop_off);
    expect(older).toHaveTextContent('5 أغراض');
    expect(within(older).getByRole('link', { name: 'omar' })).toHaveAttribute('href', '/ar/user/3');
  });

  it.each([
    [
      'NEED_MORE_THAN_LEFT',
      'quantity',
      409,
      en.needs.receipts.quantity,
      en.needs.errors.NEED_MORE_THAN_LEFT,
    ],
    [
      'NEED_DONOR_NOT_FOUND',
      'donor',
      400,
      en.needs.receipts.donor,
      en.needs.errors.NEED_DONOR_NOT_FOUND,
    ],
  ] as const)('shows the refusal %s beside its field', async (code, field, status, label, text) => {
    signedInAs(7, {
      [POST]: { body: aNeedPost() },
      [RECEIPTS]: { body: { receipts: [] } },
      [RECORD]: { status, body: { message: 'Refused', code, field } },
    });
    renderRoute('/posts/41');
    const form = await screen.findByRole('region', { name: en.needs.receipts.heading });
    await userEvent.type(within(form).getByLabelText(en.needs.receipts.quantity), '30');
    await userEvent.type(within(form).getByLabelText(en.needs.receipts.donor), 'nobody');
    await userEvent.click(within(form).getByRole('button', { name: en.needs.receipts.submit }));
    const control = within(form).getByLabelText(label);
    await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
    expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
  });

  it('says in Arabic, above the button, that everything already came in', async () => {
    signedInAs(7, {
      [POST]: { body: aNeedPost() },
      [RECEIPTS]: { body: { receipts: [] } },
      [RECORD]: {
        status: 409,
        body: { message: 'Fulfilled', code: 'NEED_FULFILLED' },
      },
    });
    renderRoute('/ar/posts/41');
    const form = await screen.findByRole('region', { name: ar.needs.receipts.heading });
    await userEvent.type(within(form).getByLabelText(ar.needs.receipts.quantity), '2');
    await userEvent.click(within(form).getByRole('button', { name: ar.needs.receipts.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      ar.needs.errors.NEED_FULFILLED,
    );
  });

  it('shows its organisation no form once everything came in, only what was recorded', async () => {
    signedInAs(7, {
      [POST]: { body: aNeedPost({ received: 40 }, { availability: 'donated' }) },
      [RECEIPTS]: { body: { receipts: [aReceipt(1, { quantity: 40, donor: null })] } },
    });
    renderRoute('/posts/41');
    const section = await screen.findByRole('region', { name: en.needs.receipts.heading });
    expect(within(section).getByText(en.needs.receipts.fulfilled)).toBeInTheDocument();
    expect(within(section).queryByLabelText(en.needs.receipts.quantity)).not.toBeInTheDocument();
    expect(await within(section).findByText('40 items')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '40 of 40 received' })).toBeInTheDocument();
  });
});
