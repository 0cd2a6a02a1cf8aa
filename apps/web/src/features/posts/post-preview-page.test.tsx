import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { PostPreview } from '@tabarru/contract/previews';
import { POST_PREVIEW_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, stubApi } from '../../test/api-stub';
import { aPostDetail, aPostPreview, storedImage } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

const token = makeToken({ userId: 7, username: 'sara' });

/** The post's preview as the web host writes it into the page it serves. */
function writePreviewInPage(preview: PostPreview) {
  const written = document.createElement('script');
  written.type = 'application/json';
  written.id = POST_PREVIEW_ELEMENT_ID;
  written.textContent = JSON.stringify(preview);
  document.head.append(written);
}

/** A visitor's API: the preview, and what signing in and the full post then ask. */
function visitorApi() {
  return stubApi({
    'GET /api/posts/5/preview': { body: aPostPreview() },
    'POST /authentication/login': { body: { jwtToken: token } },
    'POST /authentication/verify': { body: true },
    'GET /Posting/posts/5': { body: aPostDetail() },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
  });
}

describe('a post for visitors', () => {
  it.each([
    ['/posts/5', en, '/authentication/login', '/authentication/registration'],
    ['/ar/posts/5', ar, '/ar/authentication/login', '/ar/authentication/registration'],
  ])(
    'shows the preview at %s: photos, what and where, the donor and their rating, no contact',
    async (path, catalog, loginPath, registrationPath) => {
      const api = visitorApi();
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' }),
      ).toBeInTheDocument();
      const gallery = screen.getByRole('region', { name: 'Wooden dining table' });
      expect(within(gallery).getByRole('img')).toHaveAttribute('src', storedImage(1).url);
      expect(screen.getByText('Six chairs included.')).toBeInTheDocument();
      expect(screen.getByText('Jabal Al-Weibdeh')).toBeInTheDocument();
      expect(
        screen.getByText(
          `${catalog.posts.categories.Furniture} · ${catalog.posts.regions.Amman} -`,
          { exact: false },
        ),
      ).toBeInTheDocument();
      const donor = screen.getByRole('region', { name: catalog.posts.detail.donor });
      expect(within(donor).getByText('omar')).toBeInTheDocument();
      expect(
        within(donor).getByText(
          catalog.rating.summary
            .replace('{{rating}}', '4.5')
            .replace('{{max}}', '5')
            .replace('{{count}}', '6'),
        ),
      ).toBeInTheDocument();
      expect(within(donor).getByText(catalog.posts.preview.signInNote)).toBeInTheDocument();
      expect(screen.queryByText(catalog.posts.preview.givenAway)).toBeNull();

      // No contact and no action of a member: only signing in or registering.
      expect(document.body).not.toHaveTextContent('0791234567');
      expect(document.body).not.toHaveTextContent('omar@example.jo');
      expect(screen.queryByRole('link', { name: catalog.posts.detail.messageSeller })).toBeNull();
      expect(screen.queryByRole('link', { name: catalog.posts.detail.whatsapp })).toBeNull();
      expect(screen.queryByRole('button', { name: catalog.claims.button })).toBeNull();
      expect(screen.queryByRole('button', { name: catalog.reports.button })).toBeNull();
      const bar = screen.getByRole('group', { name: catalog.posts.detail.contact });
      expect(within(bar).getByRole('link', { name: catalog.posts.preview.signIn })).toHaveAttribute(
        'href',
        `${loginPath}?next=%2Fposts%2F5`,
      );
      expect(
        within(bar).getByRole('link', { name: catalog.posts.preview.register }),
      ).toHaveAttribute('href', `${registrationPath}?next=%2Fposts%2F5`);
      expect(api.callsTo('GET /Posting/posts/5')).toHaveLength(0);
    },
  );

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ])(
    'says at %s, in its language, that an item already given away is no longer on offer',
    async (path, catalog) => {
      stubApi({ 'GET /api/posts/5/preview': { body: aPostPreview({ availability: 'donated' }) } });
      renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' });
      expect(screen.getByText(catalog.posts.preview.givenAway)).toBeInTheDocument();
      const donor = screen.getByRole('region', { name: catalog.posts.detail.donor });
      expect(within(donor).getByText(catalog.posts.preview.givenAwayNote)).toBeInTheDocument();
      expect(within(donor).queryByText(catalog.posts.preview.signInNote)).toBeNull();
    },
  );

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ])(
    'says at %s, in its language, that an offer which ended is no longer on offer',
    async (path, catalog) => {
      stubApi({ 'GET /api/posts/5/preview': { body: aPostPreview({ expired: true }) } });
      renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' });
      expect(screen.getByText(catalog.posts.preview.ended)).toBeInTheDocument();
      expect(screen.queryByText(catalog.posts.preview.givenAway)).toBeNull();
      const donor = screen.getByRole('region', { name: catalog.posts.detail.donor });
      expect(within(donor).getByText(catalog.posts.preview.givenAwayNote)).toBeInTheDocument();
    },
  );

  it('signs the visitor in and brings them back to the full post', async () => {
    const user = userEvent.setup();
    visitorApi();
    const { router } = renderRoute('/ar/posts/5');
    await user.click(await screen.findByRole('link', { name: ar.posts.preview.signIn }));
    await screen.findByRole('heading', { level: 1, name: ar.auth.login.heading });
    await user.type(screen.getByLabelText(ar.auth.login.emailOrPhone), 'sara@example.jo');
    await user.type(screen.getByLabelText(ar.auth.password), 'a long password');
    await user.click(screen.getByRole('button', { name: ar.auth.login.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/posts/5'));
    const bar = await screen.findByRole('group', { name: ar.posts.detail.contact });
    expect(
      await within(bar).findByRole('link', { name: ar.posts.detail.messageSeller }),
    ).toBeInTheDocument();
    expect(screen.getByText('0791234567')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ar.posts.preview.signIn })).toBeNull();
  });

  it('keeps the way back through registration too', async () => {
    const user = userEvent.setup();
    visitorApi();
    const { router } = renderRoute('/posts/5');
    await user.click(await screen.findByRole('link', { name: en.posts.preview.register }));
    await screen.findByRole('heading', { level: 1, name: en.auth.register.heading });
    expect(router.state.location.search).toBe('?next=%2Fposts%2F5');
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/authentication/login?next=%2Fposts%2F5');
  });

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ])(
    'shows at %s the preview the page was served with, and keeps it when asking again fails',
    async (path, catalog) => {
      writePreviewInPage(aPostPreview());
      // Asking again fails at once: a refusal is not retried.
      const api = stubApi({
        'GET /api/posts/5/preview': {
          status: 403,
          body: { message: 'Forbidden', code: 'FORBIDDEN' },
        },
      });
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' }),
      ).toBeInTheDocument();
      expect(document.getElementById(POST_PREVIEW_ELEMENT_ID)).toBeNull();
      await waitFor(() => expect(api.callsTo('GET /api/posts/5/preview')).toHaveLength(1));
      // A turn for the failure to reach the page: it must keep the post.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('group', { name: catalog.posts.detail.contact })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: catalog.posts.detail.tryAgain })).toBeNull();
    },
  );

  it('asks the API when the preview written in the page is another post’s', async () => {
    writePreviewInPage({ ...aPostPreview(), post_id: 6, title: 'Another' });
    const api = visitorApi();
    renderRoute('/posts/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/posts/5/preview')).toHaveLength(1);
  });

  it('never shows another post’s preview written in the page, even when the API fails', async () => {
    writePreviewInPage({ ...aPostPreview(), post_id: 6, title: 'Another' });
    stubApi({
      'GET /api/posts/5/preview': {
        status: 403,
        body: { message: 'Forbidden', code: 'FORBIDDEN' },
      },
    });
    renderRoute('/posts/5');
    expect(
      await screen.findByRole('button', { name: en.posts.detail.tryAgain }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Another')).toBeNull();
  });

  it('goes home saying so when the post is hidden or gone', async () => {
    stubApi({
      'GET /api/posts/5/preview': {
        status: 404,
        body: { message: 'Post not found', code: 'POST_NOT_FOUND' },
      },
    });
    const { router } = renderRoute('/ar/posts/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar'));
    expect(await screen.findByText(ar.posts.detail.notFound)).toBeInTheDocument();
  });
});
