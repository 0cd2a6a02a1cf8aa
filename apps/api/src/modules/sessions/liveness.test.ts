import { describe, expect, it } from 'vitest';

import { SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS } from '@tabarru/contract/sessions';

import { expiryBounds, LAST_USE_PRECISION_MS, lastUseDue, sessionExpiry } from './liveness';

const DAY_MS = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-01-01T08:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('sessionExpiry', () => {
  it('keeps a session used within the idle limit', () => {
    const session = { created_at: iso(start), last_used_at: iso(start + 10 * DAY_MS) };
    expect(sessionExpiry(session, start + (10 + SESSION_IDLE_DAYS) * DAY_MS - 1)).toBeNull();
  });

  it('ends a session unused for the idle limit', () => {
    const session = { created_at: iso(start), last_used_at: iso(start + 10 * DAY_MS) };
    expect(sessionExpiry(session, start + (10 + SESSION_IDLE_DAYS) * DAY_MS)).toBe('idle');
  });

  it('ends a session at its lifetime however recently it was used', () => {
    const end = start + SESSION_LIFETIME_DAYS * DAY_MS;
    const session = { created_at: iso(start), last_used_at: iso(end - 1000) };
    expect(sessionExpiry(session, end - 1)).toBeNull();
    expect(sessionExpiry(session, end)).toBe('lifetime');
  });
});

describe('lastUseDue', () => {
  it('writes the last use again only after a few minutes', () => {
    expect(lastUseDue(iso(start), start + LAST_USE_PRECISION_MS - 1)).toBe(false);
    expect(lastUseDue(iso(start), start + LAST_USE_PRECISION_MS)).toBe(true);
  });
});

describe('expiryBounds', () => {
  it('agrees with sessionExpiry at its edges', () => {
    const now = start + 400 * DAY_MS;
    const { createdAfter, usedAfter } = expiryBounds(now);
    expect(sessionExpiry({ created_at: createdAfter, last_used_at: iso(now) }, now)).toBe(
      'lifetime',
    );
    expect(sessionExpiry({ created_at: iso(now - DAY_MS), last_used_at: usedAfter }, now)).toBe(
      'idle',
    );
  });
});
