import { z } from 'zod';

import { postPreviewSchema } from '@tabarru/contract/previews';

import type { ModuleRoutes } from '../../context';
import { postPreview } from './service';

const postIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/**
 * What visitors see of a post from a shared link (issue 19). Open to anyone, without reading a
 * session: the reply is the same for everyone, and `GET /Posting/posts/:id` stays for members.
 */
export const previewRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/api/posts/:id/preview',
    { schema: { params: postIdParams, response: { 200: postPreviewSchema } } },
    async (request) => postPreview(context, request.params.id),
  );
};
