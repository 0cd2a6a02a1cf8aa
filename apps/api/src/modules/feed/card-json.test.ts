import { describe, expect, it } from 'vitest';

import { feedReplySchema } from '@tabarru/contract/posts';

import type { ImageStore } from '../../infra/media';
import { sendSerializedOnce, serializerOf } from '../../infra/reply-serializer';
import { feedReplyOf } from './card-json';
import type { CardRow } from './queries';

const row = (id: number, overrides: Partial<CardRow> = {}): CardRow => ({
  id,
  user_id: 7,
  username: 'salma',
  rating_sum: 9,
  rating_count: 2,
  title: id % 2 === 0 ? 'كنبة رمادية "نظيفة"' : 'Grey sofa \\ like new',
  location: 'Amman - Shmeisani',
  features: '["Pick up only"]',
  category: 'Furniture',
  availability: 'available',
  created_at: '2026-11-29T10:00:00.000Z',
  cover_hash: id % 3 === 0 ? null : 'a'.repeat(64),
  cover_width: id % 3 === 0 ? null : 1200,
  cover_height: id % 3 === 0 ? null : 900,
  region: 'Amman',
  place_id: 'amman-shmeisani',
  point_id: 3,
  shown_lat: 31.97,
  shown_lng: 35.9,
  need_quantity: id % 4 === 0 ? 40 : null,
  need_received: id % 4 === 0 ? 12 : 0,
  ...overrides,
});

function imagesAt(address: { current: string }): ImageStore {
  return {
    directory: '/tmp',
    save: async () => {},
    remove: async () => {},
    urlOf: (hash) => `${address.current}/uploads/${hash}.webp`,
    thumbnailUrlOf: (hash) => `${address.current}/uploads/${hash}-480.webp`,
    address: () => address.current,
  };
}

const writeReply = serializerOf(feedReplySchema);
const rest = {
  pagination: { currentPage: 2, totalPages: 9, totalPosts: 100, hasMore: true },
  nextCursor: 'abc',
};

/** The bytes feedReplyOf kept for its reply, as the route sends them. */
function sentJson(reply: object): string {
  let body = '';
  const fake = {
    serialize: () => {
      throw new Error('the reply was written again');
    },
    type() {
      return this;
    },
    send(bytes: Buffer) {
      body = bytes.toString('utf8');
      return this;
    },
  };
  sendSerializedOnce(fake as never, reply);
  return body;
}

describe('feedReplyOf', () => {
  it('sends what the route would write of the same reply, distances included', () => {
    const address = { current: 'https://tabarru.example' };
    const rows = [row(1), row(2), row(3)];
    const reply = feedReplyOf(
      imagesAt(address),
      rows.map((cardRow, at) => ({ row: cardRow, distanceKm: at === 2 ? null : 2.345 * at })),
      rest,
    );
    const sent = sentJson(reply);
    expect(JSON.parse(sent)).toEqual(JSON.parse(writeReply(reply)));
    expect(reply.posts.map((card) => card.distance_km)).toEqual([0, 2.3, null]);
    expect(reply.posts[1]?.title).toBe('كنبة رمادية "نظيفة"');
  });

  it("a kept row's card carries each request's distance and the address it reached", () => {
    const address = { current: 'https://tabarru.example' };
    const images = imagesAt(address);
    const kept = row(4);
    const first = feedReplyOf(images, [{ row: kept, distanceKm: 1 }], rest);
    const second = feedReplyOf(images, [{ row: kept, distanceKm: 4.26 }], rest);
    expect(second.posts[0]?.distance_km).toBe(4.3);
    expect(JSON.parse(sentJson(second))).toEqual(JSON.parse(writeReply(second)));
    expect(first.posts[0]?.attached_photo_url).toContain('https://tabarru.example/');

    address.current = 'http://192.168.1.5:3001';
    const elsewhere = feedReplyOf(images, [{ row: kept, distanceKm: 1 }], rest);
    const sent = JSON.parse(sentJson(elsewhere)) as { posts: { cover: { url: string } }[] };
    expect(sent.posts[0]?.cover.url).toMatch(/^http:\/\/192\.168\.1\.5:3001\//);
  });
});
