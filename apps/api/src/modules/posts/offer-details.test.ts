import { describe, expect, it } from 'vitest';

import { POST_DEADLINE_DAYS_MAX } from '@tabarru/contract/constants';

import { offerDetailsOf, offerEndsAt, type CurrentOfferDetails } from './offer-details';

/** 12:00 in Amman on Tuesday 24 November 2026. */
const NOW = Date.UTC(2026, 10, 24, 9, 0);
const seed = () => 'seed';

describe('offerDetailsOf', () => {
  it('gives a new offer the defaults: one, the donor chooses, no deadline', () => {
    expect(offerDetailsOf({}, NOW, undefined, seed)).toEqual({
      item_condition: null,
      quantity: 1,
      quantity_left: 1,
      can_deliver: 0,
      deadline: null,
      deadline_at: null,
      share_mode: 'choose',
      draw_seed: null,
    });
  });

  it('ends a deadline with its day in Amman, and seeds a draw as it is chosen', () => {
    expect(
      offerDetailsOf(
        { deadline: '2026-11-27', share_mode: 'draw', quantity: 5, can_deliver: true },
        NOW,
        undefined,
        seed,
      ),
    ).toMatchObject({
      deadline: '2026-11-27',
      deadline_at: '2026-11-27T21:00:00.000Z',
      share_mode: 'draw',
      draw_seed: 'seed',
      quantity: 5,
      quantity_left: 5,
      can_deliver: 1,
    });
  });

  it(`takes a deadline from today to ${POST_DEADLINE_DAYS_MAX} days ahead`, () => {
    expect(offerDetailsOf({ deadline: '2026-11-24' }, NOW)).toMatchObject({
      deadline: '2026-11-24',
    });
    expect(offerDetailsOf({ deadline: '2026-11-23' }, NOW)).toBe('deadline-out-of-range');
    expect(offerDetailsOf({ deadline: '2027-01-23' }, NOW)).toMatchObject({
      deadline: '2027-01-23',
    });
    expect(offerDetailsOf({ deadline: '2027-01-24' }, NOW)).toBe('deadline-out-of-range');
  });

  it('needs a deadline for a draw', () => {
    expect(offerDetailsOf({ share_mode: 'draw' }, NOW)).toBe('draw-needs-deadline');
  });

  const drawn: CurrentOfferDetails = {
    item_condition: 'used',
    quantity: 5,
    quantity_left: 3,
    can_deliver: 0,
    deadline: '2026-11-20',
    deadline_at: '2026-11-20T21:00:00.000Z',
    share_mode: 'draw',
    draw_seed: 'old',
    drawn_at: '2026-11-20T21:00:30.000Z',
  };

  it('keeps what an edit does not say, a past deadline included, and the seed', () => {
    expect(offerDetailsOf({}, NOW, drawn, seed)).toMatchObject({
      item_condition: 'used',
      deadline: '2026-11-20',
      share_mode: 'draw',
      draw_seed: 'old',
      quantity_left: 3,
    });
  });

  it("clears a condition and a deadline an edit leaves blank, but not the draw's own", () => {
    const chosen: CurrentOfferDetails = {
      ...drawn,
      share_mode: 'choose',
      draw_seed: null,
      drawn_at: null,
    };
    expect(offerDetailsOf({ condition: null, deadline: null }, NOW, chosen, seed)).toMatchObject({
      item_condition: null,
      deadline: null,
      deadline_at: null,
    });
    expect(offerDetailsOf({ deadline: null }, NOW, { ...drawn, drawn_at: null }, seed)).toBe(
      'draw-needs-deadline',
    );
  });

  it('changes neither the deadline nor the way of sharing once drawn', () => {
    expect(offerDetailsOf({ share_mode: 'choose' }, NOW, drawn)).toBe('share-mode-locked');
    expect(offerDetailsOf({ deadline: '2026-11-30' }, NOW, drawn)).toBe('share-mode-locked');
  });

  it('keeps the quantity above what was given, and what is left follows it', () => {
    expect(offerDetailsOf({ quantity: 2 }, NOW, drawn)).toBe('quantity-below-given');
    expect(offerDetailsOf({ quantity: 3 }, NOW, drawn)).toMatchObject({
      quantity: 3,
      quantity_left: 1,
    });
    expect(offerDetailsOf({ quantity: 8 }, NOW, drawn)).toMatchObject({
      quantity: 8,
      quantity_left: 6,
    });
  });
});

describe('offerEndsAt', () => {
  it('ends an offer 30 days after it was posted or renewed', () => {
    expect(offerEndsAt(Date.parse('2026-12-01T09:00:00.000Z'))).toBe('2026-12-31T09:00:00.000Z');
  });
});
