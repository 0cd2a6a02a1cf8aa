import { z } from 'zod';

import { ERROR_CODES, withCode } from './errors';
import { isEndAfterStart, isValidDate, isValidTime } from './event-time';

/**
 * From "I'd like this" to collected. A member asks for an item with a short note; its donor
 * sees the asks in order and promises the item to one asker, offering up to three times to
 * collect it (a day and from-to, in Amman's time) and a place; the receiver picks one of them
 * or asks for another; both are reminded before and at the agreed time, and asked afterwards
 * whether it was collected.
 */

/** The note with an ask: a line or two to the donor. */
export const ASK_NOTE_MAX = 300;

/** The times a donor offers at once. */
export const PICKUP_WINDOWS_MAX = 3;

/** How far ahead a time to collect may be offered, in days from today in Amman. */
export const PICKUP_DAYS_AHEAD = 30;

/** A public meeting point's name, as the donor writes it. */
export const MEETING_POINT_MAX = 120;

/** Why the donor withdrew a promise, as they write it to the receiver. */
export const PROMISE_REASON_MAX = 300;

/** The first reminder goes this many minutes before the agreed time; the second at it. */
export const PICKUP_REMINDER_LEAD_MINUTES = 120;

/** The one-time code a relative collecting for the receiver shows at the door: six digits. */
export const COLLECTOR_CODE_DIGITS = 6;

/** Wrong codes the donor may try on one pickup before checking stops. */
export const COLLECTOR_CODE_TRIES = 5;

/** The most asks a member may have waiting for donors at once. */
export const ASKS_WAITING_MAX = 10;

/** Fair shares: a member receives at most this many items in any RECEIVED_ITEMS_DAYS days. */
export const RECEIVED_ITEMS_MAX = 10;
export const RECEIVED_ITEMS_DAYS = 28;

/**
 * Where an ask stands: `waiting` for the donor; `promised` the item to this asker; `collected`
 * (the handover); `missed` (the asker did not come); `released` (the donor withdrew the promise,
 * saying why); `withdrawn` by the asker; `closed` (the item went to another asker, or left the
 * feed).
 */
export const ASK_STATUSES = [
  'waiting',
  'promised',
  'collected',
  'missed',
  'released',
  'withdrawn',
  'closed',
] as const;
export type AskStatus = (typeof ASK_STATUSES)[number];

/** The asks still open: they may yet lead to a handover. */
export const OPEN_ASK_STATUSES = ['waiting', 'promised'] as const satisfies readonly AskStatus[];

/**
 * Where the item is collected: around the donor's area (never an exact address), a public
 * meeting point the donor names, or an address the donor sends in the conversation.
 */
export const PICKUP_PLACE_KINDS = ['area', 'meeting_point', 'in_chat'] as const;
export type PickupPlaceKind = (typeof PICKUP_PLACE_KINDS)[number];

/**
 * Where a promise's pickup stands: times `offered` by the donor, `another_time` asked for by the
 * receiver (the donor offers again), or `agreed` on one of them.
 */
export const PICKUP_STATES = ['offered', 'another_time', 'agreed'] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

/** What either of the two answers after the agreed time. */
export const PICKUP_OUTCOMES = ['collected', 'missed', 'another_time'] as const;
export type PickupOutcome = (typeof PICKUP_OUTCOMES)[number];

/**
 * The steps of an ask written into the conversation about its item, as messages both members
 * can act on: each names its ask and its step, and its text says the step in English for any
 * client that shows only the text (the web app writes it in the reader's language).
 */
export const ASK_EVENTS = [
  'asked',
  'promised',
  'promise_withdrawn',
  'times_offered',
  'time_picked',
  'another_time',
  'collected',
  'missed',
  'ask_withdrawn',
] as const;
export type AskEvent = (typeof ASK_EVENTS)[number];

