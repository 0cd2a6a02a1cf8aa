import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Language } from '@tabarru/contract/constants';
import type { PostCard } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { activateLanguage, loadFeedTexts } from '../../i18n/i18n';
import { aPostCard } from '../../test/posts';
// Through its chunk, which brings the maps' texts.
import { FeedMap } from './map-chunk';

const SHMEISANI = { id: 'amman-shmeisani', name_en: 'Shmeisani', name_ar: 'الشميساني' };
const IRBID = { id: 'irbid', name_en: 'Irbid', name_ar: 'إربد' };

/** Three posts at Shmeisani's centre (one spot), one in Irbid with its distance. */
const POSTS: PostCard[] = [
  ...[1, 2, 3].map((id) =>
    aPostCard(id, {
      title: `Lamp ${id}`,
      place: SHMEISANI,
      shown_point: { lat: 31.9686, lng: 35.8986 },
    }),
  ),
  aPostCard(4, {
    title: 'Desk',
    place: IRBID,
    shown_point: { lat: 32.5556, lng: 35.85 },
    distance_km: 71.3,
  }),
];

beforeEach(() => {
  // jsdom lays nothing out: the map's box is a phone's.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  return () => {
    vi.restoreAllMocks();
  };
});

async function renderMap(language: Language, posts = POSTS) {
  await activateLanguage(language);
  // The map is only on the feed, whose texts (a post's labels among them) are loaded.
  await loadFeedTexts();
  const view = render(
    <MemoryRouter initialEntries={[language === 'ar' ? '/ar/feed' : '/feed']}>
      <FeedMap posts={posts} fitKey="" distanceText={(km) => `${km} km`} className="h-96" />
    </MemoryRouter>,
  );
  return { view, map: screen.getByRole('region', { name: { en, ar }[language].map.feedLabel }) };
}

describe('the feed’s map', () => {
  it('is a named, focusable region with a marker button for each post and a counted group', async () => {
    const texts = ar;
    const { map } = await renderMap('ar');
    expect(map).toHaveAttribute('tabindex', '0');
    const desk = await within(map).findByRole('button', { name: 'Desk' });
    expect(desk).toHaveAttribute('tabindex', '0');
    const group = within(map).getByRole('button', {
      name: texts.map.cluster_few.replace('{{count}}', '3'),
    });
    expect(group).toHaveTextContent('3');
  });

  it('opens a post’s popup in Arabic, right to left, its place in Arabic, its link focused', async () => {
    const { map } = await renderMap('ar');
    fireEvent.click(await within(map).findByRole('button', { name: 'Desk' }));
    const link = await within(map).findByRole('link', { name: 'Desk' });
    expect(link).toHaveAttribute('href', '/ar/posts/4');
    const popup = link.closest('.map-popup');
    expect(popup).toHaveAttribute('dir', 'rtl');
    expect(popup).toHaveTextContent('إربد');
    expect(popup).toHaveTextContent('71.3 km');
    await waitFor(() => expect(link).toHaveFocus());
    expect(within(map).getByRole('button', { name: ar.map.close })).toBeInTheDocument();

    // Escape closes it, and the focus goes back to the marker.
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(map.querySelector('.map-popup')).toBeNull());
    expect(within(map).getByRole('button', { name: 'Desk' })).toHaveFocus();
  });

  it('lists the posts of a group at one spot, which no zoom takes apart', async () => {
    const { map } = await renderMap('en');
    fireEvent.click(await within(map).findByRole('button', { name: '3 items here' }));
    const links = await within(map).findAllByRole('link', { name: /Lamp/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/posts/1',
      '/posts/2',
      '/posts/3',
    ]);
    expect(links[0]?.closest('.map-popup')).toHaveTextContent('3 items hereLamp 1Shmeisani');
    await waitFor(() => expect(links[0]).toHaveFocus());
  });

  it('opens a group of posts apart from each other by zooming to where it comes apart', async () => {
    const { map } = await renderMap('en', [
      aPostCard(1, { title: 'Chair', shown_point: { lat: 31.9686, lng: 35.8986 } }),
      aPostCard(2, { title: 'Table', shown_point: { lat: 31.9706, lng: 35.9006 } }),
      aPostCard(3, { title: 'Far', shown_point: { lat: 29.53, lng: 35.0 } }),
    ]);
    fireEvent.click(await within(map).findByRole('button', { name: '2 items here' }));
    expect(await within(map).findByRole('button', { name: 'Chair' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Table' })).toBeInTheDocument();
    expect(map.querySelector('.map-popup')).toBeNull();
  });

  it.each([
    ['en', 'left', 'right', en],
    ['ar', 'right', 'left', ar],
  ] as const)(
    'in %s puts the zoom buttons at the start (%s) and the credit at the end',
    async (language, start, end, texts) => {
      const { map } = await renderMap(language);
      const zoomIn = within(map).getByRole('button', { name: texts.map.zoomIn });
      expect(zoomIn.closest(`.leaflet-top.leaflet-${start}`)).not.toBeNull();
      expect(within(map).getByRole('button', { name: texts.map.zoomOut })).toBeInTheDocument();
      const credit = within(map).getByRole('link', { name: 'OpenStreetMap' });
      expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
      expect(credit.closest(`.leaflet-bottom.leaflet-${end}`)).not.toBeNull();
    },
  );

  it('says so when its tiles cannot load, in the page’s language', async () => {
    const { view } = await renderMap('ar');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    const tiles = view.container.querySelectorAll('img.leaflet-tile');
    expect(tiles.length).toBeGreaterThan(0);
    act(() => tiles.forEach((tile) => tile.dispatchEvent(new Event('error'))));
    expect(status).toHaveTextContent(ar.map.feedTilesFailed);
  });
});
