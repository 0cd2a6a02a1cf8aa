import { userIdParamsSchema } from '@tabarru/contract/accounts';
import {
  BLOCK_MESSAGES,
  blockListReplySchema,
  blockReplySchema,
  unblockReplySchema,
} from '@tabarru/contract/blocks';

import type { ModuleRoutes } from '../../context';
import { sessionOf, signedInMember } from '../sessions/service';
import { blockList, blockMember, unblockMember } from './service';

const tags = ['blocks'];

/**
 * Blocking: the members one blocked, blocking and unblocking. What a block does is
 * asked where it matters: messages (messages/policy.ts) and the feed (feed/service.ts).
 */
export const blockRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/api/blocks',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The members the caller blocked',
        response: { 200: blockListReplySchema },
      },
    },
    async (request) => ({ blocks: await blockList(context, signedInMember(request)) }),
  );

  app.put(
    '/api/blocks/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Block a member',
        params: userIdParamsSchema,
        response: { 200: blockReplySchema },
      },
    },
    async (request) => ({
      message: BLOCK_MESSAGES.blocked,
      block: await blockMember(context, sessionOf(request), request.params.userId),
    }),
  );

  app.delete(
    '/api/blocks/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Unblock a member',
        params: userIdParamsSchema,
        response: { 200: unblockReplySchema },
      },
    },
    async (request) => {
      await unblockMember(context, sessionOf(request), request.params.userId);
      return { message: BLOCK_MESSAGES.unblocked };
    },
  );
};