/** The text of each step's message, for clients that show only the text. */
export const ASK_EVENT_TEXTS: Record<AskEvent, string> = {
  asked: "I'd like this item.",
  promised: 'I promised you this item. Its page says when to collect it.',
  promise_withdrawn: 'I withdrew my promise of this item.',
  times_offered: 'I offered new times to collect this item.',
  time_picked: 'I picked a time to collect this item.',
  another_time: 'Could we find another time?',
  collected: 'The item was collected. Thank you!',
  missed: 'You did not come to collect this item.',
  ask_withdrawn: 'I no longer need this item.',
};

/** What a message says of the ask it belongs to; null for an ordinary message. */
export const messageAskSchema = z
  .object({ id: z.number().int(), event: z.enum(ASK_EVENTS) })
  .nullable();
export type MessageAsk = z.infer<typeof messageAskSchema>;

export const PICKUP_MESSAGES = {
  asked: 'Your ask was sent to the donor.',
  askWithdrawn: 'Your ask was withdrawn.',
  promised: 'The item is promised. The receiver can now pick a time.',
  promiseWithdrawn: 'The promise was withdrawn.',
  timesOffered: 'The times were sent to the receiver.',
  timePicked: 'The time is agreed.',
  anotherTimeAsked: 'The donor was asked for another time.',
  collected: 'Marked as collected. Thank you for giving!',
  missed: 'Marked as not collected.',
  codeMatches: 'The code is right: this person collects for the receiver.',
  askNotFound: 'Ask not found',
  ownPost: 'You cannot ask for your own item.',
  notAvailable: 'This item is no longer available.',
  wantedPost: 'A wanted post is answered with a message, not asked for.',
  alreadyAsked: 'You have already asked for this item.',
  asksWaitingReached: `You already have ${ASKS_WAITING_MAX} asks waiting for their donors. Please wait until a donor answers one of them.`,
  memberBlocked: 'You cannot ask for this item.',
  receivedItemsReached: `You received ${RECEIVED_ITEMS_MAX} items in the last ${RECEIVED_ITEMS_DAYS} days. To share fairly, you can ask again when some of them are older than that.`,
  askerReceivedItemsReached: `This member received ${RECEIVED_ITEMS_MAX} items in the last ${RECEIVED_ITEMS_DAYS} days. To share fairly, promise the item to someone else.`,
  notDonor: 'Only the donor of this item can do this.',
  notAsker: 'Only the member who asked can do this.',
  notWaiting: 'This ask is no longer waiting for an answer.',
  drawPending: 'This item goes by a draw at its deadline: the winners are promised it then.',
  alreadyPromised:
    'This item is already promised. Withdraw a promise to promise it to someone else.',
  notPromised: 'This ask is not promised.',
  windowNotFound: 'This time is no longer offered.',
  notAgreed: 'No time is agreed yet.',
  tooEarly: 'The agreed time has not begun yet.',
  missedByDonor: 'Only the donor can say the receiver did not come.',
  noCollectorCode: 'No relative may collect this item.',
  codeWrong: 'This code is not right.',
  codeLocked: 'Too many wrong codes. Ask the receiver to write to you in the conversation.',
  codeUsed: 'This code was already used.',
  windowsRequired: 'Offer at least one time.',
  tooManyWindows: `Offer at most ${PICKUP_WINDOWS_MAX} times.`,
  windowDateInvalid: 'Choose a day.',
  windowInPast: 'Choose a time that has not passed.',
  windowTooFar: `Choose a day within the next ${PICKUP_DAYS_AHEAD} days.`,
  windowTimeInvalid: 'Choose a time from and to.',
  windowEndBeforeStart: 'The end must be after the start.',
  meetingPointRequired: 'Name the meeting point.',
  reasonRequired: 'Say why you withdraw the promise.',
} as const;

const ID_MAX = 2 ** 31 - 1;
const idSchema = z.coerce.number().int().positive().max(ID_MAX);

