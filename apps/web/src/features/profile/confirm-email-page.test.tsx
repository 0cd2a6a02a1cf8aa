import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const CONFIRM = 'POST /api/email-change/confirm';

/** The paragraph whose whole text is `text`, however its address is wrapped. */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

const doneText = (template: string, email: string) =>
  template.replace(/<\/?\w+>/g, '').replace('{{email}}', email);

describe('/confirm-email', () => {
  it('confirms the new email as it opens, once, and says which email the account has now', async () => {
    const api = stubApi({
      [CONFIRM]: {
        body: { message: 'Your new email address is confirmed.', email: 'sara.new@example.jo' },
      },
    });
    renderRoute('/confirm-email?token=abc-123');
    expect(
      await screen.findByText(
        sentence(doneText(en.emailChange.confirm.done, 'sara.new@example.jo')),
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
    expect(api.callsTo(CONFIRM)[0]?.body).toEqual({ token: 'abc-123' });
    expect(screen.getByRole('link', { name: en.emailChange.confirm.profileLink })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
  });

  it('says in Arabic when the link is invalid or expired, and how to get a new one', async () => {
    stubApi({
      [CONFIRM]: {
        status: 400,
        body: {
          message: 'This link is invalid or has expired.',
          code: 'EMAIL_CHANGE_LINK_INVALID',
          field: 'token',
        },
      },
    });
    renderRoute('/ar/confirm-email?token=old');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ar.errors.EMAIL_CHANGE_LINK_INVALID);
    expect(alert).toHaveTextContent(ar.emailChange.confirm.askAgain);
    expect(screen.getByRole('link', { name: ar.emailChange.confirm.profileLink })).toHaveAttribute(
      'href',
      '/ar/profile',
    );
  });

  it('says when another account took the address meanwhile', async () => {
    stubApi({
      [CONFIRM]: {
        status: 409,
        body: { message: 'An account with this email already exists', code: 'EMAIL_TAKEN' },
      },
    });
    renderRoute('/confirm-email?token=late');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.emailChange.emailTaken);
  });

  it('offers to try again when the server could not be reached', async () => {
    let calls = 0;
    const api = stubApi({
      [CONFIRM]: () => {
        if (++calls === 1) throw new TypeError('Failed to fetch');
        return { body: { message: 'confirmed', email: 'sara.new@example.jo' } };
      },
    });
    renderRoute('/ar/confirm-email?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.errors.network);
    await userEvent.click(screen.getByRole('button', { name: ar.emailChange.confirm.retry }));
    expect(
      await screen.findByText(
        sentence(doneText(ar.emailChange.confirm.done, 'sara.new@example.jo')),
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(CONFIRM)).toHaveLength(2);
  });

  it('asks nothing of the API without a token', async () => {
    const api = stubApi({});
    renderRoute('/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.emailChange.missing);
    expect(api.callsTo(CONFIRM)).toEqual([]);
  });
});
