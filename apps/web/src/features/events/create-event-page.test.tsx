import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi, stubUploads } from '../../test/api-stub';
import { signedIn } from '../../test/events';
import { pngFile } from '../../test/images';
import { renderRoute } from '../../test/render-route';

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

  it('names every missing field and the photo in Arabic once sent, not before, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = signedIn({}, { isAdmin: true });
    renderRoute('/ar/admin/create-event');
    const submit = await screen.findByRole('button', { name: ar.events.create.submit });
    expect(screen.queryByText(ar.events.form.imageRequired)).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText(ar.events.form.imageRequired)).toHaveAttribute('role', 'alert');
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

  it('asks the times with labelled time controls, five minutes a step, hours first in Arabic too', async () => {
    const user = userEvent.setup();
    signedIn({}, { isAdmin: true });
    renderRoute('/ar/admin/create-event');
    const start = await screen.findByLabelText(ar.events.form.startTime);
    const end = screen.getByLabelText(ar.events.form.endTime);
    for (const control of [start, end]) {
      expect(control).toHaveAttribute('type', 'time');
      expect(control).toHaveAttribute('step', '300');
      expect(control).toHaveAttribute('dir', 'ltr');
    }
    await user.type(start, '09:30');
    expect(start).toHaveValue('09:30');
    expect(screen.getByLabelText(ar.events.form.date)).toHaveAttribute('type', 'date');
  });

  it('asks the title and description in English and in Arabic, each in its own language', async () => {
    signedIn({}, { isAdmin: true });
    renderRoute('/ar/admin/create-event');
    await screen.findByText(ar.events.form.versionsHint);
    for (const [key, lang, dir] of [
      ['titleEnglish', 'en', 'ltr'],
      ['descriptionEnglish', 'en', 'ltr'],
      ['titleArabic', 'ar', 'rtl'],
      ['descriptionArabic', 'ar', 'rtl'],
    ] as const) {
      const field = screen.getByLabelText(ar.events.form[key]);
      expect(field).toHaveAttribute('lang', lang);
      expect(field).toHaveAttribute('dir', dir);
    }
  });

  it('sends both versions, or the Arabic one alone', async () => {
    const user = userEvent.setup();
    signedIn({}, { isAdmin: true });
    const { uploads } = stubUploads({
      'POST /events': {
        status: 201,
        body: { message: 'Event created successfully!', event_id: 4 },
      },
    });
    const { container, router } = renderRoute('/ar/admin/create-event');
    await fillEvent(user, container, ar);
    await user.type(screen.getByLabelText(ar.events.form.titleArabic), 'حملة ملابس الشتاء');
    await user.type(screen.getByLabelText(ar.events.form.descriptionArabic), 'ملابس دافئة.');
    await user.click(screen.getByRole('button', { name: ar.events.create.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const form = uploads[0]?.form;
    expect(
      ['title', 'description', 'title_ar', 'description_ar', 'start_time', 'end_time'].map((name) =>
        form?.get(name),
      ),
    ).toEqual([
      'Winter clothes drive',
      'Warm clothes.',
      'حملة ملابس الشتاء',
      'ملابس دافئة.',
      '10:00',
      '12:00',
    ]);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/ar/admin/create-event'));
  });

  it('takes an Arabic version alone, and wants a description with its title', async () => {
    const user = userEvent.setup();
    signedIn({}, { isAdmin: true });
    const { uploads } = stubUploads({
      'POST /events': {
        status: 201,
        body: { message: 'Event created successfully!', event_id: 5 },
      },
    });
    const { container } = renderRoute('/admin/create-event');
    await fillEvent(user, container, en);
    await user.clear(screen.getByLabelText(en.events.form.titleEnglish));
    await user.clear(screen.getByLabelText(en.events.form.descriptionEnglish));
    await user.type(screen.getByLabelText(en.events.form.titleArabic), 'تبادل الكتب');
    await user.click(screen.getByRole('button', { name: en.events.create.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(en.events.form.descriptionArabic)).toHaveAccessibleDescription(
        en.events.form.descriptionRequired,
      ),
    );
    expect(uploads).toEqual([]);
    await user.type(screen.getByLabelText(en.events.form.descriptionArabic), 'أحضروا كتبكم.');
    await user.click(screen.getByRole('button', { name: en.events.create.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.form.get('title')).toBe('');
    expect(uploads[0]?.form.get('title_ar')).toBe('تبادل الكتب');
  });

  it('wants the end after the start and the day not before today', async () => {
    const user = userEvent.setup();
    signedIn({}, { isAdmin: true });
    const { container } = renderRoute('/admin/create-event');
    await user.type(await screen.findByLabelText(en.events.form.startTime), '10:00');
    await user.type(screen.getByLabelText(en.events.form.endTime), '09:30');
    await user.type(screen.getByLabelText(en.events.form.date), '2020-01-01');
    await user.upload(fileInput(container), pngFile('poster.png'));
    await user.click(screen.getByRole('button', { name: en.events.create.submit }));
    expect(await screen.findByText(en.errors.EVENT_END_BEFORE_START)).toBeInTheDocument();
    expect(screen.getByText(en.errors.EVENT_DATE_PAST)).toBeInTheDocument();
  });

  it('refuses a file of another type with the earlier product’s message, and takes a photo over 5 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    signedIn({}, { isAdmin: true });
    const { container } = renderRoute('/admin/create-event');
    await screen.findByRole('heading', { level: 1, name: en.events.create.heading });
    await user.upload(fileInput(container), [
      pngFile('huge.png', 5_242_881),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByText(en.imagePicker.imagesRejected)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'huge.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.events.create.submit })).toBeDisabled();
  });

  it('puts a refusal of the location on the governorate, by its code, in Arabic', async () => {
    const user = userEvent.setup();
    signedIn({}, { isAdmin: true });
    stubUploads({
      'POST /events': {
        status: 400,
        body: {
          message: 'Please select an event location',
          code: 'FIELD_REQUIRED',
          field: 'location',
        },
      },
    });
    const { container } = renderRoute('/ar/admin/create-event');
    await fillEvent(user, container, ar);
    await user.click(screen.getByRole('button', { name: ar.events.create.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(ar.events.form.region)).toHaveAccessibleDescription(
        ar.events.form.locationRequired,
      ),
    );
    expect(screen.getByLabelText(ar.events.form.region)).toHaveFocus();
  });

  it('says why the API refused, on the form until it changes, never in English', async () => {
    const user = userEvent.setup();
    signedIn({}, { isAdmin: true });
    stubUploads({
      'POST /events': {
        status: 403,
        body: { message: 'Only administrators can do this.', code: 'ADMIN_ONLY' },
      },
    });
    const { container } = renderRoute('/ar/admin/create-event');
    await fillEvent(user, container, ar);
    await user.click(screen.getByRole('button', { name: ar.events.create.submit }));
    const reason = await screen.findByText(ar.errors.ADMIN_ONLY);
    expect(reason.closest('[role="alert"]')?.closest('form')).toBeInTheDocument();
    expect(screen.queryByText('Only administrators can do this.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(ar.events.form.titleEnglish), '!');
    await waitFor(() => expect(screen.queryByText(ar.errors.ADMIN_ONLY)).not.toBeInTheDocument());
  });

  it('shows a refusal of the photos on the picker', async () => {
    const user = userEvent.setup();
    signedIn({}, { isAdmin: true });
    stubUploads({
      'POST /events': {
        status: 413,
        body: {
          message: 'This image has too many pixels.',
          code: 'IMAGE_TOO_MANY_PIXELS',
          field: 'images',
        },
      },
    });
    const { container } = renderRoute('/admin/create-event');
    await fillEvent(user, container, en);
    await user.click(screen.getByRole('button', { name: en.events.create.submit }));
    expect(await screen.findByText(en.errors.IMAGE_TOO_MANY_PIXELS)).toHaveAttribute(
      'role',
      'alert',
    );
  });
});

/** Fills every field with what the API accepts, and one photo. */
async function fillEvent(user: UserEvent, container: HTMLElement, catalog: typeof en) {
  await user.type(
    await screen.findByLabelText(catalog.events.form.titleEnglish),
    'Winter clothes drive',
  );
  await user.type(screen.getByLabelText(catalog.events.form.descriptionEnglish), 'Warm clothes.');
  await user.selectOptions(screen.getByLabelText(catalog.events.form.region), 'Amman');
  await user.type(screen.getByLabelText(catalog.events.form.ownerName), 'Tabarru volunteers');
  await user.type(screen.getByLabelText(catalog.events.form.date), '2099-01-01');
  await user.type(screen.getByLabelText(catalog.events.form.startTime), '10:00');
  await user.type(screen.getByLabelText(catalog.events.form.endTime), '12:00');
  await user.upload(fileInput(container), pngFile('poster.png'));
  await screen.findByRole('img', { name: 'poster.png' });
}
