import type { MemberSession } from '@tabarru/contract/sessions';
import type { TwoFactorStatus } from '@tabarru/contract/two-factor';

import { makeToken, storeToken, stubApi, type StubHandler } from './api-stub';

/** A session as GET /api/users/me/sessions lists it, with these fields changed. */
export function buildSession(overrides: Partial<MemberSession> = {}): MemberSession {
  return {
    id: 'AAAAAAAAAAAAAAAAAAAAAA',
    browser: 'Chrome',
    system: 'Android',
    place: { kind: 'local' },
    created_at: '2026-11-01T08:00:00.000Z',
    last_used_at: '2026-11-01T08:00:00.000Z',
    current: false,
    ...overrides,
  };
}

/** Two-step sign-in as GET /api/users/me/two-factor tells it, with these fields changed. */
export function buildTwoFactorStatus(overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus {
  return {
    enabled: false,
    since: null,
    recoveryCodesLeft: 0,
    requiredForAdministrators: false,
    ...overrides,
  };
}

/**
 * Sara (member 7, an administrator with `isAdmin`) signed in, for her Security page: the shell's
 * calls answered, her devices (this one only unless told) and two-step sign-in (off unless
 * told); `more` adds or replaces answers.
 */
export function onSecurityPage({
  sessions = { body: { sessions: [buildSession({ current: true })] } },
  twoFactor = { body: buildTwoFactorStatus() },
  isAdmin = false,
  more = {},
}: {
  sessions?: StubHandler;
  twoFactor?: StubHandler;
  isAdmin?: boolean;
  more?: Record<string, StubHandler>;
} = {}) {
  storeToken(makeToken({ userId: 7, username: 'sara', isAdmin }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/users/me/sessions': sessions,
    'GET /api/users/me/two-factor': twoFactor,
    ...more,
  });
}
