import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { activateLanguage, loadPageTexts } from '../../i18n/i18n';
import { aPostCard } from '../../test/posts';
import { PostCard } from './post-card';

const SIZES = '(min-width: 768px) 25vw, 50vw';
const now = new Date('2026-11-21T10:00:00.000Z');

async function renderCard(ui: React.ReactNode) {
  await loadPageTexts();
  await activateLanguage('en');
  render(
    <MemoryRouter>
      <ul>{ui}</ul>
    </MemoryRouter>,
  );
  return screen.getByRole('link').querySelector('img');
}

describe('PostCard', () => {
  it('offers its cover as the thumbnail and the photo by their widths, for the width its list gives it', async () => {
    const post = aPostCard(4);
    const photo = await renderCard(<PostCard post={post} now={now} coverSizes={SIZES} />);
    expect(photo).toHaveAttribute('src', post.cover?.thumbnail_url);
    expect(photo).toHaveAttribute(
      'srcset',
      `${post.cover?.thumbnail_url} 480w, ${post.cover?.url} 1600w`,
    );
    expect(photo).toHaveAttribute('sizes', SIZES);
    // Below the first screen unless told otherwise: loaded once the browser sees it will show.
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('alt', '');
  });

  it('loads its cover at once among the first cards', async () => {
    const photo = await renderCard(
      <PostCard post={aPostCard(4)} now={now} coverSizes={SIZES} eager />,
    );
    expect(photo).toHaveAttribute('loading', 'eager');
  });

  it('offers the photo alone when it is no wider than a thumbnail', async () => {
    const post = aPostCard(4);
    const small = { url: 'http://api.test/uploads/small.webp', width: 400, height: 300 };
    const photo = await renderCard(
      <PostCard
        post={{ ...post, cover: { ...small, thumbnail_url: post.attached_photo_url ?? '' } }}
        now={now}
        coverSizes={SIZES}
      />,
    );
    expect(photo).toHaveAttribute('srcset', `${small.url} 400w`);
  });

  it.each([
    ['en', en, '/feed'],
    ['ar', ar, '/ar/feed'],
  ] as const)(
    'names to a screen reader in %s a wanted post’s author as the one asking, an offer’s as its donor',
    async (language, texts, page) => {
      await loadPageTexts();
      await activateLanguage(language);
      const asked = aPostCard(5, { username: 'sara', attached_photo_url: null, cover: null });
      render(
        <MemoryRouter initialEntries={[page]}>
          <ul>
            <PostCard post={asked} now={now} coverSizes={SIZES} wanted />
            <PostCard post={aPostCard(6, { username: 'omar' })} now={now} coverSizes={SIZES} />
          </ul>
        </MemoryRouter>,
      );
      const [wanted, offer] = screen.getAllByRole('link') as [HTMLElement, HTMLElement];
      expect(within(wanted).getByText(texts.posts.card.askedBy)).toHaveClass('sr-only');
      expect(within(wanted).queryByText(texts.posts.card.donor)).not.toBeInTheDocument();
      expect(within(offer).getByText(texts.posts.card.donor)).toHaveClass('sr-only');
    },
  );

  it.each([
    ['en', '/feed', 'Verified organisation · 12 of 40 received'],
    ['ar', '/ar/feed', 'مؤسسة موثّقة · وصل 12 من 40'],
  ] as const)(
    'says in %s that a need is an organisation’s, and how many of its items came in',
    async (language, page, line) => {
      await loadPageTexts();
      await activateLanguage(language);
      const wanted = { attached_photo_url: null, cover: null };
      render(
        <MemoryRouter initialEntries={[page]}>
          <ul>
            <PostCard
              post={aPostCard(5, { ...wanted, need: { quantity: 40, received: 12 } })}
              now={now}
              coverSizes={SIZES}
              wanted
            />
            <PostCard post={aPostCard(6, wanted)} now={now} coverSizes={SIZES} wanted />
          </ul>
        </MemoryRouter>,
      );
      const [need, wantedPost] = screen.getAllByRole('link') as [HTMLElement, HTMLElement];
      expect(within(need).getByText(line)).toBeInTheDocument();
      expect(need).toHaveAccessibleName(expect.stringContaining(line));
      expect(wantedPost).not.toHaveTextContent(line.split(' · ')[0] ?? '');
    },
  );

  it('shows the placeholder for a post without photos', async () => {
    const post = aPostCard(4, { attached_photo_url: null, cover: null });
    expect(await renderCard(<PostCard post={post} now={now} coverSizes={SIZES} />)).toBeNull();
  });

  it.each([
    [
      'en',
      en,
      '/feed',
      'Khalda',
      ['Under 1 km away', '2 km away', '2.4 km away', '10 km away', '13 km away'],
    ],
    [
      'ar',
      ar,
      '/ar/feed',
      'خلدا',
      [
        'على بعد أقل من كيلومتر',
        'على بعد 2 كم',
        'على بعد 2.4 كم',
        'على بعد 10 كم',
        'على بعد 13 كم',
      ],
    ],
  ] as const)(
    'names in %s its place in the page’s language and says how far it is',
    async (language, texts, page, placeName, distances) => {
      await loadPageTexts();
      await activateLanguage(language);
      const place = { id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' };
      const cards = [0.4, 2, 2.43, 9.96, 12.6].map((distance_km, index) =>
        aPostCard(index + 1, { place, distance_km }),
      );
      render(
        <MemoryRouter initialEntries={[page]}>
          <ul>
            {cards.map((post) => (
              <PostCard key={post.post_id} post={post} now={now} coverSizes={SIZES} />
            ))}
            <PostCard post={aPostCard(9)} now={now} coverSizes={SIZES} />
          </ul>
        </MemoryRouter>,
      );
      const links = screen.getAllByRole('link');
      links.slice(0, 5).forEach((link, index) => {
        expect(link).toHaveTextContent(placeName);
        expect(link).not.toHaveTextContent('University Street');
        expect(within(link).getByText(distances[index] ?? '')).toBeInTheDocument();
      });
      // Without a place, its location as written; measured from nowhere, no distance.
      const plain = links[5] as HTMLElement;
      expect(plain).toHaveTextContent(`${texts.posts.regions.Irbid} - University Street`);
      expect(plain).not.toHaveTextContent(language === 'en' ? 'away' : 'على بعد');
    },
  );
});
