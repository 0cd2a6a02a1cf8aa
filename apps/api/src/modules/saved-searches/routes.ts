import {
  savedSearchCreateSchema,
  savedSearchDeleteReplySchema,
  savedSearchIdParamsSchema,
  savedSearchListReplySchema,
  savedSearchReplySchema,
} from '@tabarru/contract/saved-searches';

import type { ModuleRoutes } from '../../context';
import { sessionOf, signedInMember } from '../sessions/service';
import { removeSavedSearch, saveSearch, savedSearchList } from './service';

const tags = ['saved searches'];

/** Saved searches with alerts: a member's own, saved from the feed. */
export const savedSearchRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/api/saved-searches',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's saved searches",
        response: { 200: savedSearchListReplySchema },
      },
    },
    (request) => savedSearchList(context, signedInMember(request)),
  );

  app.post(
    '/api/saved-searches',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Save a feed search, to hear of new posts it finds',
        body: savedSearchCreateSchema,
        response: { 200: savedSearchReplySchema, 201: savedSearchReplySchema },
      },
    },
    async (request, reply) => {
      const saved = await saveSearch(context, sessionOf(request), request.body);
      return reply.code(saved.created ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: savedSearchIdParamsSchema,
        response: { 200: savedSearchDeleteReplySchema },
      },
    },
    (request) => removeSavedSearch(context, sessionOf(request), request.params.id),
  );
};
