import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { renderRoute } from '../../test/render-route';

/**
 * Stubs the network edge: the form's request answers with this status and JSON body, the page
 * shell's banner request with no banner.
 */
function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const isBanner = String(input instanceof Request ? input.url : input).endsWith('/banner');
    return new Response(JSON.stringify(isBanner ? { banner: null } : body), {
      status: isBanner ? 200 : status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests that sent the form: the page shell asks for the banner on its own. */
function formPosts(fetchMock: ReturnType<typeof replyWith>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/contact'));
}

async function fillForm(catalog: typeof en, email = 'sara@example.jo') {
  await userEvent.type(await screen.findByLabelText(catalog.contact.name), 'Sara');
  await userEvent.type(screen.getByLabelText(catalog.contact.email), email);
  await userEvent.type(screen.getByLabelText(catalog.contact.message), 'Hello team');
}

describe('contact form', () => {
  it.each([
    ['/contact', en],
    ['/ar/contact', ar],
  ])(
    'on %s names each missing field in the page language and sends nothing',
    async (path, catalog) => {
      const fetchMock = replyWith(201, {});
      renderRoute(path);
      await userEvent.click(await screen.findByRole('button', { name: catalog.contact.send }));

      const expected = [
        [catalog.contact.name, catalog.contact.nameRequired],
        [catalog.contact.email, catalog.contact.emailRequired],
        [catalog.contact.message, catalog.contact.messageRequired],
      ] as const;
      for (const [label, error] of expected) {
        const field = screen.getByLabelText(label);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(error);
      }
      expect(screen.getByLabelText(catalog.contact.name)).toHaveFocus();
      expect(formPosts(fetchMock)).toEqual([]);
    },
  );

  it.each([
    ['/contact', en],
    ['/ar/contact', ar],
  ])('on %s tells a malformed email from a missing one', async (path, catalog) => {
    const fetchMock = replyWith(201, {});
    renderRoute(path);
    await fillForm(catalog, 'sara@');
    await userEvent.click(screen.getByRole('button', { name: catalog.contact.send }));
    expect(screen.getByLabelText(catalog.contact.email)).toHaveAccessibleDescription(
      catalog.contact.emailInvalid,
    );
    expect(screen.getByLabelText(catalog.contact.name)).not.toHaveAttribute('aria-invalid');
    expect(formPosts(fetchMock)).toEqual([]);
  });

  it('sends the message as JSON to the configured API, says so, toasts and clears the form', async () => {
    window.__TABARRU_CONFIG__ = { apiUrl: 'https://api.tabarru.test/' };
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/contact');
    await fillForm(en);
    await userEvent.click(screen.getByRole('button', { name: en.contact.send }));

    const sending = await screen.findByRole('button', { name: en.contact.sending });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.tabarru.test/contact',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Sara', email: 'sara@example.jo', message: 'Hello team' }),
      }),
    );
    answer(
      new Response(JSON.stringify({ message: 'Your message has been sent.' }), { status: 201 }),
    );

    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
        en.contact.sent,
      ),
    );
    expect(screen.getByLabelText(en.contact.message)).toHaveValue('');
    expect(screen.getByLabelText(en.contact.name)).toHaveValue('');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.contact.sent);
    delete window.__TABARRU_CONFIG__;
  });

  it('shows the field the API refused', async () => {
    replyWith(400, { message: 'Invalid email', code: 'EMAIL_INVALID', field: 'email' });
    renderRoute('/ar/contact');
    await fillForm(ar);
    await userEvent.click(screen.getByRole('button', { name: ar.contact.send }));
    await waitFor(() =>
      expect(screen.getByLabelText(ar.contact.email)).toHaveAccessibleDescription(
        ar.contact.emailInvalid,
      ),
    );
    expect(screen.getByLabelText(ar.contact.email)).toHaveFocus();
    expect(screen.getByLabelText(ar.contact.message)).toHaveValue('Hello team');
  });

  it('asks to try again later when rate limited', async () => {
    replyWith(429, { message: 'Too many requests', code: 'RATE_LIMITED' });
    renderRoute('/contact');
    await fillForm(en);
    await userEvent.click(screen.getByRole('button', { name: en.contact.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.contact.rateLimited);
  });

  it.each([
    [
      'the API is down',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
        ),
    ],
    ['the server fails', () => replyWith(500, { message: 'Internal error', code: 'INTERNAL' })],
  ])('keeps the text and says it could not be sent when %s', async (_case, stub) => {
    stub();
    renderRoute('/ar/contact');
    await fillForm(ar);
    await userEvent.click(screen.getByRole('button', { name: ar.contact.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.contact.failed);
    expect(screen.getByLabelText(ar.contact.message)).toHaveValue('Hello team');
    expect(screen.getByRole('button', { name: ar.contact.send })).toBeEnabled();
  });
});
