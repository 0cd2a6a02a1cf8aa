import type { UserRow } from '../../db/schema';
import { averageRating } from '../feedback/policy';
import type { OwnProfile, PublicProfile } from '@tabarru/contract/accounts';
import type { FeedbackEntry } from '@tabarru/contract/feedback';
import type { Impact } from '@tabarru/contract/impact';
import { placeById } from '@tabarru/contract/place-search';
import { placeReplyOf, type PlaceReply } from '@tabarru/contract/place-schemas';

/** What anyone may see of a member: never the email, phone or password hash. */
export function presentPublicProfile(
  user: UserRow,
  activePosts: number,
  feedbacks: FeedbackEntry[],
  impact: Impact,
): PublicProfile {
  return {
    id: user.id,
    username: user.username,
    is_admin: user.is_admin === 1,
    location: user.location,
    rating: averageRating(user.rating_sum, user.rating_count),
    rating_count: user.rating_count,
    active_posts: activePosts,
    items_donated: user.items_donated,
    items_received: user.items_received,
    created_at: user.created_at,
    feedbacks,
    impact,
  };
}

/** The member's own profile, with the contact details only they see. */
export function presentOwnProfile(
  user: UserRow,
  activePosts: number,
  feedbacks: FeedbackEntry[],
  impact: Impact,
  messageEmails: boolean,
  pendingEmail: string | null,
): OwnProfile {
  return {
    ...presentPublicProfile(user, activePosts, feedbacks, impact),
    email: user.email,
    phone_number: user.phone_number,
    locale: user.locale,
    message_emails: messageEmails,
    pending_email: pendingEmail,
    two_factor: user.two_factor_secret !== null,
    home_place: presentPlaceId(user.home_place_id),
  };
}

/** A place by its stored id, named in both languages; null for none (or one no longer listed). */
export function presentPlaceId(placeId: string | null): PlaceReply | null {
  const place = placeById(placeId ?? undefined);
  return place === undefined ? null : placeReplyOf(place);
}
