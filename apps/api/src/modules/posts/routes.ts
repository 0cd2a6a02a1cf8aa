import { mkdir } from 'node:fs/promises';

import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { userIdParamsSchema } from '@tabarru/contract/accounts';
import {
  createPostReplySchema,
  feedQuerySchema,
  feedReplySchema,
  memberItemsQuerySchema,
  memberItemsReplySchema,
  myPostsReplySchema,
  POST_IMAGES_MAX,
  POST_MESSAGES,
  postDetailSchema,
  postFieldsSchema,
  postIdParamsSchema,
  postUpdateFieldsSchema,
  updatePostReplySchema,
} from '@tabarru/contract/posts';

import type { ModuleRoutes } from '../../context';
import { refuseWhenBusy } from '../../infra/bounded-queue';
import { STORED_IMAGE_NAME, UPLOADS_URL_PREFIX } from '../../infra/media';
import { readMultipartForm } from '../../infra/multipart-form';
import { sendSerializedOnce } from '../../infra/reply-serializer';
import { byMember, limitBy } from '../../infra/route-limits';
import { feed, keepSearchIndexTidy } from '../feed/service';
import { sessionOf, signedInMember } from '../sessions/service';
import { memberItems } from '../feed/service';
import { createPost, editPost, myPosts, postDetail, removePost } from './service';

const tags = ['posts'];

const messageReply = z.object({ message: z.string() });

/** A post's multipart form: its fields and at most 10 photos of 5 MB each. */
const readPostForm = (request: FastifyRequest) =>
  readMultipartForm(request, {
    maxFiles: POST_IMAGES_MAX,
    tooManyFiles: POST_MESSAGES.tooManyImages,
    formName: 'post',
  });

/** Answers a request for anything but a stored photo's name as not found. */
async function onlyStoredImageNames(request: FastifyRequest, reply: FastifyReply) {
  const { '*': name = '' } = request.params as { '*'?: string };
  if (!STORED_IMAGE_NAME.test(name)) return reply.callNotFound();
}

/** Posts and the stored images they show. */
export const postRoutes: ModuleRoutes = async (app, { context }) => {
  await mkdir(context.images.directory, { recursive: true });
  // @fastify/static takes no tags or summary for the reference: its route gets them here.
  // Only the names the store writes are looked up. Anything else (the folder itself, a dotfile,
  // a write in flight, a path that climbs out) is not found like a missing photo, before the
  // file server's own checks, whose refusal the error handler would answer as a bad request.
  app.addHook('onRoute', (route) => {
    if (route.url !== `${UPLOADS_URL_PREFIX}*`) return;
    route.schema = { ...route.schema, tags, summary: 'A stored photo or thumbnail, by its name' };
    route.preHandler = [onlyStoredImageNames, ...[route.preHandler ?? []].flat()];
  });
  await app.register(fastifyStatic, {
    root: context.images.directory,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // The same names again, as the file server reads the path.
    allowedPath: (pathname) => STORED_IMAGE_NAME.test(pathname.slice(1)),
    // Content-addressed: a name never points at other bytes.
    immutable: true,
    maxAge: '365d',
    // Listed in the API reference like every other route.
    schemaHide: false,
  });

  const searchIndex = keepSearchIndexTidy(context, (error) =>
    app.log.error({ err: error }, 'merging the word search index failed'),
  );
  app.addHook('onReady', () => searchIndex.ready);
  app.addHook('onClose', () => searchIndex.stop());

  app.post(
    '/create_post',
    {
      // Every post has a photo: a line of photos too long to wait in refuses it before its upload.
      onRequest: [app.authenticate, refuseWhenBusy(context.imageWork)],
      handlerTimeout: context.timeLimits.uploadMs,
      config: { limits: [limitBy('uploadsPerUser', byMember)] },
      schema: {
        tags,
        summary: 'Create a post with its photos (multipart)',
        multipartForm: { fields: postFieldsSchema, images: { min: 1, max: POST_IMAGES_MAX } },
        response: { 201: createPostReplySchema },
      },
    },
    async (request, reply) => {
      const created = await createPost(context, sessionOf(request), await readPostForm(request));
      return reply.code(201).send({
        message: POST_MESSAGES.created,
        post_id: created.postId,
        under_review: created.underReview,
      });
    },
  );

  // Open to visitors; a signed-in viewer's blocks leave the members they blocked out. The feed
  // module answers it; it is registered here, where the API reference has always listed it.
  app.get(
    '/posts',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'The feed: filtered, searched and paged',
        querystring: feedQuerySchema,
        response: { 200: feedReplySchema },
      },
    },
    async (request, reply) =>
      sendSerializedOnce(reply, await feed(context, request.member, request.query)),
  );

  // Open like the feed: a member's page (/user/:userId) shows what they give to visitors too.
  app.get(
    '/api/users/:userId/posts',
    {
      schema: {
        tags,
        summary: "A member's items on offer, or given away",
        params: userIdParamsSchema,
        querystring: memberItemsQuerySchema,
        response: { 200: memberItemsReplySchema },
      },
    },
    async (request) => memberItems(context, request.params.userId, request.query),
  );

  app.get(
    '/Posting/posts/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A post's page, with its contact details",
        params: postIdParamsSchema,
        response: { 200: postDetailSchema },
      },
    },
    async (request, reply) =>
      sendSerializedOnce(
        reply,
        await postDetail(context, signedInMember(request), request.params.id),
      ),
  );

  app.put(
    '/Posting/update-post/:id',
    {
      onRequest: app.authenticate,
      handlerTimeout: context.timeLimits.uploadMs,
      config: { limits: [limitBy('uploadsPerUser', byMember)] },
      schema: {
        tags,
        summary: "Edit one's post and its photos (multipart)",
        params: postIdParamsSchema,
        multipartForm: { fields: postUpdateFieldsSchema, images: { min: 0, max: POST_IMAGES_MAX } },
        response: { 200: updatePostReplySchema },
      },
    },
    async (request) => {
      const form = await readPostForm(request);
      const post = await editPost(
        context,
        sessionOf(request),
        request.params.id,
        form,
        request.log,
      );
      return { message: POST_MESSAGES.updated, post };
    },
  );

  app.delete(
    '/Posting/delete-post/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete one's post",
        params: postIdParamsSchema,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await removePost(context, sessionOf(request), request.params.id, request.log);
      return { message: POST_MESSAGES.deleted };
    },
  );

  app.get(
    '/Posting/my-posts',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The caller's own posts", response: { 200: myPostsReplySchema } },
    },
    async (request) => myPosts(context, signedInMember(request)),
  );
};
