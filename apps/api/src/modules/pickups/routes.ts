import {
  PICKUP_MESSAGES,
  askIdParamsSchema,
  askReplySchema,
  calendarQuerySchema,
  checkCodeReplySchema,
  checkCodeRequestSchema,
  createAskRequestSchema,
  myAsksReplySchema,
  offerTimesRequestSchema,
  outcomeRequestSchema,
  pickTimeRequestSchema,
  postAsksParamsSchema,
  postAsksReplySchema,
  promiseRequestSchema,
  withdrawPromiseRequestSchema,
} from '@tabarru/contract/pickups';

import type { FastifyRequest } from 'fastify';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { sessionOf, signedInMember } from '../sessions/service';
import {
  anotherTime,
  answerOutcome,
  checkCollectorCode,
  createAsk,
  myAsks,
  offerTimes,
  pickTime,
  pickupCalendar,
  postAsks,
  promiseItem,
  withdrawAsk,
  withdrawPromise,
  type PickupCall,
} from './service';

const tags = ['pickups'];

/**
 * From "I'd like this" to collected: asks for an item, the donor's promise with times and a
 * place, the receiver's pick, the outcome, a relative's code, and the pickup's calendar file.
 */
export const pickupRoutes: ModuleRoutes = async (app, { context }) => {
  const pickupLimits = { limits: [limitBy('pickupActionsPerUser', byMember)] };
  const callOf = (request: FastifyRequest): PickupCall => ({
    context,
    session: sessionOf(request),
    log: request.log,
  });

  // Open like the post: visitors learn whether it is promised and how many asked.
  app.get(
    '/api/posts/:postId/asks',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: "A post's asks: all of them to its donor, one's own to anyone else",
        params: postAsksParamsSchema,
        response: { 200: postAsksReplySchema },
      },
    },
    async (request) => postAsks(context, request.member ?? null, request.params.postId),
  );

  app.post(
    '/api/posts/:postId/asks',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('asksPerUser', byMember)] },
      schema: {
        tags,
        summary: "Ask for an item (I'd like this), with an optional note",
        params: postAsksParamsSchema,
        body: createAskRequestSchema,
        response: { 201: askReplySchema },
      },
    },
    async (request, reply) => {
      const ask = await createAsk(callOf(request), request.params.postId, request.body.note);
      return reply.code(201).send({ message: PICKUP_MESSAGES.asked, ask });
    },
  );

  app.get(
    '/api/asks',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's own asks, newest first",
        response: { 200: myAsksReplySchema },
      },
    },
    async (request) => myAsks(context, signedInMember(request)),
  );

  app.delete(
    '/api/asks/:askId',
    {
      onRequest: app.authenticate,
      config: pickupLimits,
      schema: {
        tags,
        summary: "Withdraw one's ask (a promise to the caller ends with it)",
        params: askIdParamsSchema,
        response: { 200: askReplySchema },
      },
    },
    async (request) => ({
      message: PICKUP_MESSAGES.askWithdrawn,
      ask: await withdrawAsk(callOf(request), request.params.askId),
    }),
  );

  app.post(
    '/api/asks/:askId/promise',
    {
      onRequest: app.authenticate,
      config: pickupLimits,
      schema: {
        tags,
        summary: 'Promise the item to this asker, with times and a place to collect it',
        params: askIdParamsSchema,
        body: promiseRequestSchema,
        response: { 200: askReplySchema },
      },
    },
    async (request) => ({
      message: PICKUP_MESSAGES.promised,
      ask: await promiseItem(callOf(request), request.params.askId, request.body),
    }),
  );

  app.post(
    '/api/asks/:askId/withdraw-promise',
    {
      onRequest: app.authenticate,
      config: pickupLimits,
      schema: {
        tags,
        summary: 'Withdraw a promise, saying why',
        params: askIdParamsSchema,
        body: withdrawPromiseRequestSchema,
        response: { 200: askReplySchema },
      },
    },
    async (request) => ({
      message: PICKUP_MESSAGES.promiseWithdrawn,
      ask: await withdrawPromise(callOf(request), request.params.askId, request.body.reason),
    }),
  );

  app.put(
    '/api/asks/:askId/times',
    {
      onRequest: app.authenticate,
      config: pickupLimits,
      schema: {
        tags,
        summary: 'Offer new times (and a place) to collect a promised item',
        params: askIdParamsSchema,
        body: offerTimesRequestSchema,
        response: { 200: askReplySchema },
      },
    },
    async (request) => ({
      message: PICKUP_MESSAGES.timesOffered,
      ask: await offerTimes(callOf(request), request.params.askId, request.body),
    }),
  );

  app.post(
    '/api/asks/:askId/pick',
    {
      onRequest: app.authenticate,
      config: pickupLimits,
      schema: {
        tags,
        summary: 'Pick one of the times offered',
        params: askIdParamsSchema,
        body: pickTimeRequestSchema,
        response: { 200: askReplySchema },
      },
    },
    async (request) => ({
      message: PICKUP_MESSAGES.timePicked,
      ask: await pickTime(callOf(request), request.params.askId, request.body.window_id),
    }),
  );

  app.post(
    '/api/asks/:askId/another-time',
    {
      onRequest: app.authenticate,
      config: pickupLimits,
      schema: {
        tags,
        summary: 'Ask for another time to collect',
        params: askIdParamsSchema,
        response: { 200: askReplySchema },
      },
    },
    async (request) => ({
      message: PICKUP_MESSAGES.anotherTimeAsked,
      ask: await anotherTime(callOf(request), request.params.askId),
    }),
  );

  app.post(
    '/api/asks/:askId/outcome',
    {
      onRequest: app.authenticate,
      config: pickupLimits,
      schema: {
        tags,
        summary: 'After the agreed time: collected, did not come, or another time',
        params: askIdParamsSchema,
        body: outcomeRequestSchema,
        response: { 200: askReplySchema },
      },
    },
    async (request) => {
      const { outcome } = request.body;
      const ask = await answerOutcome(callOf(request), request.params.askId, outcome);
      const message =
        outcome === 'collected'
          ? PICKUP_MESSAGES.collected
          : outcome === 'missed'
            ? PICKUP_MESSAGES.missed
            : PICKUP_MESSAGES.anotherTimeAsked;
      return { message, ask };
    },
  );

  app.post(
    '/api/asks/:askId/check-code',
    {
      onRequest: app.authenticate,
      config: pickupLimits,
      schema: {
        tags,
        summary: "Check the code a receiver's relative shows at the door",
        params: askIdParamsSchema,
        body: checkCodeRequestSchema,
        response: { 200: checkCodeReplySchema },
      },
    },
    async (request) => {
      await checkCollectorCode(callOf(request), request.params.askId, request.body.code);
      return { message: PICKUP_MESSAGES.codeMatches, matches: true as const };
    },
  );

  app.get(
    '/api/asks/:askId/calendar.ics',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The agreed pickup as a calendar file, on Amman time',
        params: askIdParamsSchema,
        querystring: calendarQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await pickupCalendar(
        context,
        signedInMember(request),
        request.params.askId,
        request.query.lang,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );
};
