import {
  postIdParamsSchema,
  stillAvailableBodySchema,
  stillAvailableReplySchema,
} from '@tabarru/contract/posts';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf } from '../sessions/service';
import { answerMessage, answerStillAvailable } from './service';

const tags = ['posts'];

/** Offers that stay fresh: their donors' answers to "Still available?", and renewals. */
export const freshnessRoutes: ModuleRoutes = async (app, { context }) => {
  app.post(
    '/api/posts/:id/still-available',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('pickupActionsPerUser', byMember)] },
      schema: {
        tags,
        summary:
          'Answer "Still available?" for one\'s offer: yes (renewed for 30 days), given away, or withdraw',
        params: postIdParamsSchema,
        body: stillAvailableBodySchema,
        response: { 200: stillAvailableReplySchema },
      },
    },
    async (request) => ({
      message: answerMessage(request.body.answer),
      post: await answerStillAvailable(
        context,
        sessionOf(request),
        request.params.id,
        request.body.answer,
      ),
    }),
  );
};
