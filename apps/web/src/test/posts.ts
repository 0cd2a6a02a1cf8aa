import type { PostCard, PostDetail } from '@tabarru/contract/posts';
import type { PostPreview } from '@tabarru/contract/previews';

/** A stored image as the API describes it: the full WebP and its 480 px thumbnail. */
export function storedImage(id: number) {
  const hash = String(id).padStart(64, '0');
  return {
    id,
    url: `http://api.test/uploads/${hash}.webp`,
    thumbnail_url: `http://api.test/uploads/${hash}-480.webp`,
    width: 1600,
    height: 1200,
  };
}

/** Post 5 of member 3 (omar) as GET /Posting/posts/:id returns it, with three photos. */
export function aPostDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  const images = [storedImage(1), storedImage(2), storedImage(3)];
  return {
    post_id: 5,
    user_id: 3,
    username: 'omar',
    is_admin: false,
    member_since: '2025-03-04T08:00:00.000Z',
    items_given: 4,
    donor_rating: 4.5,
    donor_rating_count: 6,
    email: 'omar@example.jo',
    phone: '0791234567',
    title: 'Wooden dining table',
    description: 'Six chairs included.',
    location: 'Amman - Jabal Al-Weibdeh',
    features: ['Furniture', 'Seats six'],
    category: 'Furniture',
    availability: 'available',
    primary_photo: images[0]?.url ?? null,
    extra_images: images.slice(1).map((item) => item.url),
    images,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    viewer_claim_status: null,
    under_review: false,
    kind: 'give',
    expires_at: null,
    expired: false,
    still_available_asked: false,
    place: null,
    shown_point: { lat: 31.9592, lng: 35.9231 },
    exact_point: null,
    condition: null,
    quantity: 1,
    quantity_left: 1,
    can_deliver: false,
    deadline: null,
    share_mode: 'choose',
    draw: null,
    need: null,
    ...overrides,
  };
}

/** The seed of post 5's draw, shown on its page from the start. */
export const DRAW_SEED = '5eed0123456789abcdef0123456789ab';

/**
 * Post 5 as five of one item in like-new condition, three left, the donor delivering, shared
 * by a draw at the end of Friday 27 November 2026 in Amman, `draw` as said (not done yet).
 */
export function aDrawPost(
  draw: Partial<NonNullable<PostDetail['draw']>> = {},
  overrides: Partial<PostDetail> = {},
): PostDetail {
  return aPostDetail({
    condition: 'like_new',
    quantity: 5,
    quantity_left: 3,
    can_deliver: true,
    deadline: '2026-11-27',
    share_mode: 'draw',
    draw: { seed: DRAW_SEED, drawn_at: null, ...draw },
    ...overrides,
  });
}

/** Card `id` of member 3 (omar) as the feed and a member's items send it. */
export function aPostCard(id: number, overrides: Partial<PostCard> = {}): PostCard {
  const { id: _id, ...cover } = storedImage(id);
  return {
    post_id: id,
    user_id: 3,
    username: 'omar',
    title: `Item ${id}`,
    location: 'Irbid - University Street',
    features: ['Books'],
    category: 'Books',
    availability: 'available',
    attached_photo_url: cover.thumbnail_url,
    cover,
    created_at: '2026-11-20T10:00:00.000Z',
    donor_rating: null,
    donor_rating_count: 0,
    place: null,
    shown_point: { lat: 32.5411, lng: 35.8572 },
    need: null,
    distance_km: null,
    ...overrides,
  };
}

/** Post 5 as GET /api/posts/:id/preview shows it to visitors: no contact, its donor by name. */
export function aPostPreview(overrides: Partial<PostPreview> = {}): PostPreview {
  const { post_id, title, description, location, category, availability, images, created_at } =
    aPostDetail();
  return {
    post_id,
    title,
    description,
    location,
    category,
    availability,
    expired: false,
    images,
    created_at,
    donor: { name: 'omar', rating: 4.5, rating_count: 6 },
    ...overrides,
  };
}