export const postAsksParamsSchema = z.object({ postId: idSchema });
export const askIdParamsSchema = z.object({ askId: idSchema });

/** POST /api/posts/:postId/asks: "I'd like this", with an optional note. */
export const createAskRequestSchema = z.object({
  note: z
    .string()
    .trim()
    .max(ASK_NOTE_MAX)
    .nullish()
    .transform((note) => note || undefined),
});
export type CreateAskRequest = z.input<typeof createAskRequestSchema>;

/** A time to collect: a day and from-to on Amman's clock, the same day. */
export const pickupWindowInputSchema = z
  .object({
    date: z.string().refine(isValidDate, {
      message: PICKUP_MESSAGES.windowDateInvalid,
      params: withCode(ERROR_CODES.pickupWindowInvalid),
    }),
    from: z.string().refine(isValidTime, {
      message: PICKUP_MESSAGES.windowTimeInvalid,
      params: withCode(ERROR_CODES.pickupWindowInvalid),
    }),
    to: z.string().refine(isValidTime, {
      message: PICKUP_MESSAGES.windowTimeInvalid,
      params: withCode(ERROR_CODES.pickupWindowInvalid),
    }),
  })
  .refine((window) => isEndAfterStart(window.from, window.to), {
    message: PICKUP_MESSAGES.windowEndBeforeStart,
    path: ['to'],
    params: withCode(ERROR_CODES.pickupWindowEndBeforeStart),
  });
export type PickupWindowInput = z.infer<typeof pickupWindowInputSchema>;

export const pickupPlaceInputSchema = z
  .object({
    kind: z.enum(PICKUP_PLACE_KINDS),
    meeting_point: z.string().trim().max(MEETING_POINT_MAX).nullish(),
  })
  .refine((place) => place.kind !== 'meeting_point' || Boolean(place.meeting_point), {
    message: PICKUP_MESSAGES.meetingPointRequired,
    path: ['meeting_point'],
    params: withCode(ERROR_CODES.fieldRequired),
  })
  .transform((place) => ({
    kind: place.kind,
    meeting_point: place.kind === 'meeting_point' ? (place.meeting_point ?? null) : null,
  }));

const windowsSchema = z
  .array(pickupWindowInputSchema)
  .refine((windows) => windows.length > 0, {
    message: PICKUP_MESSAGES.windowsRequired,
    params: withCode(ERROR_CODES.fieldRequired),
  })
  .refine((windows) => windows.length <= PICKUP_WINDOWS_MAX, {
    message: PICKUP_MESSAGES.tooManyWindows,
    params: withCode(ERROR_CODES.pickupTooManyWindows),
  });

/** PUT /api/asks/:askId/times: the times and the place the donor offers. */
export const offerTimesRequestSchema = z.object({
  windows: windowsSchema,
  place: pickupPlaceInputSchema,
});
export type OfferTimesRequest = z.input<typeof offerTimesRequestSchema>;

/** POST /api/asks/:askId/promise: the promise, with the times and the place to collect. */
export const promiseRequestSchema = offerTimesRequestSchema.extend({
  /** a relative may collect for the receiver, showing a one-time code at the door */
  relative_may_collect: z.boolean().default(false),
});
export type PromiseRequest = z.input<typeof promiseRequestSchema>;

/** POST /api/asks/:askId/withdraw-promise: the donor says why. */
export const withdrawPromiseRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: PICKUP_MESSAGES.reasonRequired })
    .max(PROMISE_REASON_MAX),
});

/** POST /api/asks/:askId/pick: one of the times offered. */
export const pickTimeRequestSchema = z.object({ window_id: idSchema });

/** POST /api/asks/:askId/outcome: after the agreed time, was it collected? */
export const outcomeRequestSchema = z.object({ outcome: z.enum(PICKUP_OUTCOMES) });

