import type { Ask, Pickup, PickupWindow } from '@tabarru/contract/pickups';

/** 17:00 to 19:00 in Amman on Saturday 5 December 2026. */
export const SATURDAY_EVENING: PickupWindow = {
  id: 31,
  starts_at: '2026-12-05T14:00:00.000Z',
  ends_at: '2026-12-05T16:00:00.000Z',
};

/** 10:00 to 11:30 in Amman on Sunday 6 December 2026. */
export const SUNDAY_MORNING: PickupWindow = {
  id: 32,
  starts_at: '2026-12-06T07:00:00.000Z',
  ends_at: '2026-12-06T08:30:00.000Z',
};

/** The pickup of a promise, as the API sends it: two times offered around the donor's area. */
export function aPickup(overrides: Partial<Pickup> = {}): Pickup {
  return {
    state: 'offered',
    place: { kind: 'area', meeting_point: null, area: 'Amman - Jabal Al-Weibdeh', place_id: null },
    windows: [SATURDAY_EVENING, SUNDAY_MORNING],
    agreed: null,
    relative_may_collect: false,
    collector_code: null,
    collector_code_used: false,
    first_meeting: false,
    outcome_due: false,
    ...overrides,
  };
}

/** The pickup once the receiver picked Saturday evening. */
export function anAgreedPickup(overrides: Partial<Pickup> = {}): Pickup {
  return aPickup({ state: 'agreed', windows: [], agreed: SATURDAY_EVENING, ...overrides });
}

/** Ask 21 of member 7 (sara) on post 5 of member 3 (omar), waiting for the donor. */
export function anAsk(overrides: Partial<Ask> = {}): Ask {
  return {
    id: 21,
    post_id: 5,
    status: 'waiting',
    note: null,
    created_at: '2026-12-01T10:00:00.000Z',
    asker: {
      id: 7,
      username: 'sara',
      first_time: false,
      pickups_completed: 2,
      pickups_missed: 0,
      reply_hours: 3,
    },
    pickup: null,
    release_reason: null,
    draw: null,
    ...overrides,
  };
}

/** The ask promised to its asker, with `pickup` where it stands. */
export function aPromisedAsk(pickup: Pickup = aPickup(), overrides: Partial<Ask> = {}): Ask {
  return anAsk({ status: 'promised', pickup, ...overrides });
}
