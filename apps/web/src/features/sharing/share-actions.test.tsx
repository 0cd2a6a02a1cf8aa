import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../../test/api-stub';
import { anEventDetail } from '../../test/events';
import { aPostDetail, aPostPreview } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

type Catalog = typeof en;

function asMember(more: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
    'GET /Posting/posts/5': { body: aPostDetail() },
    ...more,
  });
}

async function shareSection(catalog: Catalog) {
  return screen.findByRole('region', { name: catalog.share.heading });
}

/** The device's share sheet, as a phone's browser offers it. */
function withShareSheet() {
  const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('sharing a post', () => {
  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ])(
    'offers WhatsApp, Facebook and copying the link of %s, in its language',
    async (path, catalog) => {
      asMember();
      renderRoute(path);
      const share = await shareSection(catalog);
      const url = `${window.location.origin}${path}`;
      const whatsapp = within(share).getByRole('link', { name: catalog.share.whatsappLabel });
      expect(whatsapp).toHaveTextContent(catalog.share.whatsapp);
      expect(whatsapp).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`Wooden dining table\n${url}`)}`,
      );
      expect(whatsapp).toHaveAttribute('target', '_blank');
      expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
      expect(
        within(share).getByRole('link', { name: catalog.share.facebookLabel }),
      ).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      );
      expect(within(share).getByRole('button', { name: catalog.share.copy })).toBeInTheDocument();
      // No share sheet on this device: no button for it.
      expect(within(share).queryByRole('button', { name: catalog.share.native })).toBeNull();
    },
  );

  it('copies the link from the keyboard and says so', async () => {
    const user = userEvent.setup();
    asMember();
    renderRoute('/ar/posts/5');
    const share = await shareSection(ar);
    const copy = within(share).getByRole('button', { name: ar.share.copy });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(ar.share.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/ar/posts/5`);
  });

  it("opens the device's share sheet where there is one", async () => {
    const user = userEvent.setup();
    const shareSheet = withShareSheet();
    asMember();
    renderRoute('/posts/5');
    const share = await shareSection(en);
    await user.click(within(share).getByRole('button', { name: en.share.native }));
    expect(shareSheet).toHaveBeenCalledWith({
      title: 'Wooden dining table',
      text: 'Wooden dining table',
      url: `${window.location.origin}/posts/5`,
    });
    // The explicit choices stay beside it.
    expect(within(share).getByRole('link', { name: en.share.whatsappLabel })).toBeInTheDocument();
  });

  it('says nothing when the share sheet is closed without choosing', async () => {
    const user = userEvent.setup();
    withShareSheet().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    asMember();
    renderRoute('/posts/5');
    const share = await shareSection(en);
    await user.click(within(share).getByRole('button', { name: en.share.native }));
    expect(screen.queryByText(en.share.failed)).toBeNull();
  });

  it('is offered to visitors on the preview too', async () => {
    stubApi({ 'GET /api/posts/5/preview': { body: aPostPreview() } });
    renderRoute('/ar/posts/5');
    const share = await shareSection(ar);
    expect(within(share).getByRole('link', { name: ar.share.whatsappLabel })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Wooden dining table\n${window.location.origin}/ar/posts/5`)}`,
    );
  });

  it('is not offered for a post under review, whose link would show others nothing', async () => {
    asMember({ 'GET /Posting/posts/5': { body: aPostDetail({ under_review: true }) } });
    renderRoute('/posts/5');
    await screen.findByText(en.posts.underReview.badge);
    expect(screen.queryByRole('region', { name: en.share.heading })).toBeNull();
  });
});

describe('sharing an event', () => {
  it.each([
    ['/events/3', en, 'Winter clothes drive 3'],
    ['/ar/events/3', ar, 'حملة ملابس الشتاء 3'],
  ])(
    'offers the same choices with the link of %s, in its language',
    async (path, catalog, title) => {
      const event = anEventDetail(3);
      stubApi({ 'GET /events/3': { body: event } });
      renderRoute(path);
      const share = await shareSection(catalog);
      expect(
        within(share).getByRole('link', { name: catalog.share.whatsappLabel }),
      ).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`${title}\n${window.location.origin}${path}`)}`,
      );
      expect(within(share).getByRole('button', { name: catalog.share.copy })).toBeInTheDocument();
    },
  );
});
