import { userIdParamsSchema } from '@tabarru/contract/accounts';
import {
  CLAIM_MESSAGES,
  claimDecisionReplySchema,
  claimIdParamsSchema,
  createClaimReplySchema,
  createClaimRequestSchema,
  markDecisionsSeenReplySchema,
  markDecisionsSeenRequestSchema,
  myRequestsReplySchema,
  pendingClaimsCountReplySchema,
  pendingClaimsReplySchema,
} from '@tabarru/contract/claims';
import { ERROR_CODES } from '@tabarru/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleRoutes } from '../../context';
import { allowanceUsedUp } from '../../infra/http-errors';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf, signedInMember } from '../sessions/service';
import {
  claimCounts,
  confirmClaim,
  createClaim,
  decisionsSeen,
  declineClaim,
  myRequests,
  pendingClaims,
} from './service';

/** The earlier client shows the message of a 400, so the hourly allowance is one. */
const claimAllowanceUsedUp = (retryAfterSeconds: number) =>
  allowanceUsedUp(ERROR_CODES.claimLimitReached, CLAIM_MESSAGES.limitReached, retryAfterSeconds);

const tags = ['claims'];

/**
 * Donation claims: a member's claim on a post, the donor's pending claims with their answers,
 * the claimant's own claims (My requests), and the counts behind the avatar menu's badge.
 */
export const claimRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/api/donations/claims',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('claimsPerUser', byMember, claimAllowanceUsedUp)] },
      schema: {
        tags,
        summary: 'Claim an item: tell its donor you received it',
        body: createClaimRequestSchema,
        response: { 201: createClaimReplySchema },
      },
    },
    async (request, reply) => {
      const claimId = await createClaim(context, sessionOf(request), request.body);
      return reply.code(201).send({ message: CLAIM_MESSAGES.sent, claim_id: claimId });
    },
  );

  app.get(
    '/api/donations/claims/count/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's claim counts, for the badge",
        params: userIdParamsSchema,
        response: { 200: pendingClaimsCountReplySchema },
      },
    },
    async (request) => claimCounts(context, signedInMember(request), request.params.userId),
  );

  app.get(
    '/api/donations/claims/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The claims waiting on the caller's items",
        params: userIdParamsSchema,
        response: { 200: pendingClaimsReplySchema },
      },
    },
    async (request) => pendingClaims(context, signedInMember(request), request.params.userId),
  );

  // The answers take no body; a client may still label the nothing it sends as
  // JSON, which Fastify's JSON parser refuses, so in this scope an empty body is no body.
  const answerRoutes: FastifyPluginAsyncZod = async (answers) => {
    const parseJson = answers.getDefaultJsonParser('error', 'error');
    answers.removeContentTypeParser('application/json');
    answers.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, done) =>
        body.length === 0 ? done(null, undefined) : parseJson(request, body.toString(), done),
    );
    for (const [answer, decide, summary] of [
      ['confirm', confirmClaim, "Confirm a claim on one's item: it goes to that claimant"],
      ['decline', declineClaim, "Decline a claim on one's item"],
    ] as const) {
      answers.put(
        `/api/donations/claims/:claimId/${answer}`,
        {
          onRequest: app.authenticate,
          schema: {
            tags,
            summary,
            params: claimIdParamsSchema,
            response: { 200: claimDecisionReplySchema },
          },
        },
        async (request) => decide(context, sessionOf(request), request.params.claimId),
      );
    }
  };
  await app.register(answerRoutes);

  app.get(
    '/api/donations/requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's own claims (My requests)",
        response: { 200: myRequestsReplySchema },
      },
    },
    async (request) => myRequests(context, signedInMember(request)),
  );

  app.put(
    '/api/donations/requests/seen',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Mark answers to the caller's claims seen",
        body: markDecisionsSeenRequestSchema,
        response: { 200: markDecisionsSeenReplySchema },
      },
    },
    async (request) => ({
      message: CLAIM_MESSAGES.seen,
      seen: await decisionsSeen(context, sessionOf(request), request.body.claim_ids),
    }),
  );
};
