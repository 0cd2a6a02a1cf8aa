import { isRegion } from '@tabarru/contract/constants';
import { placeById, placeNamed } from '@tabarru/contract/place-search';
import { placeReplyOf } from '@tabarru/contract/place-schemas';
import type { PostCard } from '@tabarru/contract/posts';

import type { ImageStore } from '../../infra/media';
import { averageRating } from '../feedback/policy';
import type { CardRow } from './queries';

/** The donor's name and kept rating totals, read with every post from their row. */
export interface Donor {
  username: string;
  rating_sum: number;
  rating_count: number;
}

/** The donor's rating for a compact star: one decimal and how many rated them. */
export const donorRating = (donor: Donor) => ({
  donor_rating: averageRating(donor.rating_sum, donor.rating_count),
  donor_rating_count: donor.rating_count,
});

/** The stored extra features: a JSON list of texts (the category is kept apart). */
export function extrasOf(row: Pick<CardRow, 'features'>): string[] {
  const parsed: unknown = JSON.parse(row.features);
  return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
}

/** Category first, then the extra features, as the earlier client reads a post's features. */
export const featuresOf = (row: Pick<CardRow, 'category' | 'features'>) => [
  row.category,
  ...extrasOf(row),
];

/** What is stored of where a post is and where it is shown (migration 0027). */
export interface StoredWhere {
  region: string;
  place_id: string | null;
  shown_lat: number | null;
  shown_lng: number | null;
}

/**
 * Where everyone sees a post: its place in both languages, when more than its region, and its
 * shown point (never the exact one). A post not yet placed shows at its region's centre.
 */
export function shownWhere(row: StoredWhere): Pick<PostCard, 'place' | 'shown_point'> {
  const place =
    placeById(row.place_id ?? undefined) ??
    placeNamed(row.region, isRegion(row.region) ? row.region : undefined);
  const shown =
    row.shown_lat !== null && row.shown_lng !== null
      ? { lat: row.shown_lat, lng: row.shown_lng }
      : { lat: place?.lat ?? 0, lng: place?.lng ?? 0 };
  // A region's centre names no more than the location's region, which the location says already
  // (with the area as typed, a free text no place matched).
  const named = place && place.kind !== 'governorate' ? placeReplyOf(place) : null;
  return { place: named, shown_point: shown };
}

/** A feed card: the cover's thumbnail, and the cover's files with its size for a srcset. */
export function presentCard(
  images: ImageStore,
  row: CardRow,
  distanceKm: number | null = null,
): PostCard {
  const { cover_hash: coverHash, cover_width: width, cover_height: height } = row;
  const cover =
    coverHash === null || width === null || height === null
      ? null
      : {
          url: images.urlOf(coverHash),
          thumbnail_url: images.thumbnailUrlOf(coverHash),
          width,
          height,
        };
  return {
    post_id: row.id,
    user_id: row.user_id,
    username: row.username,
    title: row.title,
    location: row.location,
    features: featuresOf(row),
    category: row.category,
    availability: row.availability,
    attached_photo_url: cover?.thumbnail_url ?? null,
    cover,
    created_at: row.created_at,
    ...donorRating(row),
    ...shownWhere(row),
    need:
      row.need_quantity === null
        ? null
        : { quantity: row.need_quantity, received: row.need_received },
    distance_km: shownDistance(distanceKm),
  };
}

/** One decimal: the shown point is itself only good to a few hundred metres. */
export const shownDistance = (distanceKm: number | null) =>
  distanceKm === null ? null : Math.round(distanceKm * 10) / 10;
