import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { dayAfter } from '@tabarru/contract/amman-time';
import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';
import { eventToday } from '@tabarru/contract/event-time';
import { POST_TITLE_MAX, type PostDetail } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, stubUploads } from '../../test/api-stub';
import { ammanDayText } from '../../lib/amman-days';
import { jpegFile, pngFile, stubImageDecoding } from '../../test/images';
import { aPostDetail } from '../../test/posts';
import { buildOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

function member() {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
  });
}

/** The browser's geolocation, answering with this position (jsdom has none). */
function stubPosition(latitude: number, longitude: number) {
  const geolocation = {
    getCurrentPosition: vi.fn((success: PositionCallback) =>
      success({ coords: { latitude, longitude }, timestamp: Date.now() } as GeolocationPosition),
    ),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Fills every field of the English form with what the API accepts, and one photo. */
async function fillPost(user: UserEvent, container: HTMLElement, photo = pngFile('sofa.png')) {
  await user.type(await screen.findByLabelText(en.posts.form.title), 'Sofa');
  await user.type(screen.getByLabelText(en.posts.form.description), 'Grey, three seats');
  await user.selectOptions(screen.getByLabelText(en.posts.form.category), 'Furniture');
  await user.selectOptions(screen.getByLabelText(en.posts.form.region), 'Irbid');
  await user.type(screen.getByLabelText(en.posts.form.phone), '0791234567');
  await user.upload(fileInput(container), photo);
  await screen.findByRole('img', { name: photo.name });
}

describe('create a post', () => {
  it('fills the contact phone in with the member’s verified number, which they may change', async () => {
    storeToken(makeToken({ userId: 7, username: 'sara' }));
    stubApi({
      'POST /authentication/verify': { body: true },
      'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
      'GET /messages/unread/count': { body: { unreadCount: 0 } },
      'GET /profile': { body: [buildOwnProfile({ phone_number: '+962791234567' })] },
    });
    renderRoute('/ar/create_post');
    const phone = await screen.findByLabelText(ar.posts.form.phone);
    expect(phone).toHaveValue('0791234567');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0781112223');
    expect(phone).toHaveValue('0781112223');
  });

  it('lays an Arabic-Indic phone number out in the order typed, under its right-to-left label', async () => {
    const user = userEvent.setup();
    member();
    renderRoute('/ar/create_post');
    const phone = await screen.findByLabelText(ar.posts.form.phone);
    await user.type(phone, '٠٧٩ ١٢٣ ٤٥٦٧');
    expect(phone).toHaveValue('٠٧٩ ١٢٣ ٤٥٦٧');
    expect(phone).toHaveAttribute('dir', 'ltr');
    // Isolated from the page and overriding the digits' own direction, so no group turns round.
    expect(phone).toHaveClass('[unicode-bidi:isolate-override]');
    const label = screen.getByText(ar.posts.form.phone, { selector: 'label' });
    expect(label.closest('[dir="ltr"]')).toBeNull();
  });

  it.each([
    ['/create_post', en],
    ['/ar/create_post', ar],
  ] as const)(
    'on %s asks for a photo only once the member tries to send without one, and sends nothing',
    async (path, texts) => {
      const user = userEvent.setup();
      const api = member();
      const { uploads } = stubUploads({});
      const { container } = renderRoute(path);
      const submit = await screen.findByRole('button', { name: texts.posts.create.submit });
      expect(screen.queryByText(texts.posts.form.imageRequired)).not.toBeInTheDocument();
      expect(submit).toBeEnabled();

      await user.click(submit);
      expect(await screen.findByText(texts.posts.form.imageRequired)).toHaveAttribute(
        'role',
        'alert',
      );
      expect(api.calls.filter((call) => call.path === '/create_post')).toEqual([]);
      expect(uploads).toEqual([]);

      await user.upload(fileInput(container), pngFile('sofa.png'));
      await screen.findByRole('img', { name: 'sofa.png' });
      expect(screen.queryByText(texts.posts.form.imageRequired)).not.toBeInTheDocument();
    },
  );

  it('names every missing field in Arabic, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = member();
    const { uploads } = stubUploads({});
    const { container } = renderRoute('/ar/create_post');
    await screen.findByRole('heading', { level: 1, name: ar.posts.create.heading });
    await user.upload(fileInput(container), pngFile('sofa.png'));
    expect(await screen.findByRole('img', { name: 'sofa.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ar.posts.create.submit }));
    for (const key of [
      'titleRequired',
      'descriptionRequired',
      'categoryRequired',
      'regionRequired',
      'phoneRequired',
    ] as const) {
      expect(await screen.findByText(ar.posts.form[key])).toBeInTheDocument();
    }
    expect(api.calls.filter((call) => call.path === '/create_post')).toEqual([]);
    expect(uploads).toEqual([]);
  });

  it('refuses a file of another type with the earlier product’s message, and takes a photo over 5 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    member();
    const { container } = renderRoute('/create_post');
    await screen.findByRole('heading', { level: 1, name: en.posts.create.heading });
    await user.upload(fileInput(container), [
      pngFile('huge.png', IMAGE_MAX_BYTES + 1),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByText(en.imagePicker.imagesRejected)).toBeInTheDocument();
    const photos = screen.getByRole('list', { name: en.imagePicker.newImages });
    expect(within(photos).getByText('notes.txt').closest('li')).toHaveTextContent(
      en.imagePicker.problemNotAnImage,
    );
    expect(await within(photos).findByRole('img', { name: 'huge.png' })).toBeInTheDocument();
    expect(within(photos).queryByText(en.imagePicker.problemTooLarge)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.posts.create.submit })).toBeDisabled();
  });

  it("sends a phone's photo of 9 MB as the JPEG of at most 5 MB made of it", async () => {
    const user = userEvent.setup();
    member();
    stubImageDecoding({ width: 3060, height: 4080 });
    const { uploads } = stubUploads({ 'POST /create_post': { body: { post_id: 12 } } });
    const { container } = renderRoute('/create_post');
    await fillPost(user, container, jpegFile('IMG_4031.JPG', 8_900_000));
    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const sent = uploads[0]?.form.getAll('images') as File[];
    expect(sent.map((file) => [file.name, file.type])).toEqual([['IMG_4031.jpg', 'image/jpeg']]);
    expect(sent[0]?.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
  });

  it('marks a file that does not open as a picture in place, in Arabic, until it is removed', async () => {
    const user = userEvent.setup();
    member();
    const { container } = renderRoute('/ar/create_post');
    await screen.findByRole('heading', { level: 1, name: ar.posts.create.heading });
    await user.upload(fileInput(container), [
      pngFile('sofa.png'),
      new File(['just some text'], 'notes.jpg', { type: 'image/jpeg' }),
    ]);
    const photos = screen.getByRole('list', { name: ar.imagePicker.newImages });
    const marked = await within(photos).findByText('notes.jpg');
    expect(marked.closest('li')).toHaveTextContent(ar.imagePicker.problemUnreadable);
    expect(await within(photos).findByRole('img', { name: 'sofa.png' })).toBeInTheDocument();
    expect(screen.getByText(ar.imagePicker.imagesRejected)).toHaveAttribute('role', 'alert');
    const submit = screen.getByRole('button', { name: ar.posts.create.submit });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(ar.imagePicker.removeProblems);

    await user.click(
      screen.getByRole('button', {
        name: ar.imagePicker.removeFile.replace('{{name}}', 'notes.jpg'),
      }),
    );
    expect(within(photos).queryByText('notes.jpg')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.posts.create.submit })).toBeEnabled();
    expect(screen.queryByText(ar.imagePicker.imagesRejected)).not.toBeInTheDocument();
  });

  it("shows the API's refusal of the photos on the picker, by its code", async () => {
    const user = userEvent.setup();
    member();
    const { uploads } = stubUploads({
      'POST /create_post': {
        status: 415,
        body: {
          message: 'This image could not be read.',
          code: 'IMAGE_UNREADABLE',
          field: 'images',
        },
      },
    });
    const { container } = renderRoute('/create_post');
    await fillPost(user, container);
    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    expect(await screen.findByText(en.errors.IMAGE_UNREADABLE)).toBeInTheDocument();
    expect(screen.queryByText('This image could not be read.')).not.toBeInTheDocument();
    expect(uploads.map((upload) => upload.form.getAll('images').length)).toEqual([1]);
  });

  it('keeps a failure on screen until the form changes', async () => {
    const user = userEvent.setup();
    member();
    stubUploads({
      'POST /create_post': { status: 500, body: { message: 'Oops', code: 'INTERNAL' } },
    });
    const { container } = renderRoute('/create_post');
    await fillPost(user, container);
    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    // On the form, not in a toast that closes after 2 seconds.
    const alert = await screen.findByText(en.posts.create.failed);
    expect(alert.closest('[role="alert"]')?.closest('form')).toBeInTheDocument();
    await user.type(screen.getByLabelText(en.posts.form.title), ' bed');
    await waitFor(() => expect(screen.queryByText(en.posts.create.failed)).not.toBeInTheDocument());
  });

  it('counts a title near its limit and refuses a longer one without cutting it', async () => {
    const user = userEvent.setup();
    const api = member();
    const { uploads } = stubUploads({});
    const { container } = renderRoute('/create_post');
    await fillPost(user, container);
    const title = screen.getByLabelText(en.posts.form.title);
    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(90));
    expect(title).toHaveAccessibleDescription(
      en.field.count.replace('{{length}}', '90').replace('{{max}}', String(POST_TITLE_MAX)),
    );
    await user.paste('y'.repeat(15));
    expect(title).toHaveValue(`${'x'.repeat(90)}${'y'.repeat(15)}`);
    const over = en.field.overLimit
      .replace('{{length}}', '105')
      .replace('{{max}}', '100')
      .replace('{{excess}}', '5');
    expect(title).toHaveAccessibleDescription(over);
    expect(screen.getByText(over)).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    expect(await screen.findByText(en.posts.form.titleTooLong)).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(api.calls.filter((call) => call.path === '/create_post')).toEqual([]);
  });

  it('sends the place chosen, which sets the region, and the location, saying others see only an area', async () => {
    const user = userEvent.setup();
    member();
    stubPosition(31.99912345678, 35.8440000004);
    const { uploads } = stubUploads({ 'POST /create_post': { body: { post_id: 12 } } });
    const { container } = renderRoute('/create_post');
    await fillPost(user, container);
    expect(screen.getByRole('group', { name: en.posts.form.where })).toBeInTheDocument();
    expect(screen.queryByText(en.posts.form.pointPrivacy)).not.toBeInTheDocument();

    await user.type(await screen.findByRole('combobox', { name: en.posts.form.place }), 'Khalda');
    await user.click(await screen.findByRole('option', { name: 'Khalda, Amman' }));
    expect(screen.getByLabelText(en.posts.form.region)).toHaveValue('Amman');
    await user.click(screen.getByRole('button', { name: en.posts.form.useMyLocation }));
    expect(await screen.findByText(en.posts.form.pointPrivacy)).toBeInTheDocument();
    expect(screen.getByText(en.posts.form.pointSet)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const form = uploads[0]?.form;
    expect(form?.get('place')).toBe('amman-khalda');
    expect(form?.get('point')).toBe('31.999123,35.844');
    expect(form?.get('location')).toBe('Amman');
  });

  it('lets go of the place when another region is chosen after it', async () => {
    const user = userEvent.setup();
    member();
    const { uploads } = stubUploads({ 'POST /create_post': { body: { post_id: 12 } } });
    const { container } = renderRoute('/create_post');
    await fillPost(user, container);
    const picker = await screen.findByRole('combobox', { name: en.posts.form.place });
    await user.type(picker, 'Shmeisani{Enter}');
    expect(picker).toHaveValue('Shmeisani, Amman');
    await user.selectOptions(screen.getByLabelText(en.posts.form.region), 'Zarqa');
    expect(picker).toHaveValue('');
    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.form.has('place')).toBe(false);
    expect(uploads[0]?.form.get('location')).toBe('Zarqa');
  });

  it('sends neither a place nor a location when none is given', async () => {
    const user = userEvent.setup();
    member();
    const { uploads } = stubUploads({ 'POST /create_post': { body: { post_id: 12 } } });
    const { container } = renderRoute('/create_post');
    await fillPost(user, container);
    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.form.has('place')).toBe(false);
    expect(uploads[0]?.form.has('point')).toBe(false);
    expect(uploads[0]?.form.get('location')).toBe('Irbid');
  });

  it('asks where in Arabic, and leaves the location out again when it is removed', async () => {
    const user = userEvent.setup();
    member();
    stubPosition(32.5411, 35.8572);
    renderRoute('/ar/create_post');
    expect(
      await screen.findByRole('group', { name: ar.posts.form.where }),
    ).toHaveAccessibleDescription(ar.posts.form.whereHint);
    await user.type(
      await screen.findByRole('combobox', { name: ar.posts.form.place }),
      'الشميساني',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: ar.posts.form.place })).toHaveValue(
      'الشميساني، عمّان',
    );
    expect(screen.getByLabelText(ar.posts.form.region)).toHaveValue('Amman');

    await user.click(screen.getByRole('button', { name: ar.posts.form.useMyLocation }));
    expect(await screen.findByText(ar.posts.form.pointPrivacy)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ar.posts.form.removePoint }));
    expect(screen.queryByText(ar.posts.form.pointPrivacy)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.posts.form.useMyLocation })).toBeInTheDocument();
  });
});

