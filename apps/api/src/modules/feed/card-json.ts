import { postCardSchema, type FeedReply, type PostCard } from '@tabarru/contract/posts';

import type { ImageStore } from '../../infra/media';
import { keepSerialized, serializerOf } from '../../infra/reply-serializer';
import { presentCard, shownDistance } from './presenter';
import type { CardRow } from './queries';

/** A card as every reply shows it; the distance is measured from each request's own point. */
type SharedCard = Omit<PostCard, 'distance_km'>;

const writeSharedCard = serializerOf(postCardSchema.omit({ distance_km: true }));

interface WrittenCard {
  /** the address its photo URLs start with (ImageStore.address) */
  at: string;
  card: SharedCard;
  json: string;
}

/**
 * Each card row's card and JSON, made once for as long as the row is kept: the feed near a point
 * sends the same kept rows (feed-cache.ts, cardsOf) in reply after reply, and writing a dozen
 * cards' texts was a seventh of such a request.
 */
const writtenCards = new WeakMap<CardRow, WrittenCard>();

function writtenCard(images: ImageStore, row: CardRow): WrittenCard {
  const at = images.address();
  let written = writtenCards.get(row);
  if (written?.at !== at) {
    const { distance_km: _measured, ...card } = presentCard(images, row);
    written = { at, card, json: writeSharedCard(card) };
    writtenCards.set(row, written);
  }
  return written;
}

/** A card of a page: its row, and how far its shown point is from where the feed measures. */
export interface PageCard {
  row: CardRow;
  distanceKm: number | null;
}

/**
 * A page of the feed with the JSON it is sent as, made of the cards' JSON written before
 * (writtenCard) and the distance of each, as the route's serializer writes the reply.
 */
export function feedReplyOf(
  images: ImageStore,
  cards: readonly PageCard[],
  rest: Omit<FeedReply, 'posts'>,
): FeedReply {
  const posts: PostCard[] = [];
  const written: string[] = [];
  for (const { row, distanceKm } of cards) {
    const { card, json } = writtenCard(images, row);
    const distance = shownDistance(distanceKm);
    posts.push({ ...card, distance_km: distance });
    written.push(`${json.slice(0, -1)},"distance_km":${JSON.stringify(distance)}}`);
  }
  const { pagination, nextCursor } = rest;
  const json = `{"posts":[${written.join(',')}],"pagination":${JSON.stringify({
    currentPage: pagination.currentPage,
    totalPages: pagination.totalPages,
    totalPosts: pagination.totalPosts,
    hasMore: pagination.hasMore,
  })},"nextCursor":${JSON.stringify(nextCursor)}}`;
  return keepSerialized({ posts, pagination, nextCursor }, json);
}