/** POST /api/asks/:askId/check-code: the code a relative shows at the door. */
export const checkCodeRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .refine((code) => new RegExp(`^\\d{${COLLECTOR_CODE_DIGITS}}$`).test(code), {
      message: PICKUP_MESSAGES.codeWrong,
      params: withCode(ERROR_CODES.collectorCodeWrong),
    }),
});

export const pickupWindowSchema = z.object({
  id: z.number().int(),
  /** ISO instants; pages show them on Amman's clock */
  starts_at: z.string(),
  ends_at: z.string(),
});
export type PickupWindow = z.infer<typeof pickupWindowSchema>;

export const pickupSchema = z.object({
  state: z.enum(PICKUP_STATES),
  place: z.object({
    kind: z.enum(PICKUP_PLACE_KINDS),
    meeting_point: z.string().nullable(),
    /** the donor's area, as the post names it (never more exact) */
    area: z.string(),
    /** the post's place (places.ts), which pages name in their language; null without one */
    place_id: z.string().nullable(),
  }),
  /** the times offered, earliest first (none while the receiver asks for another) */
  windows: z.array(pickupWindowSchema),
  agreed: pickupWindowSchema.nullable(),
  relative_may_collect: z.boolean(),
  /** to the receiver only: the code their relative shows at the door */
  collector_code: z.string().nullable(),
  /** to the donor: whether a relative's code was checked right */
  collector_code_used: z.boolean(),
  /** the two have never arranged a meeting before: the page shows the safety advice */
  first_meeting: z.boolean(),
  /** the agreed time has begun: both may say whether it was collected */
  outcome_due: z.boolean(),
});
export type Pickup = z.infer<typeof pickupSchema>;

/** What a donor sees of an asker to choose among them. */
export const askerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** they never received an item */
  first_time: z.boolean(),
  pickups_completed: z.number().int(),
  pickups_missed: z.number().int(),
  /** how many hours they usually take to answer a message; null while too few are known */
  reply_hours: z.number().int().nullable(),
});
export type Asker = z.infer<typeof askerSchema>;

export const askSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  status: z.enum(ASK_STATUSES),
  note: z.string().nullable(),
  created_at: z.string(),
  asker: askerSchema,
  /** while promised: the times and the place */
  pickup: pickupSchema.nullable(),
  /** a promise withdrawn: why, as the donor wrote it */
  release_reason: z.string().nullable(),
  /**
   * an item shared by a draw: the ask's number in it (the first hex digits of SHA-256 of the
   * post's seed, a colon and the ask's id; the lowest numbers win), and whether it took part
   * (asked before the deadline); null for an item shared otherwise
   */
  draw: z.object({ number: z.string(), in_draw: z.boolean() }).nullable(),
});
export type Ask = z.infer<typeof askSchema>;

/**
 * GET /api/posts/:postId/asks: to the donor every ask, in the order they came; to anyone else
 * their own ask, if any. Everyone learns whether the item is promised and how many asked.
 */
export const postAsksReplySchema = z.object({
  promised: z.boolean(),
  asks_open: z.number().int(),
  asks: z.array(askSchema),
});
export type PostAsksReply = z.infer<typeof postAsksReplySchema>;

/** GET /api/asks: the viewer's own asks, newest first, with their items. */
export const myAsksReplySchema = z.object({
  asks: z.array(
    askSchema.extend({
      post: z.object({ id: z.number().int(), title: z.string(), thumbnail: z.string().nullable() }),
      donor: z.object({ id: z.number().int(), username: z.string() }),
    }),
  ),
});
export type MyAsksReply = z.infer<typeof myAsksReplySchema>;

export const askReplySchema = z.object({ message: z.string(), ask: askSchema });
export type AskReply = z.infer<typeof askReplySchema>;

export const checkCodeReplySchema = z.object({ message: z.string(), matches: z.literal(true) });

/** The calendar file of an agreed pickup: GET /api/asks/:askId/calendar.ics?lang=ar|en. */
export const calendarQuerySchema = z.object({ lang: z.enum(['en', 'ar']).optional() });
