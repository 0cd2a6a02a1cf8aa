import type { OwnProfile, PublicProfile } from '@tabarru/contract/accounts';

import { makeToken, storeToken, stubApi, type StubHandler } from './api-stub';

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
    impact: { items: 0, kilograms: 0, co2eKg: 0 },
    locale: 'en',
    message_emails: true,
    pending_email: null,
    two_factor: false,
    home_place: null,
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
    pending_email: _pendingEmail,
    two_factor: _twoFactor,
    home_place: _homePlace,
    ...profile
  } = buildOwnProfile();
  return { ...profile, ...overrides };
}

/**
 * Sara (member 7) signed in on her own profile: the shell's calls and the profile's sections
 * answered (no items, no feedback, nobody blocked); `more` adds or replaces answers.
 */
export function onOwnProfile(more: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /profile': { body: [{ ...buildOwnProfile(), zip_code: null }] },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/feedback/7': {
      body: { feedbacks: [], average_rating: null, rating_count: 0, viewer_standing: 'self' },
    },
    'GET /api/users/7/posts': { body: { posts: [], nextCursor: null } },
    'GET /api/blocks': { body: { blocks: [] } },
    ...more,
  });
}