/** A day `days` from today on Amman's clock, as the date control holds it. */
const dayFromToday = (days: number) => dayAfter(eventToday(), days);

describe('about the item', { timeout: 15_000 }, () => {
  it('sends the condition, how many, delivery, the day it must go by and a draw', async () => {
    const user = userEvent.setup();
    member();
    const { uploads } = stubUploads({ 'POST /create_post': { body: { post_id: 12 } } });
    const { container } = renderRoute('/create_post');
    await fillPost(user, container);
    const about = screen.getByRole('group', { name: en.posts.form.about });
    const condition = within(about).getByLabelText(en.posts.form.condition);
    expect(condition).toHaveValue('');
    expect(
      within(condition)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([en.posts.form.conditionNotSaid, ...Object.values(en.posts.conditions)]);
    await user.selectOptions(condition, 'like_new');
    const quantity = within(about).getByRole('spinbutton', { name: en.posts.form.quantity });
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(about).getByRole('checkbox', { name: en.posts.form.canDeliver }));
    expect(
      within(about).getByRole('radio', { name: en.posts.form.shareModes.choose }),
    ).toBeChecked();
    const draw = within(about).getByRole('radio', { name: en.posts.form.shareModes.draw });
    expect(draw).toHaveAccessibleDescription(en.posts.form.shareModeHints.drawNeedsDay);

    const day = dayFromToday(4);
    const deadline = within(about).getByLabelText(en.posts.form.deadline);
    expect(deadline).toHaveAttribute('min', dayFromToday(0));
    expect(deadline).toHaveAttribute('max', dayFromToday(60));
    await user.type(deadline, day);
    await user.click(draw);
    expect(draw).toHaveAccessibleDescription(
      en.posts.form.shareModeHints.draw.replace('{{date}}', ammanDayText(day, 'en', new Date())),
    );
    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const form = uploads[0]?.form;
    expect({
      condition: form?.get('condition'),
      quantity: form?.get('quantity'),
      can_deliver: form?.get('can_deliver'),
      deadline: form?.get('deadline'),
      share_mode: form?.get('share_mode'),
    }).toEqual({
      condition: 'like_new',
      quantity: '3',
      can_deliver: 'true',
      deadline: day,
      share_mode: 'draw',
    });
  });

  it('sends one, not delivered, the donor choosing, and no condition or day when nothing is said', async () => {
    const user = userEvent.setup();
    member();
    const { uploads } = stubUploads({ 'POST /create_post': { body: { post_id: 12 } } });
    const { container } = renderRoute('/create_post');
    await fillPost(user, container);
    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const form = uploads[0]?.form;
    expect([form?.has('condition'), form?.has('deadline')]).toEqual([false, false]);
    expect([form?.get('quantity'), form?.get('can_deliver'), form?.get('share_mode')]).toEqual([
      '1',
      'false',
      'choose',
    ]);
  });

  it('in Arabic, asks for the day beside it when a draw has none, and sends nothing', async () => {
    const user = userEvent.setup();
    member();
    const { uploads } = stubUploads({});
    const { container } = renderRoute('/ar/create_post');
    await screen.findByRole('heading', { level: 1, name: ar.posts.create.heading });
    await user.upload(fileInput(container), pngFile('sofa.png'));
    await screen.findByRole('img', { name: 'sofa.png' });
    await user.click(screen.getByRole('radio', { name: ar.posts.form.shareModes.draw }));
    await user.click(screen.getByRole('button', { name: ar.posts.create.submit }));
    const deadline = screen.getByLabelText(ar.posts.form.deadline);
    await waitFor(() =>
      expect(deadline).toHaveAccessibleDescription(
        `${ar.posts.form.deadlineHint} ${ar.pickupErrors.DRAW_NEEDS_DEADLINE}`,
      ),
    );
    expect(deadline).toHaveAttribute('aria-invalid', 'true');
    expect(deadline).toBeRequired();
    expect(uploads).toEqual([]);

    await user.type(deadline, dayFromToday(2));
    await waitFor(() => expect(deadline).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(ar.pickupErrors.DRAW_NEEDS_DEADLINE)).not.toBeInTheDocument();
  });

  it('refuses a day more than two months ahead, and more than 99', async () => {
    const user = userEvent.setup();
    member();
    const { uploads } = stubUploads({});
    const { container } = renderRoute('/create_post');
    await fillPost(user, container);
    await user.type(screen.getByLabelText(en.posts.form.deadline), dayFromToday(61));
    const quantity = screen.getByRole('spinbutton', { name: en.posts.form.quantity });
    await user.clear(quantity);
    await user.type(quantity, '100');
    await user.click(screen.getByRole('button', { name: en.posts.create.submit }));
    expect(await screen.findByText(en.pickupErrors.DEADLINE_OUT_OF_RANGE)).toBeInTheDocument();
    expect(quantity).toHaveAccessibleDescription(
      en.posts.form.quantityInvalid.replace('{{min}}', '1').replace('{{max}}', '99'),
    );
    expect(uploads).toEqual([]);
  });
});

