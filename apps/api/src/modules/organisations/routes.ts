import {
  adminOrganisationsQuerySchema,
  adminOrganisationsReplySchema,
  applyReplySchema,
  myOrganisationReplySchema,
  ORGANISATION_MESSAGES,
  organisationApplicationSchema,
  organisationDecisionReplySchema,
  organisationIdParamsSchema,
  organisationReceivedReplySchema,
  publicOrganisationSchema,
} from '@tabarru/contract/organisations';

import {
  organisationsNearQuerySchema,
  organisationsNearReplySchema,
} from '@tabarru/contract/organisations-near';
import {
  dropOffPointsReplySchema,
  dropOffPointsRequestSchema,
} from '@tabarru/contract/drop-off-points';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf, signedInMember } from '../sessions/service';
import {
  applyForOrganisation,
  decideApplication,
  myOrganisation,
  organisationsForAdministrators,
  organisationReceived,
  organisationsNear,
  publicOrganisation,
  saveDropOffPoints,
} from './service';

const tags = ['organisations'];

/**
 * Organisations as members: a member applies for their account to be an organisation's, an
 * administrator verifies it or turns it down (audit-logged), and anyone reads a verified one.
 */
export const organisationRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/api/organisations',
    {
      onRequest: app.authenticate,
      // An application is a thing written, like a post.
      config: { limits: [limitBy('uploadsPerUser', byMember)] },
      schema: {
        tags,
        summary: "Apply for one's account to be an organisation's",
        body: organisationApplicationSchema,
        response: { 201: applyReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: ORGANISATION_MESSAGES.applied,
        organisation: await applyForOrganisation(context, sessionOf(request), request.body),
      }),
  );

  // Open to visitors: the give form suggests them before anyone signs in to post.
  app.get(
    '/api/organisations',
    {
      schema: {
        tags,
        summary: 'The verified organisations that accept a category, nearest first',
        querystring: organisationsNearQuerySchema,
        response: { 200: organisationsNearReplySchema },
      },
    },
    async (request) => ({ organisations: await organisationsNear(context, request.query) }),
  );

  app.get(
    '/api/organisations/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "One's own application, whatever its status",
        response: { 200: myOrganisationReplySchema },
      },
    },
    async (request) => ({
      organisation: await myOrganisation(context, signedInMember(request)),
    }),
  );

  app.put(
    '/api/organisations/mine/drop-off-points',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Where and when one's verified organisation takes what it accepts",
        body: dropOffPointsRequestSchema,
        response: { 200: dropOffPointsReplySchema },
      },
    },
    async (request) => ({
      message: ORGANISATION_MESSAGES.dropOffPointsSaved,
      drop_off_points: await saveDropOffPoints(context, sessionOf(request), request.body.points),
    }),
  );

  // Open to visitors: a verified organisation's page is for anyone who might give to it.
  app.get(
    '/api/organisations/:id',
    {
      schema: {
        tags,
        summary: 'A verified organisation',
        params: organisationIdParamsSchema,
        response: { 200: publicOrganisationSchema },
      },
    },
    async (request) => publicOrganisation(context, request.params.id),
  );

  // Open to visitors too: what came in shows givers their items are used, never who gave them.
  app.get(
    '/api/organisations/:id/received',
    {
      schema: {
        tags,
        summary: 'What a verified organisation received in the last weeks, counted',
        params: organisationIdParamsSchema,
        response: { 200: organisationReceivedReplySchema },
      },
    },
    async (request) => organisationReceived(context, request.params.id),
  );

  app.get(
    '/api/admin/organisations',
    {
      onRequest: app.authorizeAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The applications of one status, the oldest first',
        querystring: adminOrganisationsQuerySchema,
        response: { 200: adminOrganisationsReplySchema },
      },
    },
    async (request) => ({
      organisations: await organisationsForAdministrators(context, request.query.status),
    }),
  );

  for (const [action, decision, message] of [
    ['verify', 'verified', ORGANISATION_MESSAGES.verified],
    ['reject', 'rejected', ORGANISATION_MESSAGES.rejected],
  ] as const) {
    app.post(
      `/api/admin/organisations/:id/${action}`,
      {
        onRequest: app.authorizeAdmin,
        schema: {
          tags: ['admin'],
          summary:
            decision === 'verified'
              ? 'Verify an organisation: its mark'
              : "Turn an organisation's application down",
          params: organisationIdParamsSchema,
          response: { 200: organisationDecisionReplySchema },
        },
      },
      async (request) => ({
        message,
        organisation: await decideApplication(
          context,
          sessionOf(request),
          request.params.id,
          decision,
        ),
      }),
    );
  }
};
