import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AdminContactMessage } from '@tabarru/contract/contact';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { signedIn } from '../../test/events';
import { renderRoute } from '../../test/render-route';

const OPEN: AdminContactMessage = {
  id: 4,
  name: 'لينا',
  email: 'lina@example.jo',
  message: 'Can I volunteer at the next event?',
  created_at: '2026-03-02T09:30:00.000Z',
  handled_at: null,
};

describe('/admin/contact-messages', () => {
  it('shows each message with a reply link, and marks it handled, then open again', async () => {
    let message = OPEN;
    const api = signedIn(
      {
        'GET /admin/contact-messages': () => ({ body: [message] }),
        'PUT /admin/contact-messages/4/handled': (request) => {
          const { handled } = request.body as { handled: boolean };
          message = { ...OPEN, handled_at: handled ? '2026-03-03T10:00:00.000Z' : null };
          return { body: message };
        },
      },
      { isAdmin: true },
    );
    renderRoute('/admin/contact-messages');
    const item = (await screen.findByRole('heading', { name: 'لينا' })).closest('li');
    if (!item) throw new Error('no message');
    expect(within(item).getByText(en.contact.admin.open)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Reply by email to لينا' })).toHaveAttribute(
      'href',
      'mailto:lina@example.jo',
    );
    await userEvent.click(
      within(item).getByRole('button', { name: 'Mark handled: the message from لينا' }),
    );
    expect(await screen.findByText(en.contact.admin.handledToast)).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/contact-messages/4/handled')[0]?.body).toEqual({
      handled: true,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark open: the message from لينا' }),
    );
    expect(await screen.findByText(en.contact.admin.reopenedToast)).toBeInTheDocument();
  });

  it('says so in Arabic when there is nothing', async () => {
    signedIn({ 'GET /admin/contact-messages': { body: [] } }, { isAdmin: true });
    renderRoute('/ar/admin/contact-messages');
    expect(await screen.findByText(ar.contact.admin.empty)).toBeInTheDocument();
  });
});
