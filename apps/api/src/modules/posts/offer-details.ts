import { randomBytes } from 'node:crypto';

import { dayAfter, endOfAmmanDay } from '@tabarru/contract/amman-time';
import {
  POST_DEADLINE_DAYS_MAX,
  type ItemCondition,
  type ShareMode,
} from '@tabarru/contract/constants';
import { eventToday } from '@tabarru/contract/event-time';
import { OFFER_DAYS } from '@tabarru/contract/posts';

/**
 * What a form says of an offer's details; each undefined when it does not say, the condition
 * and the deadline null when it clears them.
 */
export interface OfferDetailFields {
  condition?: ItemCondition | null | undefined;
  quantity?: number | undefined;
  can_deliver?: boolean | undefined;
  deadline?: string | null | undefined;
  share_mode?: ShareMode | undefined;
}

/** An offer's details as stored. */
export interface OfferDetailColumns {
  item_condition: ItemCondition | null;
  quantity: number;
  quantity_left: number;
  can_deliver: 0 | 1;
  deadline: string | null;
  deadline_at: string | null;
  share_mode: ShareMode;
  draw_seed: string | null;
}

/** What an edit starts from: the post's details, and whether its draw was done. */
export type CurrentOfferDetails = OfferDetailColumns & { drawn_at: string | null };

export type OfferDetailRefusal =
  'deadline-out-of-range' | 'draw-needs-deadline' | 'quantity-below-given' | 'share-mode-locked';

const NEW_OFFER: CurrentOfferDetails = {
  item_condition: null,
  quantity: 1,
  quantity_left: 1,
  can_deliver: 0,
  deadline: null,
  deadline_at: null,
  share_mode: 'choose',
  draw_seed: null,
  drawn_at: null,
};

/**
 * When an offer posted or renewed at `now` (epoch ms) leaves the feed unless renewed again:
 * OFFER_DAYS later.
 */
export function offerEndsAt(now: number): string {
  return new Date(now + OFFER_DAYS * 24 * 60 * 60_000).toISOString();
}

/** A draw's seed: 16 random bytes, shown on the post from the start. */
export const newDrawSeed = () => randomBytes(16).toString('hex');

/**
 * The details an offer's form gives, over what the post had (`current`, none for a new post):
 * a deadline from today to POST_DEADLINE_DAYS_MAX days ahead in Amman (one the post had may
 * stay as it is), a draw only with a deadline and never changed once drawn, a quantity above
 * what was given already, so one is left to give (what is left follows it). A post that turns to a draw gets its
 * seed then, so everyone sees it before anyone asks.
 */
export function offerDetailsOf(
  fields: OfferDetailFields,
  now: number,
  current: CurrentOfferDetails = NEW_OFFER,
  seed: () => string = newDrawSeed,
): OfferDetailColumns | OfferDetailRefusal {
  const deadline = fields.deadline === undefined ? current.deadline : fields.deadline;
  const shareMode = fields.share_mode ?? current.share_mode;
  if (current.drawn_at !== null) {
    if (shareMode !== current.share_mode || deadline !== current.deadline) {
      return 'share-mode-locked';
    }
  }
  if (deadline !== null && deadline !== current.deadline) {
    const today = eventToday(new Date(now));
    if (deadline < today || deadline > dayAfter(today, POST_DEADLINE_DAYS_MAX)) {
      return 'deadline-out-of-range';
    }
  }
  if (shareMode === 'draw' && deadline === null) return 'draw-needs-deadline';
  const given = current.quantity - current.quantity_left;
  const quantity = fields.quantity ?? current.quantity;
  if (quantity - given < 1) return 'quantity-below-given';
  return {
    item_condition: fields.condition === undefined ? current.item_condition : fields.condition,
    quantity,
    quantity_left: quantity - given,
    can_deliver:
      fields.can_deliver === undefined ? current.can_deliver : fields.can_deliver ? 1 : 0,
    deadline,
    deadline_at: deadline === null ? null : new Date(endOfAmmanDay(deadline)).toISOString(),
    share_mode: shareMode,
    draw_seed: shareMode === 'draw' ? (current.draw_seed ?? seed()) : current.draw_seed,
  };
}
