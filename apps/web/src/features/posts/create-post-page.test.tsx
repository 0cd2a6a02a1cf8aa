import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

function member() {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
  });
}

function png(name: string, bytes = 64): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

describe('create a post', () => {
  it('waits for a photo before it can be sent, and says so', async () => {
    member();
    renderRoute('/create_post');
    const submit = await screen.findByRole('button', { name: en.posts.create.submit });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(en.posts.form.imageRequired);
  });

  it('names every missing field in Arabic, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = member();
    const { container } = renderRoute('/ar/create_post');
    await screen.findByRole('heading', { level: 1, name: ar.posts.create.heading });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, png('sofa.png'));
    expect(await screen.findByRole('img', { name: 'sofa.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ar.posts.create.submit }));
    for (const key of [
      'titleRequired',
      'descriptionRequired',
      'categoryRequired',
      'regionRequired',
      'emailRequired',
      'phoneRequired',
    ] as const) {
      expect(await screen.findByText(ar.posts.form[key])).toBeInTheDocument();
    }
    expect(api.calls.filter((call) => call.path === '/create_post')).toEqual([]);
  });

  it('refuses a file over 5 MB or of another type with the specified message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    member();
    const { container } = renderRoute('/create_post');
    await screen.findByRole('heading', { level: 1, name: en.posts.create.heading });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, [
      png('huge.png', 5_242_881),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByText(en.imagePicker.imagesRejected)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'huge.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.posts.create.submit })).toBeDisabled();
  });
});
