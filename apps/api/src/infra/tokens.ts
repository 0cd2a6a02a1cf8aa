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

/**
 * HS256 session tokens (docs/security.md, ASVS 9.1): only HS256 is accepted, `exp` is required, and the
 * user's token version rides along so the API can end older tokens.
 */
export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ id, username, isAdmin, tokenVersion }) =>
      new SignJWT({ userId: id, username, isAdmin, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_DAYS}d`)
        .sign(key),
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        const claims = claimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
