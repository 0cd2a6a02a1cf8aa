import { adminIdParamsSchema } from '@tabarru/contract/admin';
import {
  approvePostReplySchema,
  flaggedPostListReplySchema,
  MODERATION_MESSAGES,
  reportReplySchema,
  reportRequestSchema,
} from '@tabarru/contract/moderation';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf } from '../auth/session';
import { approvePost, flaggedPostList, reportPost } from './service';

/** Members report posts; administrators review what reports and the blocklist flagged. */
export const moderationRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/posts/:id/report',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('reportsPerUser', byMember)] },
      schema: {
        tags: ['moderation'],
        params: adminIdParamsSchema,
        body: reportRequestSchema,
        response: { 200: reportReplySchema },
      },
    },
    async (request) => reportPost(context, sessionOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/flagged-posts',
    {
      onRequest: app.authorizeAdmin,
      schema: { tags: ['admin'], response: { 200: flaggedPostListReplySchema } },
    },
    async () => flaggedPostList(context),
  );

  app.put(
    '/admin/posts/:id/approve',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        params: adminIdParamsSchema,
        response: { 200: approvePostReplySchema },
      },
    },
    async (request) => {
      await approvePost(context, sessionOf(request), request.params.id);
      return { message: MODERATION_MESSAGES.approved, post_id: request.params.id };
    },
  );
};
