import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

import { SESSION_TTL_DAYS, type SessionClaims } from '@tabarru/contract/accounts';

const claimsSchema = z.object({
  userId: z.number().int().positive(),
  username: z.string(),
  isAdmin: z.boolean(),
  tv: z.number().int().nonnegative(),
  iat: z.number(),
  exp: z.number(),
});

export interface TokenSubject {
  id: number;
  username: string;
  isAdmin: boolean;
  tokenVersion: number;
}

export interface SessionTokens {
  issue(subject: TokenSubject): Promise<string>;
  /** The claims of a valid, unexpired HS256 token signed by us; null for anything else. */
  read(token: string): Promise<SessionClaims | null>;
}

/** Verified tokens kept at most; past it the memory starts over. */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * HS256 session tokens (docs/security.md, ASVS 9.1): only HS256 is accepted, `exp` is required, and the
 * user's token version rides along so the API can end older tokens.
 *
 * A token's claims never change, so a token verified once is remembered until it expires: a
 * member's every request costs a map lookup instead of an HMAC and a schema check. Whether the
 * session is still live (the account, its token version, its role) is read from the database
 * on every request all the same (modules/auth/authenticate.ts). Only valid tokens are kept, so
 * made-up ones cannot fill the memory.
 */
export function createSessionTokens(secret: string, now: () => number = Date.now): SessionTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, SessionClaims>();
  return {
    issue: ({ id, username, isAdmin, tokenVersion }) =>
      new SignJWT({ userId: id, username, isAdmin, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_DAYS}d`)
        .sign(key),
    async read(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
          currentDate: new Date(now()),
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return null;
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
        verified.set(token, claims.data);
        return claims.data;
      } catch {
        return null;
      }
    },
  };
}
