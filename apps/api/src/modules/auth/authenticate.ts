import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { SessionClaims } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';
import fp from 'fastify-plugin';

import type { Db } from '../../db/schema';
import { forbidden, unauthenticated } from '../../infra/http-errors';
import type { SessionTokens } from '../../infra/tokens';
import { findUserById, type UserRow } from '../users/queries';
import { requestSession, type SessionRole } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in member, read from the database on this request; null for a visitor */
    member: UserRow | null;
  }
  interface FastifyInstance {
    /*
     * Attached as a route's onRequest hook, so who is asking is settled before the body is
     * read, validated or limited; a write asks again when it writes (session.ts).
     */
    /** 401 unless the request carries a live session token */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** reads the session when there is one, never refuses */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** 401 without a live session, 403 unless the account is an admin now */
    authorizeAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The token of `Authorization: Bearer …`, or of the `jwt_token` header post creation uses. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim();
  const legacy = request.headers.jwt_token;
  if (typeof legacy === 'string' && legacy !== '') return legacy.replace(/^Bearer /, '').trim();
  return undefined;
}

/** A member and the session token they were read from. */
export interface LiveSession {
  member: UserRow;
  claims: SessionClaims;
}

/**
 * The member a session token names, while the token is live. The token only names the user:
 * the account is read from the database each time, so a deleted or demoted member loses access
 * at once, and a token older than the account's token version (password change or reset) is
 * refused (docs/security.md, Sessions). Requests and sockets are both identified this way.
 */
export async function liveSessionOf(
  db: Db,
  tokens: SessionTokens,
  token: string | undefined,
): Promise<LiveSession | null> {
  if (!token) return null;
  const claims = await tokens.read(token);
  if (!claims) return null;
  const member = await findUserById(db, claims.userId);
  if (!member || member.token_version !== claims.tv) return null;
  return { member, claims };
}

/**
 * Who is asking: the member of the request's live session token, kept on the request with the
 * session it writes as (`role`: what the route lets it in for); null for a visitor.
 */
async function identifyRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, tokens }: { db: Db; tokens: SessionTokens },
  role: SessionRole,
): Promise<UserRow | null> {
  const member = (await liveSessionOf(db, tokens, sessionTokenOf(request)))?.member ?? null;
  request.member = member;
  request.session = member && requestSession(request, reply, member, role);
  return member;
}

export const authentication = fp<{ db: Db; tokens: SessionTokens }>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('member', null);
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await identifyRequest(request, reply, options, 'member'))) throw unauthenticated();
    });
    app.decorate('identify', async (request: FastifyRequest, reply: FastifyReply) => {
      await identifyRequest(request, reply, options, 'member');
    });
    // The role comes from the database row, never from the token's isAdmin claim.
    app.decorate('authorizeAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      const member = await identifyRequest(request, reply, options, 'admin');
      if (!member) throw unauthenticated();
      if (member.is_admin !== 1) {
        throw forbidden(ERROR_CODES.adminOnly, 'Only administrators can do this.');
      }
    });
  },
  { name: 'authentication' },
);

/** The member of a request that passed `authenticate`. */
export function signedInMember(request: FastifyRequest): UserRow {
  if (!request.member) throw unauthenticated();
  return request.member;
}
