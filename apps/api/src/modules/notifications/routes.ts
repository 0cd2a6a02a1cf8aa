import {
  notificationCountReplySchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListReplySchema,
  notificationsReadReplySchema,
} from '@tabarru/contract/notifications';

import type { ModuleRoutes } from '../../context';
import { sessionOf, signedInMember } from '../sessions/service';
import {
  notificationList,
  readAllNotifications,
  readNotification,
  unreadNotificationCount,
} from './service';

const tags = ['notifications'];

/** The notification centre: a member's own notifications, and marking them read. */
export const notificationRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/api/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A page of the caller's notifications, newest first",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListReplySchema },
      },
    },
    (request) => notificationList(context, signedInMember(request), request.query.before),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'How many notifications are unread',
        response: { 200: notificationCountReplySchema },
      },
    },
    async (request) => ({
      unreadCount: await unreadNotificationCount(context, signedInMember(request)),
    }),
  );

  app.patch(
    '/api/notifications/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mark a notification read',
        params: notificationIdParamsSchema,
        response: { 200: notificationsReadReplySchema },
      },
    },
    (request) => readNotification(context, sessionOf(request), request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: notificationsReadReplySchema },
      },
    },
    (request) => readAllNotifications(context, sessionOf(request)),
  );
};
