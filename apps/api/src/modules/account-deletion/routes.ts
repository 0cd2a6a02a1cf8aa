import {
  ACCOUNT_MESSAGES,
  deleteOwnAccountRequestSchema,
  messageReplySchema,
} from '@tabarru/contract/accounts';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf } from '../sessions/service';
import { deleteOwnAccount } from './service';

/**
 * A member deletes their own account from the profile, with their password; an
 * administrator's delete of a member is in the admin module. Both are the one deletion of
 * service.ts.
 */
export const accountDeletionRoutes: ModuleRoutes = async (app, { context }) => {
  app.delete(
    '/api/users/me',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('accountDeletionPerUser', byMember)] },
      schema: {
        tags: ['accounts'],
        summary: "Delete the caller's own account, with their password",
        body: deleteOwnAccountRequestSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await deleteOwnAccount(context, sessionOf(request), request.body.password, request.log);
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};
