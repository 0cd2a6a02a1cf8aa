import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

import type { SessionClaims } from '@tabarru/contract/accounts';
import { SESSION_LIFETIME_DAYS } from '@tabarru/contract/sessions';
import { SIGN_IN_CHALLENGE_MINUTES } from '@tabarru/contract/two-factor';

const claimsSchema = z.object({
  userId: z.number().int().positive(),
  username: z.string(),
  isAdmin: z.boolean(),
  tv: z.number().int().nonnegative(),
  sid: z.string().min(1).max(64),
  iat: z.number(),
  exp: z.number(),
});

const challengeSchema = z.object({
  userId: z.number().int().positive(),
  tv: z.number().int().nonnegative(),
  exp: z.number(),
});

/** What a sign-in's second step carries from its first: the account whose password was right. */
export interface SignInChallenge {
  userId: number;
  /** the account's token version then: a password change meanwhile voids the challenge */
  tv: number;
}

export interface TokenSubject {
  id: number;
  username: string;
  isAdmin: boolean;
  tokenVersion: number;
  /** the id of the session's row (modules/sessions) */
  sessionId: string;
}

/** Each kind of token names its use, so one is never taken for the other. */
const AUDIENCES = { session: 'tabarru:session', challenge: 'tabarru:sign-in-challenge' } as const;

export interface SessionTokens {
  issue(subject: TokenSubject): Promise<string>;
  /** The claims of a valid, unexpired HS256 session token signed by us; null for anything else. */
  read(token: string): Promise<SessionClaims | null>;
  /** A short-lived token naming an account whose password was right, for the second step. */
  issueChallenge(challenge: SignInChallenge): Promise<string>;
  readChallenge(token: string): Promise<SignInChallenge | null>;
}

/** Verified tokens kept at most; past it the memory starts over. */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * HS256 session tokens (docs/security.md, ASVS 9.1): only HS256 is accepted, `exp` and the
 * audience are required, and the token names its session (`sid`) and the user's token version,
 * so the API can end one session or all of them.
 *
 * A token's claims never change, so a token verified once is remembered until it expires: a
 * member's every request costs a map lookup instead of an HMAC and a schema check. Whether the
 * session is still live (its row, the account, its token version, its role) is read from the
 * database on every request all the same (modules/auth/authenticate.ts), so remembering a
 * token never keeps an ended session alive. Only valid tokens are kept, so made-up ones cannot
 * fill the memory.
 */
export function createSessionTokens(secret: string, now: () => number = Date.now): SessionTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, SessionClaims>();
  const seconds = () => Math.floor(now() / 1000);
  const sign = (claims: Record<string, unknown>, audience: string, lifetimeSeconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(audience)
      .setIssuedAt(seconds())
      .setExpirationTime(seconds() + lifetimeSeconds)
      .sign(key);
  const verify = async (token: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        audience,
        requiredClaims: ['exp'],
        currentDate: new Date(now()),
      });
      return payload;
    } catch {
      return null;
    }
  };
  return {
    issue: ({ id, username, isAdmin, tokenVersion, sessionId }) =>
      sign(
        { userId: id, username, isAdmin, tv: tokenVersion, sid: sessionId },
        AUDIENCES.session,
        SESSION_LIFETIME_DAYS * 24 * 60 * 60,
      ),
    async read(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > now()) return known;
        verified.delete(token);
        return null;
      }
      const claims = claimsSchema.safeParse(await verify(token, AUDIENCES.session));
      if (!claims.success) return null;
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
      verified.set(token, claims.data);
      return claims.data;
    },
    issueChallenge: ({ userId, tv }) =>
      sign({ userId, tv }, AUDIENCES.challenge, SIGN_IN_CHALLENGE_MINUTES * 60),
    async readChallenge(token) {
      const challenge = challengeSchema.safeParse(await verify(token, AUDIENCES.challenge));
      return challenge.success ? { userId: challenge.data.userId, tv: challenge.data.tv } : null;
    },
  };
}
