import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { userIdParamsSchema } from '@tabarru/contract/accounts';
import {
  CLAIM_MESSAGES,
  createClaimReplySchema,
  createClaimRequestSchema,
  pendingClaimsCountReplySchema,
} from '@tabarru/contract/claims';

import type { ModuleContext } from '../../context';
import { forbidden } from '../../infra/http-errors';
import { signedInMember } from '../auth/authenticate';
import { countPendingClaims } from './queries';
import { createClaim } from './service';

/** Donation claims: a member's claim on a post, and the count behind the avatar menu's badge. */
export const claimRoutes: FastifyPluginAsyncZod<{ context: ModuleContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/donations/claims',
    {
      preHandler: app.authenticate,
      schema: { body: createClaimRequestSchema, response: { 201: createClaimReplySchema } },
    },
    async (request, reply) => {
      const member = signedInMember(request);
      await context.limit('claimsPerUser', String(member.id));
      const claimId = await createClaim(context, member, request.body);
      return reply.code(201).send({ message: CLAIM_MESSAGES.sent, claim_id: claimId });
    },
  );

  app.get(
    '/api/donations/claims/count/:userId',
    {
      preHandler: app.authenticate,
      schema: { params: userIdParamsSchema, response: { 200: pendingClaimsCountReplySchema } },
    },
    async (request) => {
      const member = signedInMember(request);
      // The id is in the path as specified; it must still be the asker's own (or an admin's view).
      if (member.id !== request.params.userId && member.is_admin !== 1) throw forbidden();
      return { pendingClaims: await countPendingClaims(context.db, request.params.userId) };
    },
  );
};
