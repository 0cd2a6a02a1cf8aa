import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ERROR_CODES } from '@tabarru/contract/errors';
import { TWO_FACTOR_MESSAGES } from '@tabarru/contract/two-factor';
import fp from 'fastify-plugin';

import type { Db, UserRow } from '../../db/schema';
import { forbidden, unauthenticated } from '../../infra/http-errors';
import type { SessionTokens } from '../../infra/tokens';
import {
  isLiveSession,
  liveSessionOf,
  recordLastUse,
  requestSession,
  sessionTokenOf,
  type SessionRole,
} from '../sessions/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** the member a token named whose session is not live: the security log names them */
    refusedMemberId: number | null;
    /** the session's last use is to be written once the request has been served */
    lastUseDue: boolean;
  }
  interface FastifyInstance {
    /*
     * Attached as a route's onRequest hook, so who is asking is settled before the body is
     * read, validated or limited; a write asks again when it writes (writeAs).
     */
    /** 401 unless the request carries a live session token */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** reads the session when there is one, never refuses */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * 401 without a live session, 403 unless the account is an admin now and, where the site
     * requires it, the session passed the second sign-in step
     */
    authorizeAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

interface AuthenticationOptions {
  db: Db;
  tokens: SessionTokens;
  now: () => number;
  /** administrators must have passed the second sign-in step (a public site) */
  adminsNeedSecondFactor: boolean;
}

/**
 * Who is asking: the member of the request's live session (modules/sessions/service.ts), kept
 * on the request with the session it writes as (`role`: what the route lets it in for); null
 * for a visitor.
 */
async function identifyRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthenticationOptions,
  role: SessionRole,
): Promise<UserRow | null> {
  const found = await liveSessionOf(options, sessionTokenOf(request));
  if (!isLiveSession(found)) {
    request.refusedMemberId = found?.userId ?? null;
    return null;
  }
  request.member = found.member;
  request.lastUseDue = found.lastUseDue;
  request.session = requestSession(
    request,
    reply,
    {
      member: found.member,
      sessionId: found.session.id,
      secondFactor: found.session.second_factor === 1,
    },
    role,
  );
  return found.member;
}

export const authentication = fp<AuthenticationOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('member', null);
    app.decorateRequest('refusedMemberId', null);
    app.decorateRequest('lastUseDue', false);
    app.decorateRequest('session', null);
    // For a request the session served, never a refused one (a refusal changes nothing), and
    // before its reply goes, so the next request of the session reads it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.lastUseDue && request.session && reply.statusCode < 400) {
        await recordLastUse(options, request.session.id, request.log);
      }
      return payload;
    });
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
      if (options.adminsNeedSecondFactor && !request.session?.secondFactor) {
        throw forbidden(ERROR_CODES.twoFactorRequired, TWO_FACTOR_MESSAGES.required);
      }
    });
  },
  { name: 'authentication' },
);
