import { auditLogQuerySchema, auditLogReplySchema } from '@tabarru/contract/audit';

import type { ModuleRoutes } from '../../context';
import { auditLog } from './service';

/**
 * GET /admin/audit-log: what administrators did, newest first. There is no route that changes or
 * deletes an entry, and the database refuses both (migration 0010).
 */
export const auditRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: "A page of the administrators' actions, newest first",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogReplySchema },
      },
    },
    async (request) => auditLog(context, request.query),
  );
};
