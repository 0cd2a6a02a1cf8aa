import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, stubUploads, type StubReply } from '../../test/api-stub';
import { jpegFile, pngFile, stubImageDecoding, stubPhotoCanvas, webpFile } from '../../test/images';
import { stubMedia } from '../../test/media';
import { renderRoute } from '../../test/render-route';

// The picker in the form it serves, the page to create a post, in both languages.
const PAGES = [
  { lang: 'en', path: '/create_post', texts: en },
  { lang: 'ar', path: '/ar/create_post', texts: ar },
] as const;

type Texts = typeof en;

function member() {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
  });
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function openForm(texts: Texts, path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: texts.posts.create.heading });
  return view;
}

function newPhotos(texts: Texts) {
  return screen.getByRole('list', { name: texts.imagePicker.newImages });
}

/** Every field the API asks, in the page's language. */
async function fillFields(user: UserEvent, texts: Texts) {
  await user.type(screen.getByLabelText(texts.posts.form.title), 'Sofa');
  await user.type(screen.getByLabelText(texts.posts.form.description), 'Grey, three seats');
  await user.selectOptions(screen.getByLabelText(texts.posts.form.category), 'Furniture');
  await user.selectOptions(screen.getByLabelText(texts.posts.form.region), 'Irbid');
  await user.type(screen.getByLabelText(texts.posts.form.phone), '0791234567');
}

