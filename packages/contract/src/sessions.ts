import { z } from 'zod';

/**
 * A member's sessions: each sign-in on a device is one, listed on the profile, ended by signing
 * out there, from the list, by a password change or reset, or on its own.
 */

/** A session not used for this many days ends. */
export const SESSION_IDLE_DAYS = 30;
/** A session ends this many days after it began, however much it is used. */
export const SESSION_LIFETIME_DAYS = 180;

/** A session's id as the list and its routes name it: 128 random bits, base64url. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Session not found');

export const sessionIdParamsSchema = z.object({ id: sessionIdSchema });

/**
 * Where a session signed in from, as precisely as the product tells it: a private or loopback
 * address is the `local` network; any other is its /24 or /48 (no location database is used).
 */
export const sessionPlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('local') }),
  z.object({ kind: z.literal('network'), network: z.string() }),
  z.object({ kind: z.literal('unknown') }),
]);
export type SessionPlace = z.infer<typeof sessionPlaceSchema>;

export const memberSessionSchema = z.object({
  id: sessionIdSchema,
  /** as the browser names itself ('Chrome', 'Safari'); null when it does not say */
  browser: z.string().nullable(),
  /** 'Android', 'iOS', 'Windows'…; null when the browser does not say */
  system: z.string().nullable(),
  place: sessionPlaceSchema,
  created_at: z.string(),
  last_used_at: z.string(),
  /** the session of the request that asked */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** GET /api/users/me/sessions: the live sessions, the current one first, then the last used. */
export const memberSessionListReplySchema = z.object({
  sessions: z.array(memberSessionSchema),
});
export type MemberSessionListReply = z.infer<typeof memberSessionListReplySchema>;

export const sessionsEndedReplySchema = z.object({
  message: z.string(),
  /** how many sessions this ended */
  ended: z.number().int(),
});
export type SessionsEndedReply = z.infer<typeof sessionsEndedReplySchema>;

export const SESSION_MESSAGES = {
  signedOut: 'Signed out.',
  ended: 'That device has been signed out.',
  othersEnded: 'Every other device has been signed out.',
  memberSessionsEnded: "All of this member's sessions have ended.",
  notFound: 'Session not found',
} as const;
