import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { signedIn } from '../../test/events';
import { renderRoute } from '../../test/render-route';

function png(name: string, bytes = 64): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('create an event', { timeout: 15_000 }, () => {
  it('sends a member who is not an administrator to /not-authorized', async () => {
    signedIn({});
    const { router } = renderRoute('/admin/create-event');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });

  it('sends a visitor to sign in first', async () => {
    stubApi({});
    const { router } = renderRoute('/ar/admin/create-event');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/authentication/login'));
  });

  it('waits for a photo, then names every missing field in Arabic and sends nothing', async () => {
    const user = userEvent.setup();
    const api = signedIn({}, { isAdmin: true });
    const { container } = renderRoute('/ar/admin/create-event');
    const submit = await screen.findByRole('button', { name: ar.events.create.submit });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(ar.events.form.imageRequired);
    await user.upload(fileInput(container), png('poster.png'));
    expect(await screen.findByRole('img', { name: 'poster.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ar.events.create.submit }));
    for (const key of [
      'titleRequired',
      'descriptionRequired',
      'locationRequired',
      'ownerNameRequired',
      'dateRequired',
      'startTimeRequired',
      'endTimeRequired',
    ] as const) {
      expect(await screen.findByText(ar.events.form[key])).toBeInTheDocument();
    }
    expect(api.calls.filter((call) => call.path === '/events')).toEqual([]);
  });

  it('formats the times as they are typed and clamps hours and minutes with a warning', async () => {
    const user = userEvent.setup();
    signedIn({}, { isAdmin: true });
    renderRoute('/admin/create-event');
    const start = await screen.findByLabelText(en.events.form.startTime);
    await user.type(start, '0930');
    expect(start).toHaveValue('09:30');
    await user.clear(start);
    await user.type(start, '25');
    expect(start).toHaveValue('23:');
    expect(screen.getByText(en.events.form.hoursClamped)).toBeInTheDocument();
    const end = screen.getByLabelText(en.events.form.endTime);
    await user.type(end, '1075');
    expect(end).toHaveValue('10:59');
    expect(screen.getByText(en.events.form.minutesClamped)).toBeInTheDocument();
    await user.type(end, '9');
    expect(end).toHaveValue('10:59');
  });

  it('wants the end after the start and the day not before today', async () => {
    const user = userEvent.setup();
    signedIn({}, { isAdmin: true });
    const { container } = renderRoute('/admin/create-event');
    await user.type(await screen.findByLabelText(en.events.form.startTime), '1000');
    await user.type(screen.getByLabelText(en.events.form.endTime), '0930');
    await user.type(screen.getByLabelText(en.events.form.date), '2020-01-01');
    await user.upload(fileInput(container), png('poster.png'));
    await user.click(screen.getByRole('button', { name: en.events.create.submit }));
    expect(await screen.findByText(en.events.form.endBeforeStart)).toBeInTheDocument();
    expect(screen.getByText(en.events.form.datePast)).toBeInTheDocument();
  });

  it('refuses a file over 5 MB or of another type with the specified message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    signedIn({}, { isAdmin: true });
    const { container } = renderRoute('/admin/create-event');
    await screen.findByRole('heading', { level: 1, name: en.events.create.heading });
    await user.upload(fileInput(container), [
      png('huge.png', 5_242_881),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByText(en.imagePicker.imagesRejected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.events.create.submit })).toBeDisabled();
  });
});
