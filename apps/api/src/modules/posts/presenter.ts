import type { ClaimStatus } from '@tabarru/contract/constants';
import type { MyPost, PostCard, PostDetail } from '@tabarru/contract/posts';

import type { ImageStore } from '../../infra/media';
import { averageRating } from '../feedback/presenter';
import type { PostRow } from './queries';

/** The donor's name and kept rating totals, read with every post from their row. */
interface Donor {
  username: string;
  rating_sum: number;
  rating_count: number;
}

/** A post's first photo as stored, or nulls when it has none (a left join). */
interface CoverColumns {
  cover_hash: string | null;
  cover_width: number | null;
  cover_height: number | null;
}

type CardRow = Pick<
  PostRow,
  'id' | 'user_id' | 'title' | 'location' | 'category' | 'features' | 'availability' | 'created_at'
> &
  Donor &
  CoverColumns;

/** The donor's rating for a compact star: one decimal and how many rated them. */
const donorRating = (donor: Donor) => ({
  donor_rating: averageRating(donor.rating_sum, donor.rating_count),
  donor_rating_count: donor.rating_count,
});

/** The stored extra features: a JSON list of texts (the category is kept apart). */
export function extrasOf(row: Pick<PostRow, 'features'>): string[] {
  const parsed: unknown = JSON.parse(row.features);
  return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
}

/** Category first, then the extra features, as the earlier client reads a post's features. */
const featuresOf = (row: Pick<PostRow, 'category' | 'features'>) => [
  row.category,
  ...extrasOf(row),
];

/** A feed card: the cover's thumbnail, and the cover's files with its size for a srcset. */
export function presentCard(images: ImageStore, row: CardRow): PostCard {
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
  };
}

export function presentDetail(
  images: ImageStore,
  row: PostRow &
    Donor & { poster_is_admin: 0 | 1; poster_created_at: string; poster_items_donated: number },
  gallery: { id: number; image_hash: string; width: number; height: number }[],
  claimStatus: ClaimStatus | null,
): PostDetail {
  const urls = gallery.map((image) => images.urlOf(image.image_hash));
  return {
    post_id: row.id,
    user_id: row.user_id,
    username: row.username,
    is_admin: row.poster_is_admin === 1,
    member_since: row.poster_created_at,
    items_given: row.poster_items_donated,
    ...donorRating(row),
    email: row.email === '' ? null : row.email,
    phone: row.phone,
    title: row.title,
    description: row.description,
    location: row.location,
    features: featuresOf(row),
    category: row.category,
    availability: row.availability,
    primary_photo: urls[0] ?? null,
    extra_images: urls.slice(1),
    images: gallery.map((image) => ({
      id: image.id,
      url: images.urlOf(image.image_hash),
      thumbnail_url: images.thumbnailUrlOf(image.image_hash),
      width: image.width,
      height: image.height,
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
    viewer_claim_status: claimStatus,
    under_review: row.moderation_status !== 'visible',
    kind: row.kind,
    expires_at: row.expires_at,
  };
}

export function presentMyPost(
  images: ImageStore,
  row: PostRow & Donor,
  gallery: { image_hash: string; width: number; height: number }[],
): MyPost {
  const [first] = gallery;
  return {
    ...presentCard(images, {
      ...row,
      cover_hash: first?.image_hash ?? null,
      cover_width: first?.width ?? null,
      cover_height: first?.height ?? null,
    }),
    description: row.description,
    primary_photo: first ? images.urlOf(first.image_hash) : null,
    images: gallery.map((image) => images.urlOf(image.image_hash)),
    under_review: row.moderation_status !== 'visible',
    kind: row.kind,
  };
}
