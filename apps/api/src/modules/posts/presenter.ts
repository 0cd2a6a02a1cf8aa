import type { ClaimStatus } from '@tabarru/contract/constants';
import type { MyPost, PostDetail } from '@tabarru/contract/posts';

import type { ImageStore } from '../../infra/media';
import { donorRating, featuresOf, presentCard, shownWhere, type Donor } from '../feed/service';
import type { PostRow } from './queries';

/**
 * A post's page. `forOwner`: the viewer is its donor, the only one who sees the exact point they
 * gave; everyone else gets the shown point (blurred, or the place's centre).
 */
export function presentDetail(
  images: ImageStore,
  row: PostRow &
    Donor & {
      poster_is_admin: 0 | 1;
      poster_created_at: string;
      poster_items_donated: number;
      shown_lat: number | null;
      shown_lng: number | null;
      organisation_id: number | null;
      organisation_name_en: string | null;
      organisation_name_ar: string | null;
    },
  gallery: { id: number; image_hash: string; width: number; height: number }[],
  claimStatus: ClaimStatus | null,
  forOwner: boolean,
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
    expired: row.expired_at !== null,
    still_available_asked:
      forOwner && row.expired_at === null && row.still_available_asked_at !== null,
    ...shownWhere(row),
    exact_point:
      forOwner && row.exact_lat !== null && row.exact_lng !== null
        ? { lat: row.exact_lat, lng: row.exact_lng }
        : null,
    condition: row.item_condition,
    quantity: row.quantity,
    // A post given away before quantities were kept has none left whatever its column says.
    quantity_left: row.availability === 'donated' ? 0 : row.quantity_left,
    can_deliver: row.can_deliver === 1,
    deadline: row.deadline,
    share_mode: row.share_mode,
    draw:
      row.share_mode === 'draw' && row.draw_seed !== null
        ? { seed: row.draw_seed, drawn_at: row.drawn_at }
        : null,
    need:
      row.need_quantity === null || row.organisation_id === null
        ? null
        : {
            quantity: row.need_quantity,
            received: row.need_received,
            organisation: {
              id: row.organisation_id,
              name_en: row.organisation_name_en ?? '',
              name_ar: row.organisation_name_ar ?? '',
            },
          },
  };
}

export function presentMyPost(
  images: ImageStore,
  row: PostRow & Donor & { shown_lat: number | null; shown_lng: number | null },
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
    expires_at: row.expires_at,
    expired: row.expired_at !== null,
  };
}
