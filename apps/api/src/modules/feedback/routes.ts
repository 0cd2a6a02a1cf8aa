import { userIdParamsSchema } from '@tabarru/contract/accounts';
import {
  createFeedbackReplySchema,
  createFeedbackRequestSchema,
  deleteFeedbackReplySchema,
  dismissRatingPromptReplySchema,
  FEEDBACK_MESSAGES,
  feedbackListReplySchema,
  ratingPromptsReplySchema,
} from '@tabarru/contract/feedback';

import type { ModuleRoutes } from '../../context';
import { sessionOf, signedInMember } from '../sessions/service';
import {
  dismissPrompt,
  feedbackOnMember,
  giveFeedback,
  ratingPrompts,
  withdrawFeedback,
} from './service';

const tags = ['feedback'];

/**
 * Member feedback: the ratings a member received, giving or withdrawing one's own, and the
 * prompts to rate after a handover.
 */
export const feedbackRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/api/feedback/prompts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The members the caller is asked to rate',
        response: { 200: ratingPromptsReplySchema },
      },
    },
    async (request) => ({ prompts: await ratingPrompts(context, signedInMember(request)) }),
  );

  app.delete(
    '/api/feedback/prompts/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Stop asking the caller to rate a member',
        params: userIdParamsSchema,
        response: { 200: dismissRatingPromptReplySchema },
      },
    },
    async (request) => {
      await dismissPrompt(context, sessionOf(request), request.params.userId);
      return { message: FEEDBACK_MESSAGES.promptDismissed };
    },
  );

  app.get(
    '/api/feedback/:userId',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: "A member's ratings, and whether the caller may rate them",
        params: userIdParamsSchema,
        response: { 200: feedbackListReplySchema },
      },
    },
    async (request) => feedbackOnMember(context, request.member ?? null, request.params.userId),
  );

  app.post(
    '/api/feedback',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Rate a member after a handover',
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
      schema: {
        tags,
        summary: "Withdraw the caller's rating of a member",
        params: userIdParamsSchema,
        response: { 200: deleteFeedbackReplySchema },
      },
    },
    async (request) => {
      await withdrawFeedback(context, sessionOf(request), request.params.userId);
      return { message: FEEDBACK_MESSAGES.deleted };
    },
  );
};
