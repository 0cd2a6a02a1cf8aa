import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { renderRoute } from '../../test/render-route';

function replyWith(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

async function fillForm(catalog: typeof en) {
  await userEvent.type(await screen.findByLabelText(catalog.contact.name), 'Sara');
  await userEvent.type(screen.getByLabelText(catalog.contact.email), 'sara@example.jo');
  await userEvent.type(screen.getByLabelText(catalog.contact.message), 'Hello team');
}

describe('contact form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/contact', en],
    ['/ar/contact', ar],
  ])('names each missing field on %s and sends nothing', async (path, catalog) => {
    const fetchMock = replyWith(201, {});
    vi.stubGlobal('fetch', fetchMock);
    await renderRoute(path);
    await userEvent.click(await screen.findByRole('button', { name: catalog.contact.send }));
    expect(screen.getByText(catalog.contact.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(catalog.contact.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(catalog.contact.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(catalog.contact.name)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message to the API, says so and clears the form', async () => {
    const fetchMock = replyWith(201, { message: 'Your message has been sent.' });
    vi.stubGlobal('fetch', fetchMock);
    await renderRoute('/contact');
    await fillForm(en);
    await userEvent.click(screen.getByRole('button', { name: en.contact.send }));

    expect(await screen.findByRole('status')).toHaveTextContent(en.contact.sent);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:3001/contact',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Sara', email: 'sara@example.jo', message: 'Hello team' }),
      }),
    );
    expect(screen.getByLabelText(en.contact.message)).toHaveValue('');
  });

  it('keeps the text and says it failed when the API is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderRoute('/ar/contact');
    await fillForm(ar);
    await userEvent.click(screen.getByRole('button', { name: ar.contact.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.contact.failed);
    expect(screen.getByLabelText(ar.contact.message)).toHaveValue('Hello team');
  });

  it('asks to try later when rate limited', async () => {
    vi.stubGlobal('fetch', replyWith(429, { message: 'Too many requests', code: 'RATE_LIMITED' }));
    await renderRoute('/contact');
    await fillForm(en);
    await userEvent.click(screen.getByRole('button', { name: en.contact.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.contact.rateLimited);
  });
});
