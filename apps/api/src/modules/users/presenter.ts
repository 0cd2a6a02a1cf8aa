import type { FeedbackEntry, OwnProfile, PublicProfile } from '@tabarru/contract/accounts';

import type { MemberStats, UserRow } from './queries';

/** A rating shown to one decimal (spec 000 §2.3). */
export function roundRating(mean: number | null): number | null {
  return mean === null ? null : Math.round(mean * 10) / 10;
}

/** What anyone may see of a member: never the email, phone or password hash. */
export function presentPublicProfile(
  user: UserRow,
  stats: MemberStats,
  feedbacks: FeedbackEntry[],
): PublicProfile {
  return {
    id: user.id,
    username: user.username,
    is_admin: user.is_admin === 1,
    location: user.location,
    rating: roundRating(stats.rating),
    active_posts: stats.activePosts,
    items_donated: user.items_donated,
    created_at: user.created_at,
    feedbacks,
  };
}

/** The member's own profile, with the contact details only they see. */
export function presentOwnProfile(
  user: UserRow,
  stats: MemberStats,
  feedbacks: FeedbackEntry[],
): OwnProfile {
  return {
    ...presentPublicProfile(user, stats, feedbacks),
    email: user.email,
    phone_number: user.phone_number,
    locale: user.locale,
    message_emails: user.message_emails === 1,
  };
}
