import { describe, expect, it } from 'vitest';

import { aPostDetail } from '../../test/posts';
import { isDueSuggestion } from './offer-suggestion';

const POSTED = Date.parse('2026-11-01T10:00:00Z');
const DAY_MS = 86_400_000;

describe('isDueSuggestion', () => {
  const offer = aPostDetail({ user_id: 7, created_at: new Date(POSTED).toISOString() });

  it('is due for the donor of an offer still on offer two weeks on', () => {
    expect(isDueSuggestion(offer, 7, POSTED + 14 * DAY_MS)).toBe(true);
    expect(isDueSuggestion(offer, 7, POSTED + 14 * DAY_MS - 1)).toBe(false);
  });

  it('is not for another member, a reserved or ended offer, or a wanted post', () => {
    const later = POSTED + 20 * DAY_MS;
    expect(isDueSuggestion(offer, 8, later)).toBe(false);
    expect(isDueSuggestion(offer, undefined, later)).toBe(false);
    expect(isDueSuggestion({ ...offer, availability: 'reserved' }, 7, later)).toBe(false);
    expect(isDueSuggestion({ ...offer, expired: true }, 7, later)).toBe(false);
    expect(isDueSuggestion({ ...offer, kind: 'wanted' }, 7, later)).toBe(false);
  });
});
