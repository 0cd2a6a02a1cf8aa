import {
  campaignCreateSchema,
  campaignIdParamsSchema,
  campaignListReplySchema,
  campaignReplySchema,
  campaignSchema,
} from '@tabarru/contract/campaigns';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf } from '../sessions/service';
import {
  campaignById,
  currentCampaigns,
  startOrganisationCampaign,
  startSiteCampaign,
} from './service';

const tags = ['campaigns'];

/**
 * Campaigns by season: a verified organisation, or the administrators, ask for items of some
 * categories between two days with a target per governorate; anyone reads their progress.
 */
export const campaignRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/api/campaigns',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('uploadsPerUser', byMember)] },
      schema: {
        tags,
        summary: 'Start a campaign, as a verified organisation',
        body: campaignCreateSchema,
        response: { 201: campaignReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await startOrganisationCampaign(context, sessionOf(request), request.body)),
  );

  app.post(
    '/api/admin/campaigns',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: "Start a campaign of the site's own",
        body: campaignCreateSchema,
        response: { 201: campaignReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startSiteCampaign(context, sessionOf(request), request.body)),
  );

  app.get(
    '/api/campaigns',
    {
      schema: {
        tags,
        summary: 'The campaigns running today, with their progress per governorate',
        response: { 200: campaignListReplySchema },
      },
    },
    async () => ({ campaigns: await currentCampaigns(context) }),
  );

  app.get(
    '/api/campaigns/:id',
    {
      schema: {
        tags,
        summary: 'A campaign with its progress per governorate',
        params: campaignIdParamsSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => campaignById(context, request.params.id),
  );
};