/** Omar (3) editing his post 5, as `post` says it. */
function omarEditing(post: PostDetail) {
  storeToken(makeToken({ userId: 3, username: 'omar' }));
  stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/3': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /Posting/posts/5': { body: post },
  });
}

describe('edit a post', { timeout: 15_000 }, () => {
  it('starts from what the post said of the item, and sends it again', async () => {
    const user = userEvent.setup();
    const day = dayFromToday(3);
    omarEditing(
      aPostDetail({
        condition: 'used',
        quantity: 5,
        quantity_left: 3,
        can_deliver: true,
        deadline: day,
        share_mode: 'first',
      }),
    );
    const { uploads } = stubUploads({
      'PUT /Posting/update-post/5': { body: { message: 'ok', post: aPostDetail() } },
    });
    renderRoute('/edit_post/5');
    const condition = await screen.findByLabelText(en.posts.form.condition);
    expect(condition).toHaveValue('used');
    const quantity = screen.getByRole('spinbutton', { name: en.posts.form.quantity });
    expect(quantity).toHaveValue(5);
    expect(quantity).toHaveAttribute('min', '3');
    expect(quantity).toHaveAccessibleDescription(
      en.posts.form.quantityGiven.replace('{{given}}', '2'),
    );
    expect(screen.getByRole('checkbox', { name: en.posts.form.canDeliver })).toBeChecked();
    const deadline = screen.getByLabelText(en.posts.form.deadline);
    expect(deadline).toHaveValue(day);
    expect(deadline).toHaveAccessibleDescription(en.posts.form.deadlineHint);
    expect(screen.getByRole('radio', { name: en.posts.form.shareModes.first })).toBeChecked();

    await user.click(screen.getByRole('button', { name: en.posts.edit.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const form = uploads[0]?.form;
    expect([
      form?.get('condition'),
      form?.get('quantity'),
      form?.get('can_deliver'),
      form?.get('deadline'),
      form?.get('share_mode'),
    ]).toEqual(['used', '5', 'true', day, 'first']);
  });

  it('keeps the quantity above what was given', async () => {
    const user = userEvent.setup();
    omarEditing(aPostDetail({ quantity: 5, quantity_left: 3 }));
    const { uploads } = stubUploads({});
    renderRoute('/edit_post/5');
    const quantity = await screen.findByRole('spinbutton', { name: en.posts.form.quantity });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: en.posts.edit.submit }));
    expect(
      await screen.findByText(en.posts.form.quantityBelowGiven.replace('{{given}}', '2')),
    ).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('clears the condition and the day when the donor unsays them', async () => {
    const user = userEvent.setup();
    omarEditing(aPostDetail({ condition: 'used', deadline: dayFromToday(3) }));
    const { uploads } = stubUploads({
      'PUT /Posting/update-post/5': { body: { message: 'ok', post: aPostDetail() } },
    });
    renderRoute('/ar/edit_post/5');
    const condition = await screen.findByLabelText(ar.posts.form.condition);
    await user.selectOptions(condition, ar.posts.form.conditionNotSaid);
    await user.clear(screen.getByLabelText(ar.posts.form.deadline));
    await user.click(screen.getByRole('button', { name: ar.posts.edit.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const form = uploads[0]?.form;
    expect([form?.get('condition'), form?.get('deadline')]).toEqual(['', '']);
  });

  it('shows the API’s refusal of the quantity on its field', async () => {
    const user = userEvent.setup();
    omarEditing(aPostDetail({ quantity: 2, quantity_left: 2 }));
    stubUploads({
      'PUT /Posting/update-post/5': {
        status: 400,
        body: {
          message: 'The quantity must be more than what was already given.',
          code: 'QUANTITY_BELOW_GIVEN',
          field: 'quantity',
        },
      },
    });
    renderRoute('/edit_post/5');
    const quantity = await screen.findByRole('spinbutton', { name: en.posts.form.quantity });
    await user.click(screen.getByRole('button', { name: en.posts.edit.submit }));
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveFocus();
  });

  it('says the day and how it goes stay once the draw was done', async () => {
    const user = userEvent.setup();
    const day = dayFromToday(-2);
    const drawnAt = `${dayFromToday(-1)}T09:00:00.000Z`;
    omarEditing(
      aPostDetail({
        deadline: day,
        share_mode: 'draw',
        draw: { seed: 'c0ffee', drawn_at: drawnAt },
        availability: 'reserved',
      }),
    );
    const { uploads } = stubUploads({
      'PUT /Posting/update-post/5': { body: { message: 'ok', post: aPostDetail() } },
    });
    renderRoute('/edit_post/5');
    expect(
      await screen.findByText(
        en.posts.form.drawnLocked.replace(
          '{{date}}',
          ammanDayText(drawnAt.slice(0, 10), 'en', new Date()),
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(en.posts.form.deadline)).toBeNull();
    expect(screen.queryByRole('radio', { name: en.posts.form.shareModes.draw })).toBeNull();

    await user.click(screen.getByRole('button', { name: en.posts.edit.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect([uploads[0]?.form.get('deadline'), uploads[0]?.form.get('share_mode')]).toEqual([
      day,
      'draw',
    ]);
  });

  it('starts from the post’s place and exact location, and sends them again', async () => {
    const user = userEvent.setup();
    omarEditing(
      aPostDetail({
        place: { id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' },
        exact_point: { lat: 31.999123, lng: 35.844 },
        location: 'Amman - Khalda',
      }),
    );
    const { uploads } = stubUploads({
      'PUT /Posting/update-post/5': { body: { message: 'ok', post: aPostDetail() } },
    });
    renderRoute('/edit_post/5');
    const picker = await screen.findByRole('combobox', { name: en.posts.form.place });
    await waitFor(() => expect(picker).toHaveValue('Khalda, Amman'));
    expect(screen.getByText(en.posts.form.pointSet)).toBeInTheDocument();
    expect(screen.getByText(en.posts.form.pointPrivacy)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.posts.edit.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.form.get('place')).toBe('amman-khalda');
    expect(uploads[0]?.form.get('point')).toBe('31.999123,35.844');
  });
});
