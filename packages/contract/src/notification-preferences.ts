import { z } from 'zod';

import { ERROR_CODES, withCode } from './errors';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications';

/**
 * How a member hears of each kind of notification. In the centre always; by web push
 * on the devices where they turned it on; by email at once (at most one an hour per kind), in a
 * daily digest, or not at all. docs/decisions.md gives the reasons for the defaults.
 */

/** The channels a member chooses per kind; the centre (in-app) is always on. */
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** off; at once (batched: at most one email per kind an hour); in the daily digest */
export const EMAIL_SETTINGS = ['off', 'instant', 'daily'] as const;
export type EmailSetting = (typeof EMAIL_SETTINGS)[number];

export interface KindPreference {
  push: boolean;
  email: EmailSetting;
}

export type NotificationPreferences = Record<NotificationKind, KindPreference>;

/** What a member gets until they change it. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  claim_received: { push: true, email: 'instant' },
  claim_confirmed: { push: true, email: 'instant' },
  claim_declined: { push: true, email: 'instant' },
  message: { push: true, email: 'instant' },
  rating_received: { push: true, email: 'daily' },
  post_flagged: { push: true, email: 'instant' },
  post_approved: { push: true, email: 'daily' },
  search_match: { push: false, email: 'daily' },
  wanted_match: { push: false, email: 'daily' },
  new_sign_in: { push: true, email: 'instant' },
  ask_received: { push: true, email: 'instant' },
  ask_promised: { push: true, email: 'instant' },
  ask_elsewhere: { push: false, email: 'daily' },
  promise_withdrawn: { push: true, email: 'instant' },
  pickup_times_offered: { push: true, email: 'instant' },
  pickup_time_picked: { push: true, email: 'instant' },
  pickup_time_asked: { push: true, email: 'instant' },
  pickup_soon: { push: true, email: 'instant' },
  pickup_now: { push: true, email: 'off' },
  pickup_outcome: { push: true, email: 'instant' },
  pickup_missed: { push: true, email: 'instant' },
  ask_withdrawn: { push: true, email: 'instant' },
  draw_won: { push: true, email: 'instant' },
  draw_done: { push: true, email: 'instant' },
  still_available: { push: true, email: 'instant' },
  offer_expired: { push: true, email: 'instant' },
  organisation_suggested: { push: true, email: 'instant' },
};

/**
 * The email settings each kind offers. A conversation's email is the unread-message email (it
 * goes when a message waited 15 minutes unread, at most once an hour per conversation), so
 * messages have no digest.
 */
export const EMAIL_SETTINGS_OF: Record<NotificationKind, readonly EmailSetting[]> = {
  claim_received: EMAIL_SETTINGS,
  claim_confirmed: EMAIL_SETTINGS,
  claim_declined: EMAIL_SETTINGS,
  message: ['off', 'instant'],
  rating_received: EMAIL_SETTINGS,
  post_flagged: EMAIL_SETTINGS,
  post_approved: EMAIL_SETTINGS,
  search_match: EMAIL_SETTINGS,
  wanted_match: EMAIL_SETTINGS,
  // A sign-in told the next morning is told too late.
  new_sign_in: ['off', 'instant'],
  ask_received: EMAIL_SETTINGS,
  ask_promised: EMAIL_SETTINGS,
  ask_elsewhere: EMAIL_SETTINGS,
  promise_withdrawn: EMAIL_SETTINGS,
  pickup_times_offered: EMAIL_SETTINGS,
  pickup_time_picked: EMAIL_SETTINGS,
  pickup_time_asked: EMAIL_SETTINGS,
  // A reminder of a time is no use the next morning.
  pickup_soon: ['off', 'instant'],
  pickup_now: ['off', 'instant'],
  pickup_outcome: EMAIL_SETTINGS,
  pickup_missed: EMAIL_SETTINGS,
  ask_withdrawn: EMAIL_SETTINGS,
  draw_won: EMAIL_SETTINGS,
  draw_done: EMAIL_SETTINGS,
  still_available: EMAIL_SETTINGS,
  offer_expired: EMAIL_SETTINGS,
  organisation_suggested: EMAIL_SETTINGS,
};

/**
 * The kinds that may reach a member between 23:00 and 07:00 (Amman time) when they allow it:
 * someone waiting on them. Everything else waits for the morning whatever they choose.
 */
export const NIGHT_KINDS: readonly NotificationKind[] = [
  'message',
  'claim_received',
  'claim_confirmed',
  'claim_declined',
  'new_sign_in',
  'pickup_soon',
  'pickup_now',
];

