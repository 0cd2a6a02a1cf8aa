import {
  normalizeIP,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

import { tooManyRequests } from './http-errors';
import type { RedisFallback } from './redis-fallback';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The ceiling over every route but /health (docs/security.md); stricter limits sit on sensitive
 * routes. Many phones share one carrier address (CGNAT), so a request with a session token counts
 * for its member, at what one person browsing fast asks; any other counts for its address, at
 * what the visitors behind one carrier address ask together.
 */
export const GLOBAL_RATE_LIMIT = {
  perMember: 600,
  perAddress: 3000,
  windowMs: MINUTE,
} as const;

/** The address a per-address limit counts: an IPv6 client by its /64, a subscriber's prefix. */
export const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * The options of @fastify/rate-limit for the ceiling. `memberOf` names the member of a request's
 * session token, checked by its signature only (a route reads the session itself): undefined
 * for a visitor or a token that is not ours.
 */
export function globalRateLimit(
  memberOf: (request: FastifyRequest) => Promise<number | undefined>,
): RateLimitPluginOptions {
  return {
    timeWindow: GLOBAL_RATE_LIMIT.windowMs,
    keyGenerator: async (request) => {
      const member = await memberOf(request);
      return member === undefined ? `address:${addressOf(request)}` : `member:${member}`;
    },
    max: (_request, key) =>
      key.startsWith('member:') ? GLOBAL_RATE_LIMIT.perMember : GLOBAL_RATE_LIMIT.perAddress,
  };
}

/** Limits on actions by key (an IP, an email, a phone, a member): docs/security.md. */
export const ACTION_LIMITS = {
  signInPerIp: { max: 25, windowMs: 5 * MINUTE },
  /** by the account typed, as compared: one phone typed in any form or digits is one key */
  signInPerAccount: { max: 25, windowMs: 5 * MINUTE },
  resetPerEmail: { max: 5, windowMs: 30 * MINUTE },
  resetPerIp: { max: 20, windowMs: 30 * MINUTE },
  /*
   * Per address, the limits of joining are sized for a carrier's address shared by hundreds of
   * phones; what one person could abuse is limited per phone (registrationPerPhone, and the codes
   * of a phone in verification/service.ts).
   */
  /** each try needs a phone verified by text, checked before anything else is answered */
  registrationPerIp: { max: 60, windowMs: 30 * MINUTE },
  registrationPerPhone: { max: 5, windowMs: 30 * MINUTE },
  /** texts sent, and check-phone: each answers whether a number has an account */
  codeSendsPerIp: { max: 60, windowMs: 10 * MINUTE },
  /** a day's bound on texts paid for and numbers tested from one address, below the old 10-minute rate */
  codeSendsPerIpDaily: { max: 300, windowMs: DAY },
  /** whether a number has an account, free to ask: half of the sends, so probing leaves the rest */
  phoneChecksPerIp: { max: 30, windowMs: 10 * MINUTE },
  /** a code locks after 5 wrong tries and a phone gets 3 codes per 10 minutes: guesses are per phone */
  codeChecksPerIp: { max: 300, windowMs: 10 * MINUTE },
  passwordChangePerUser: { max: 10, windowMs: 30 * MINUTE },
  uploadsPerUser: { max: 30, windowMs: 30 * MINUTE },
  claimsPerUser: { max: 30, windowMs: 60 * MINUTE },
  /** asks for items ("I'd like this"), like claims */
  asksPerUser: { max: 30, windowMs: 60 * MINUTE },
  /** promises, times, picks and outcomes of pickups: each tells the other member */
  pickupActionsPerUser: { max: 120, windowMs: 60 * MINUTE },
  /** direct messages, by REST or socket */
  messagesPerUser: { max: 180, windowMs: MINUTE },
  /** realtime sockets opened, which no route's ceiling counts */
  socketConnectionsPerIp: { max: 60, windowMs: MINUTE },
  /**
   * every event a member's sockets send, all of them on every instance together: two busy tabs'
   * worth, so many sockets of one member push no more than a few do
   */
  socketEventsPerMember: { max: 120, windowMs: 10_000 },
  contactPerIp: { max: 5, windowMs: 15 * MINUTE },
  /** reports of posts: enough for a member who meets a wave of spam, not for a campaign */
  reportsPerUser: { max: 20, windowMs: 60 * MINUTE },
  /** profile updates that ask about another email or phone: like phoneChecksPerIp */
  identityChecksPerUser: { max: 5, windowMs: 10 * MINUTE },
  /** a member's download of their data: it reads every table of theirs */
  dataExportsPerUser: { max: 5, windowMs: 60 * MINUTE },
  /** a member deleting their own account: each try checks a password, like a change */
  accountDeletionPerUser: { max: 10, windowMs: 30 * MINUTE },
  /**
   * codes typed at the second step of signing in to one account, right or wrong: a guesser
   * who has the password gets about 20 tries a day at a million codes
   */
  secondStepPerMember: { max: 5, windowMs: 15 * MINUTE },
  secondStepPerMemberDaily: { max: 20, windowMs: 24 * 60 * MINUTE },
  /** turning the second step on or off, or new recovery codes: each checks a code or password */
  twoFactorChangesPerUser: { max: 10, windowMs: 30 * MINUTE },
  /** reports of the web app's policy: a page that trips it over and over is logged a while */
  cspReportsPerIp: { max: 30, windowMs: MINUTE },
} as const satisfies Record<string, ActionLimit>;

export interface ActionLimit {
  max: number;
  windowMs: number;
}

export type ActionLimitName = keyof typeof ACTION_LIMITS;

/** Counts hits per key in fixed windows; shared through Redis when there is one. */
export interface HitCounter {
  /** Counts one hit and returns the hits in the key's current window and the ms it has left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

export function createMemoryHitCounter(now: () => number = Date.now): HitCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;
  return {
    async hit(key, windowMs) {
      const time = now();
      if (time >= nextSweep) {
        for (const [stale, window] of windows) if (window.endsAt <= time) windows.delete(stale);
        nextSweep = time + MINUTE;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - time };
    },
  };
}

const REDIS_KEY_PREFIX = 'tabarru:limit:';

export function createRedisHitCounter(redis: Redis): HitCounter {
  return {
    async hit(key, windowMs) {
      const redisKey = REDIS_KEY_PREFIX + key;
      const results = await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, windowMs, 'NX')
        .pttl(redisKey)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
  };
}

/** Counts on Redis, or in this process while Redis is down (see RedisFallback). */
export function createFallbackHitCounter(
  fallback: RedisFallback,
  shared: HitCounter,
  local: HitCounter,
): HitCounter {
  return {
    hit: (key, windowMs) =>
      fallback.run(
        () => shared.hit(key, windowMs),
        () => local.hit(key, windowMs),
      ),
  };
}

/**
 * A store for @fastify/rate-limit's per-IP ceiling that counts with `counter`, so the ceiling
 * survives a Redis outage like the action limits do (the plugin's own Redis store answers 500).
 */
export function hitCounterStore(counter: HitCounter, prefix: string): FastifyRateLimitStoreCtor {
  return class HitCounterStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(`${prefix}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): HitCounterStore {
      return this;
    }
  };
}

/** Throws a 429 with Retry-After once `key` has used up the named limit. */
export type ActionLimiter = (name: ActionLimitName, key: string) => Promise<void>;

export function createActionLimiter(counter: HitCounter, enabled: boolean): ActionLimiter {
  return async (name, key) => {
    if (!enabled) return;
    const { max, windowMs } = ACTION_LIMITS[name];
    const { count, resetInMs } = await counter.hit(`${name}:${key}`, windowMs);
    if (count > max) throw tooManyRequests(Math.ceil(resetInMs / 1000));
  };
}
