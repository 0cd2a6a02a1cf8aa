import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { userIdParamsSchema } from '@tabarru/contract/accounts';
import { pendingClaimsCountReplySchema } from '@tabarru/contract/claims';

import type { ModuleContext } from '../../context';
import { forbidden } from '../../infra/http-errors';
import { signedInMember } from '../auth/authenticate';
import { countPendingClaims } from './queries';

/** Donation claims: so far the count behind the claims badge of the avatar menu. */
export const claimRoutes: FastifyPluginAsyncZod<{ context: ModuleContext }> = async (
  app,
  { context },
) => {
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
