import {
  notificationPreferencesPatchSchema,
  notificationPreferencesReplySchema,
  pushPublicKeyReplySchema,
  pushSubscriptionReplySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeLinkReplySchema,
  unsubscribeQuerySchema,
  unsubscribeReplySchema,
} from '@tabarru/contract/notification-preferences';
import { WEB_PATHS } from '@tabarru/contract/web-paths';

import type { ModuleRoutes } from '../../context';
import { webLink } from '../../infra/web-links';
import { sessionOf } from '../sessions/service';
import {
  notificationPreferences,
  subscribeDevice,
  unsubscribeDevice,
  updateNotificationPreferences,
} from './service';
import { describeUnsubscribeLink, unsubscribeByLink } from './unsubscribe';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './texts';

const tags = ['notifications'];

/** The body a mail client posts for a one-click unsubscribe (RFC 8058) is a small form. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * How notifications reach a member: their choices per kind and channel, their
 * devices' push subscriptions, and the unsubscribe link of every notification email, which
 * works without signing in.
 */
export const notificationDeliveryRoutes: ModuleRoutes = async (app, { context }) => {
  // Only in this plugin: `List-Unsubscribe=One-Click` arrives as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/api/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's push and email choices per kind",
        response: { 200: notificationPreferencesReplySchema },
      },
    },
    (request) => notificationPreferences(context, sessionOf(request)),
  );

  app.patch(
    '/api/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change push and email choices',
        body: notificationPreferencesPatchSchema,
        response: { 200: notificationPreferencesReplySchema },
      },
    },
    (request) => updateNotificationPreferences(context, sessionOf(request), request.body),
  );

  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key that push subscriptions need',
        response: { 200: pushPublicKeyReplySchema },
      },
    },
    () => ({ publicKey: context.delivery.publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Subscribe this device to web push',
        body: pushSubscriptionSchema,
        response: { 201: pushSubscriptionReplySchema },
      },
    },
    async (request, reply) => {
      const result = await subscribeDevice(context, sessionOf(request), request.body);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Unsubscribe a device from web push',
        body: pushUnsubscribeSchema,
        response: { 200: pushSubscriptionReplySchema },
      },
    },
    (request) => unsubscribeDevice(context, sessionOf(request), request.body.endpoint),
  );

  // A link opened in a browser (a mail client without one-click) only leads to the page that
  // asks; link scanners open links too, and must not unsubscribe anyone.
  app.get(
    ONE_CLICK_UNSUBSCRIBE_PATH,
    {
      schema: {
        tags,
        summary: "Send an email's unsubscribe link on to the page that asks",
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const language = await describeUnsubscribeLink(context, token).then(
        (link) => link.language,
        () => 'en' as const,
      );
      const page = webLink(context.config.publicWebUrl, language, WEB_PATHS.unsubscribe);
      return reply.redirect(`${page}?token=${encodeURIComponent(token)}`, 303);
    },
  );

  app.get(
    `${ONE_CLICK_UNSUBSCRIBE_PATH}/link`,
    {
      schema: {
        tags,
        summary: 'What an unsubscribe link stops',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeLinkReplySchema },
      },
    },
    async (request) => {
      const { kind, channel } = await describeUnsubscribeLink(context, request.query.token);
      return { kind, channel };
    },
  );

  // Whatever body comes (RFC 8058's form, JSON, none) is not read: the token says it all.
  app.post(
    ONE_CLICK_UNSUBSCRIBE_PATH,
    {
      schema: {
        tags,
        summary: 'Unsubscribe in one click (RFC 8058)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeReplySchema },
      },
    },
    (request) => unsubscribeByLink(context, request.query.token),
  );
};
