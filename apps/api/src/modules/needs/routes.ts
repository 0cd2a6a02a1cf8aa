import { organisationIdParamsSchema } from '@tabarru/contract/organisations';
import {
  needCreateSchema,
  needIdParamsSchema,
  needListReplySchema,
  needReceiptListReplySchema,
  needReceiptSchema,
  needReplySchema,
} from '@tabarru/contract/needs';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf, signedInMember } from '../sessions/service';
import { createNeed, needReceipts, organisationNeeds, recordReceipt } from './service';

const tags = ['needs'];

/**
 * Organisations' needs: a verified organisation asks for a number of items by a day and records
 * what comes in; anyone reads its open needs. A need is also a wanted post, which the feed and a
 * post's page read as such.
 */
export const needRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/api/needs',
    {
      onRequest: app.authenticate,
      // A need is a post written: it counts against the same budget as any other.
      config: { limits: [limitBy('uploadsPerUser', byMember)] },
      schema: {
        tags,
        summary: 'Ask, as a verified organisation, for a number of items by a day',
        body: needCreateSchema,
        response: { 201: needReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createNeed(context, sessionOf(request), request.body)),
  );

  app.post(
    '/api/needs/:id/receipts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Record items received for one's need",
        params: needIdParamsSchema,
        body: needReceiptSchema,
        response: { 201: needReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await recordReceipt(context, sessionOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/needs/:id/receipts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "What came in for one's need",
        params: needIdParamsSchema,
        response: { 200: needReceiptListReplySchema },
      },
    },
    async (request) => ({
      receipts: await needReceipts(context, signedInMember(request), request.params.id),
    }),
  );

  // Open to visitors: what an organisation needs is for anyone who might give it.
  app.get(
    '/api/organisations/:id/needs',
    {
      schema: {
        tags,
        summary: "A verified organisation's open needs",
        params: organisationIdParamsSchema,
        response: { 200: needListReplySchema },
      },
    },
    async (request) => ({ needs: await organisationNeeds(context, request.params.id) }),
  );
};
