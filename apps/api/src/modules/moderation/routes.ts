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
import { sessionOf } from '../sessions/service';
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
        summary: 'Report a post',
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
      schema: {
        tags: ['admin'],
        summary: 'The posts waiting for review, and why',
        response: { 200: flaggedPostListReplySchema },
      },
    },
    async () => flaggedPostList(context),
  );

  app.put(
    '/admin/posts/:id/approve',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a flagged post',
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
