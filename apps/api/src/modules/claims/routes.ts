import { userIdParamsSchema } from '@tabarru/contract/accounts';
import {
  CLAIM_MESSAGES,
  createClaimReplySchema,
  createClaimRequestSchema,
  pendingClaimsCountReplySchema,
} from '@tabarru/contract/claims';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleRoutes } from '../../context';
import { allowanceUsedUp } from '../../infra/http-errors';
import { byMember, limitBy } from '../../infra/route-limits';
import { signedInMember } from '../auth/authenticate';
import { createClaim, pendingClaimsCount } from './service';

/** Spec 001 §7: the earlier client shows the message of a 400, so the hourly allowance is one. */
const claimAllowanceUsedUp = (retryAfterSeconds: number) =>
  allowanceUsedUp(ERROR_CODES.claimLimitReached, CLAIM_MESSAGES.limitReached, retryAfterSeconds);

/** Donation claims: a member's claim on a post, and the count behind the avatar menu's badge. */
export const claimRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/api/donations/claims',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('claimsPerUser', byMember, claimAllowanceUsedUp)] },
      schema: { body: createClaimRequestSchema, response: { 201: createClaimReplySchema } },
    },
    async (request, reply) => {
      const claimId = await createClaim(context, signedInMember(request), request.body);
      return reply.code(201).send({ message: CLAIM_MESSAGES.sent, claim_id: claimId });
    },
  );

  app.get(
    '/api/donations/claims/count/:userId',
    {
      onRequest: app.authenticate,
      schema: { params: userIdParamsSchema, response: { 200: pendingClaimsCountReplySchema } },
    },
    async (request) => ({
      pendingClaims: await pendingClaimsCount(
        context,
        signedInMember(request),
        request.params.userId,
      ),
    }),
  );
};
