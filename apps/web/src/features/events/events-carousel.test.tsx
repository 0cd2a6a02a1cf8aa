import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { anEvent, signedIn } from '../../test/events';
import { stubMedia } from '../../test/media';
import { renderRoute } from '../../test/render-route';
import { carouselOptions } from './carousel-settings';

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

describe('carouselOptions', () => {
  it('plays every 3 s, slides in 500 ms, loops, and shows 1, 2 or 3 events by width', () => {
    const options = carouselOptions(5, false);
    expect(options).toMatchObject({
      autoplay: { delay: 3000 },
      speed: 500,
      loop: true,
      slidesPerView: 1,
      breakpoints: { 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
    });
  });

  it('rewinds instead of looping when every event fits in view', () => {
    expect(carouselOptions(3, false)).toMatchObject({ loop: false, rewind: true });
  });

  it('keeps still when reduced motion is asked for', () => {
    expect(carouselOptions(5, true)).toMatchObject({ autoplay: false, speed: 0 });
  });
});

describe('the feed events carousel', { timeout: 15_000 }, () => {
  it('shows the upcoming events, each linking to its page, and View All Events', async () => {
    stubMedia({ reducedMotion: false });
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
    expect(within(carousel).getByRole('button', { name: en.events.carousel.pause })).toBeVisible();
  });

  it('runs right to left in Arabic, and offers no pause when nothing moves', async () => {
    stubMedia({ reducedMotion: true });
    feedWith([anEvent(3)]);
    const { container } = renderRoute('/ar/feed');
    const carousel = await screen.findByRole('region', { name: ar.events.carousel.heading });
    expect(
      await within(carousel).findByRole('link', { name: /حملة ملابس الشتاء 3/ }),
    ).toHaveAttribute('href', '/ar/events/3');
    expect(container.querySelector('.swiper')).toHaveAttribute('dir', 'rtl');
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
