import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { anEvent, signedIn } from '../../test/events';
import { stubMedia } from '../../test/media';
import { renderRoute } from '../../test/render-route';
import { nextOffset } from './carousel-step';

const EMPTY_FEED = {
  posts: [],
  pagination: { currentPage: 1, totalPages: 1, totalPosts: 0, hasMore: false },
  nextCursor: null,
};

function feedWith(events: unknown[]) {
  return signedIn({
    'GET /events': { body: events },
    'GET /posts?sort=newest': { body: EMPTY_FEED },
  });
}

describe('nextOffset', () => {
  const row = { end: 600, slide: 300 };

  it('goes one slide on or back', () => {
    expect(nextOffset({ ...row, offset: 0 }, 1)).toBe(300);
    expect(nextOffset({ ...row, offset: 300 }, -1)).toBe(0);
  });

  it('stops at an end on the way to it, and rewinds past it', () => {
    expect(nextOffset({ ...row, offset: 450 }, 1)).toBe(600);
    expect(nextOffset({ ...row, offset: 599.5 }, 1)).toBe(0);
    expect(nextOffset({ ...row, offset: 0 }, -1)).toBe(600);
  });
});

describe('the feed events carousel', { timeout: 15_000 }, () => {
  it('shows the upcoming events, each linking to its page, and View All Events', async () => {
    stubMedia({ reducedMotion: false });
    const user = userEvent.setup();
    feedWith([anEvent(3), anEvent(4, { title: 'Book swap', title_en: 'Book swap' })]);
    renderRoute('/feed');
    const carousel = await screen.findByRole('region', { name: en.events.carousel.heading });
    expect(
      within(carousel).getByRole('link', { name: en.events.carousel.viewAll }),
    ).toHaveAttribute('href', '/events');
    expect(
      await within(carousel).findByRole('link', { name: /Winter clothes drive 3/ }),
    ).toHaveAttribute('href', '/events/3');
    expect(within(carousel).getByRole('link', { name: /Book swap/ })).toHaveAttribute(
      'href',
      '/events/4',
    );
    await user.click(within(carousel).getByRole('button', { name: en.events.carousel.pause }));
    expect(within(carousel).getByRole('button', { name: en.events.carousel.play })).toBeVisible();
  });

  it('runs right to left in Arabic, and offers no pause when nothing moves', async () => {
    stubMedia({ reducedMotion: true });
    feedWith([anEvent(3)]);
    renderRoute('/ar/feed');
    const carousel = await screen.findByRole('region', { name: ar.events.carousel.heading });
    expect(
      await within(carousel).findByRole('link', { name: /حملة ملابس الشتاء 3/ }),
    ).toHaveAttribute('href', '/ar/events/3');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(
      within(carousel).queryByRole('button', { name: ar.events.carousel.pause }),
    ).not.toBeInTheDocument();
  });

  it('is not there when there are no upcoming events', async () => {
    stubMedia({ reducedMotion: false });
    const api = feedWith([anEvent(9, { is_past: true })]);
    renderRoute('/feed');
    expect(await screen.findByText(en.posts.feed.empty)).toBeInTheDocument();
    expect(api.callsTo('GET /events')).toHaveLength(1);
    expect(
      screen.queryByRole('region', { name: en.events.carousel.heading }),
    ).not.toBeInTheDocument();
  });
});
