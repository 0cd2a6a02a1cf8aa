import {
  activeBannerReplySchema,
  bannerIdParamsSchema,
  bannerListReplySchema,
  bannerReplySchema,
  createBannerRequestSchema,
} from '@tabarru/contract/banners';

import type { ModuleRoutes } from '../../context';
import { sessionOf } from '../sessions/service';
import { activeBanner, bannerHistory, createBanner, toggleBanner } from './service';

/**
 * The announcement banner: the active one for every page, and its management for administrators.
 * The admin check runs on request, before the body is read or validated, so a non-admin learns
 * nothing about the input and changes nothing.
 */
export const bannerRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/banner',
    {
      schema: {
        tags: ['banner'],
        summary: 'The active announcement banner, if any',
        response: { 200: activeBannerReplySchema },
      },
    },
    async () => ({ banner: await activeBanner(context) }),
  );

  app.get(
    '/admin/banners',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'List every banner, newest first',
        response: { 200: bannerListReplySchema },
      },
    },
    async () => bannerHistory(context),
  );

  app.post(
    '/admin/banner',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a banner in English, Arabic or both',
        body: createBannerRequestSchema,
        response: { 201: bannerReplySchema },
      },
    },
    async (request, reply) => {
      const banner = await createBanner(context, sessionOf(request), request.body);
      return reply.code(201).send({ banner });
    },
  );

  app.put(
    '/admin/banner/:id/toggle',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a banner',
        params: bannerIdParamsSchema,
        response: { 200: bannerReplySchema },
      },
    },
    async (request) => ({
      banner: await toggleBanner(context, sessionOf(request), request.params.id),
    }),
  );
};
