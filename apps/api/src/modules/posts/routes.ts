import { mkdir } from 'node:fs/promises';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  createPostReplySchema,
  feedQuerySchema,
  feedReplySchema,
  myPostsReplySchema,
  POST_MESSAGES,
  postDetailSchema,
  updatePostReplySchema,
} from '@tabarru/contract/posts';

import type { ModuleContext } from '../../context';
import { UPLOADS_URL_PREFIX } from '../../infra/media';
import { signedInMember } from '../auth/authenticate';
import { readPostForm } from './post-form';
import { keepSearchIndexTidy } from './search-index';
import { createPost, editPost, feed, myPosts, postDetail, removePost } from './service';

const postIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const messageReply = z.object({ message: z.string() });

/** Posts (spec 000 §7) and the stored images they show. */
export const postRoutes: FastifyPluginAsyncZod<{ context: ModuleContext }> = async (
  app,
  { context },
) => {
  await mkdir(context.images.directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: context.images.directory,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Content-addressed: a name never points at other bytes.
    immutable: true,
    maxAge: '365d',
  });

  const searchIndex = keepSearchIndexTidy(context.db, context.dialect, (error) =>
    app.log.error({ err: error }, 'merging the title search index failed'),
  );
  app.addHook('onReady', () => searchIndex.ready);
  app.addHook('onClose', () => searchIndex.stop());

  app.post(
    '/create_post',
    { preHandler: app.authenticate, schema: { response: { 201: createPostReplySchema } } },
    async (request, reply) => {
      const member = signedInMember(request);
      await context.limit('uploadsPerUser', String(member.id));
      const postId = await createPost(context, member, await readPostForm(request));
      return reply.code(201).send({ message: POST_MESSAGES.created, post_id: postId });
    },
  );

  app.get(
    '/posts',
    { schema: { querystring: feedQuerySchema, response: { 200: feedReplySchema } } },
    async (request) => feed(context, request.query),
  );

  app.get(
    '/Posting/posts/:id',
    {
      preHandler: app.authenticate,
      schema: { params: postIdParams, response: { 200: postDetailSchema } },
    },
    async (request) => postDetail(context, signedInMember(request), request.params.id),
  );

  app.put(
    '/Posting/update-post/:id',
    {
      preHandler: app.authenticate,
      schema: { params: postIdParams, response: { 200: updatePostReplySchema } },
    },
    async (request) => {
      const member = signedInMember(request);
      await context.limit('uploadsPerUser', String(member.id));
      const post = await editPost(
        context,
        member,
        request.params.id,
        await readPostForm(request),
        request.log,
      );
      return { message: POST_MESSAGES.updated, post };
    },
  );

  app.delete(
    '/Posting/delete-post/:id',
    {
      preHandler: app.authenticate,
      schema: { params: postIdParams, response: { 200: messageReply } },
    },
    async (request) => {
      await removePost(context, signedInMember(request), request.params.id, request.log);
      return { message: POST_MESSAGES.deleted };
    },
  );

  app.get(
    '/Posting/my-posts',
    { preHandler: app.authenticate, schema: { response: { 200: myPostsReplySchema } } },
    async (request) => myPosts(context, signedInMember(request)),
  );
};
