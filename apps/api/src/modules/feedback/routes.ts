import { userIdParamsSchema } from '@tabarru/contract/accounts';
import {
  createFeedbackReplySchema,
  createFeedbackRequestSchema,
  deleteFeedbackReplySchema,
  FEEDBACK_MESSAGES,
  feedbackListReplySchema,
} from '@tabarru/contract/feedback';

import type { ModuleRoutes } from '../../context';
import { sessionOf } from '../auth/session';
import { feedbackOnMember, giveFeedback, withdrawFeedback } from './service';

const tags = ['feedback'];

/** Member feedback: the ratings a member received, and giving or withdrawing one's own. */
export const feedbackRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/api/feedback/:userId',
    {
      onRequest: app.identify,
      schema: { tags, params: userIdParamsSchema, response: { 200: feedbackListReplySchema } },
    },
    async (request) => feedbackOnMember(context, request.member ?? null, request.params.userId),
  );

  app.post(
    '/api/feedback',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: createFeedbackRequestSchema,
        response: { 201: createFeedbackReplySchema },
      },
    },
    async (request, reply) => {
      const feedback = await giveFeedback(context, sessionOf(request), request.body);
      return reply.code(201).send({ message: FEEDBACK_MESSAGES.submitted, feedback });
    },
  );

  app.delete(
    '/api/feedback/:userId',
    {
      onRequest: app.authenticate,
      schema: { tags, params: userIdParamsSchema, response: { 200: deleteFeedbackReplySchema } },
    },
    async (request) => {
      await withdrawFeedback(context, sessionOf(request), request.params.userId);
      return { message: FEEDBACK_MESSAGES.deleted };
    },
  );
};