describe.each(PAGES)('the photo picker ($lang)', ({ path, texts }) => {
  it('shows each photo whole with its own remove button under it, named after the photo', async () => {
    const user = userEvent.setup();
    member();
    const { container } = await openForm(texts, path);
    await user.upload(fileInput(container), [pngFile('sofa.png'), pngFile('chair.png')]);

    const photos = newPhotos(texts);
    const tiles = within(photos).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    for (const [index, name] of ['sofa.png', 'chair.png'].entries()) {
      const tile = tiles[index] as HTMLElement;
      const image = await within(tile).findByRole('img', { name });
      const remove = within(tile).getByRole('button', {
        name: fill(texts.imagePicker.removeNewImage, { number: index + 1, name }),
      });
      // Its visible word is the start of its name, and it follows the photo instead of lying on it.
      expect(remove).toHaveTextContent(texts.imagePicker.remove);
      expect(image.compareDocumentPosition(remove)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(image.contains(remove)).toBe(false);
    }

    // From the keyboard: the first photo goes, and the other is now the first.
    within(photos)
      .getByRole('button', {
        name: fill(texts.imagePicker.removeNewImage, { number: 1, name: 'sofa.png' }),
      })
      .focus();
    await user.keyboard('{Enter}');
    expect(within(photos).queryByRole('img', { name: 'sofa.png' })).not.toBeInTheDocument();
    expect(
      within(photos).getByRole('button', {
        name: fill(texts.imagePicker.removeNewImage, { number: 1, name: 'chair.png' }),
      }),
    ).toBeEnabled();
  });

  it('asks to drop or click on a laptop, and to tap on a phone', async () => {
    member();
    const { unmount } = await openForm(texts, path);
    expect(screen.getByText(texts.imagePicker.dropOrChoose)).toBeInTheDocument();
    expect(screen.queryByText(texts.imagePicker.tapToChoose)).not.toBeInTheDocument();
    unmount();

    stubMedia({ reducedMotion: false, coarsePointer: true });
    member();
    await openForm(texts, path);
    expect(screen.getByText(texts.imagePicker.tapToChoose)).toBeInTheDocument();
    expect(screen.queryByText(texts.imagePicker.dropOrChoose)).not.toBeInTheDocument();
  });

  it('offers and takes WebP photos, as phones and messaging apps save them', async () => {
    const user = userEvent.setup();
    member();
    const { container } = await openForm(texts, path);
    const input = fileInput(container);
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['image/webp', '.webp']));
    await user.upload(input, [webpFile('IMG-20250611-WA0007.webp'), pngFile('chair.png')]);

    const photos = newPhotos(texts);
    expect(
      await within(photos).findByRole('img', { name: 'IMG-20250611-WA0007.webp' }),
    ).toBeInTheDocument();
    await within(photos).findByRole('img', { name: 'chair.png' });
    expect(within(photos).queryByText(texts.imagePicker.problemNotAnImage)).toBeNull();
    expect(screen.queryByText(texts.imagePicker.imagesRejected)).toBeNull();
  });

  it('says of each photo while it is being made smaller, and the form waits for it', async () => {
    const user = userEvent.setup();
    member();
    let finishDrawing = () => {};
    stubImageDecoding({ width: 4080, height: 3060 });
    stubPhotoCanvas({ written: new Promise((resolve) => (finishDrawing = resolve)) });
    const { container } = await openForm(texts, path);
    await fillFields(user, texts);
    await user.upload(fileInput(container), jpegFile('IMG_4031.jpg', 8_900_000));

    const photos = newPhotos(texts);
    const preparing = await within(photos).findByText(
      fill(texts.imagePicker.preparing, { name: 'IMG_4031.jpg' }),
    );
    expect(preparing).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: texts.posts.create.submit })).toBeDisabled();
    // A photo being prepared can be removed already.
    expect(
      within(photos).getByRole('button', {
        name: fill(texts.imagePicker.removeNewImage, { number: 1, name: 'IMG_4031.jpg' }),
      }),
    ).toBeEnabled();

    finishDrawing();
    expect(await within(photos).findByRole('img', { name: 'IMG_4031.jpg' })).toBeInTheDocument();
    expect(within(photos).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.posts.create.submit })).toBeEnabled();
  });

  it('shows how much of each photo has gone while the form is sent', async () => {
    const user = userEvent.setup();
    member();
    let answer: (reply: StubReply) => void = () => {};
    const { uploads } = stubUploads({
      'POST /create_post': () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    const { container } = await openForm(texts, path);
    await fillFields(user, texts);
    await user.upload(fileInput(container), [
      pngFile('sofa.png', 1000),
      pngFile('chair.png', 3000),
    ]);
    const photos = newPhotos(texts);
    await within(photos).findByRole('img', { name: 'chair.png' });
    await user.click(screen.getByRole('button', { name: texts.posts.create.submit }));
    await waitFor(() => expect(uploads).toHaveLength(1));

    const sofa = () =>
      within(photos).getByRole('progressbar', {
        name: fill(texts.upload.photoLabel, { number: 1, name: 'sofa.png' }),
      });
    const chair = () =>
      within(photos).getByRole('progressbar', {
        name: fill(texts.upload.photoLabel, { number: 2, name: 'chair.png' }),
      });
    // 1000 bytes of fields, then the two photos.
    uploads[0]?.progress(1500, 5000);
    await waitFor(() => expect(sofa()).toHaveAttribute('value', '50'));
    expect(chair()).toHaveAttribute('value', '0');
    expect(sofa().parentElement).toHaveTextContent(
      fill(texts.upload.photoPercent, { percent: 50 }),
    );
    expect(screen.getByText(fill(texts.upload.progress, { percent: 30 }))).toHaveAttribute(
      'role',
      'status',
    );
    // What is being sent stays as it is until the answer.
    for (const remove of within(photos).getAllByRole('button')) expect(remove).toBeDisabled();

    uploads[0]?.progress(4000, 5000);
    await waitFor(() => expect(chair()).toHaveAttribute('value', '67'));
    expect(sofa()).toHaveAttribute('value', '100');

    answer({ status: 500, body: { message: 'Oops', code: 'INTERNAL' } });
    expect(await screen.findByText(texts.posts.create.failed)).toBeInTheDocument();
    expect(within(photos).queryByRole('progressbar')).not.toBeInTheDocument();
    for (const remove of within(photos).getAllByRole('button')) expect(remove).toBeEnabled();
  });
});
