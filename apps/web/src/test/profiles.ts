import type { OwnProfile, PublicProfile } from '@tabarru/contract/accounts';

/** A member's own profile as GET /profile sends it, with these fields changed. */
export function buildOwnProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 7,
    username: 'sara',
    email: 'sara@example.jo',
    phone_number: '+962791234567',
    is_admin: false,
    location: 'Amman - Jabal Al-Hussein',
    rating: 4.3,
    rating_count: 4,
    active_posts: 3,
    items_donated: 12,
    items_received: 2,
    created_at: '2026-01-15T09:00:00.000Z',
    feedbacks: [],
    locale: 'en',
    message_emails: true,
    ...overrides,
  };
}

/** Another member's public profile as GET /api/users/:userId sends it, with these fields changed. */
export function buildPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  const {
    email: _email,
    phone_number: _phone,
    locale: _locale,
    message_emails: _messageEmails,
    ...profile
  } = buildOwnProfile();
  return { ...profile, ...overrides };
}