/**
 * The kinds about the account's safety: their email goes at once, at night too (an email wakes
 * nobody, and a sign-in told in the morning is told too late); their push keeps the night's rule.
 */
export const SECURITY_KINDS: readonly NotificationKind[] = ['new_sign_in'];

/** The quiet hours, in Asia/Amman local time: from 23:00 until 07:00. */
export const QUIET_HOURS = { timeZone: 'Asia/Amman', startHour: 23, endHour: 7 } as const;

/** The local hour (Asia/Amman) the daily digest goes at. */
export const DIGEST_HOUR = 9;

const kindPreferenceSchema = z.object({
  push: z.boolean(),
  email: z.enum(EMAIL_SETTINGS),
});

/** GET and PATCH /api/notifications/preferences: every kind's choice, and the night's. */
export const notificationPreferencesReplySchema = z.object({
  kinds: z.record(z.enum(NOTIFICATION_KINDS), kindPreferenceSchema),
  /** messages and claims may reach me at night */
  night: z.boolean(),
});
export type NotificationPreferencesReply = z.infer<typeof notificationPreferencesReplySchema>;

/** PATCH /api/notifications/preferences: only what changes. */
export const notificationPreferencesPatchSchema = z
  .object({
    kinds: z
      .partialRecord(z.enum(NOTIFICATION_KINDS), kindPreferenceSchema.partial().strict())
      .optional(),
    night: z.boolean().optional(),
  })
  .strict()
  .superRefine((patch, context) => {
    for (const kind of NOTIFICATION_KINDS) {
      const email = patch.kinds?.[kind]?.email;
      if (email !== undefined && !EMAIL_SETTINGS_OF[kind].includes(email)) {
        context.addIssue({
          code: 'custom',
          path: ['kinds', kind, 'email'],
          message: `${kind} emails may be: ${EMAIL_SETTINGS_OF[kind].join(', ')}`,
          params: withCode(ERROR_CODES.fieldInvalid),
        });
      }
    }
  });
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;

/** What an unsubscribe link stops: one kind's emails or pushes, or the daily digest. */
export const UNSUBSCRIBE_TARGETS = [...NOTIFICATION_KINDS, 'digest'] as const;
export type UnsubscribeTarget = (typeof UNSUBSCRIBE_TARGETS)[number];

/** The link of an email (and its List-Unsubscribe header) carries this signed token. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(512),
});

/** GET /api/unsubscribe/link: what the link would stop, without stopping it. */
export const unsubscribeLinkReplySchema = z.object({
  kind: z.enum(UNSUBSCRIBE_TARGETS),
  channel: z.enum(NOTIFICATION_CHANNELS),
});
export type UnsubscribeLinkReply = z.infer<typeof unsubscribeLinkReplySchema>;

export const unsubscribeReplySchema = unsubscribeLinkReplySchema.extend({
  message: z.string(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;

/** How long an unsubscribe link works, in days (a used one never again). */
export const UNSUBSCRIBE_LINK_DAYS = 90;

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  unsubscribed: 'You will not get these any more.',
  linkInvalid: 'This unsubscribe link is not valid or has expired.',
  linkUsed: 'This unsubscribe link has already been used.',
  subscribed: 'Notifications are on for this device.',
  unsubscribedDevice: 'Notifications are off for this device.',
  pushKeyInvalid: 'The p256dh key must be a point on the P-256 curve.',
} as const;

/** Base64url without padding, as a browser's PushSubscription.toJSON() gives its keys. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: 'must be base64url' })
    .refine((value) => decodedLength(value) === bytes, {
      message: `must hold ${bytes} bytes`,
      params: withCode(ERROR_CODES.fieldInvalid),
    });

function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

const pushEndpointSchema = z
  .string()
  .max(PUSH_ENDPOINT_MAX_LENGTH)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { message: 'must be the URL of a push service', params: withCode(ERROR_CODES.fieldInvalid) },
  );

/** POST /api/push/subscriptions: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** the browser's P-256 public key, uncompressed (65 bytes) */
    p256dh: base64url(65),
    /** the authentication secret (16 bytes) */
    auth: base64url(16),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

export const pushPublicKeyReplySchema = z.object({
  /** the VAPID public key, base64url: the browser's applicationServerKey */
  publicKey: z.string(),
});
export type PushPublicKeyReply = z.infer<typeof pushPublicKeyReplySchema>;

export const pushSubscriptionReplySchema = z.object({ message: z.string() });
