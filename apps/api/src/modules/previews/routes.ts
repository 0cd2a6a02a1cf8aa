import { postIdParamsSchema } from '@tabarru/contract/posts';
import { postPreviewSchema } from '@tabarru/contract/previews';

import type { ModuleRoutes } from '../../context';
import { postPreview } from './service';

/**
 * What visitors see of a post from a shared link. Open to anyone, without reading a
 * session: the reply is the same for everyone, and `GET /Posting/posts/:id` stays for members.
 */
export const previewRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/api/posts/:id/preview',
    {
      schema: {
        tags: ['posts'],
        summary: "A post's preview, what anyone may see of it",
        params: postIdParamsSchema,
        response: { 200: postPreviewSchema },
      },
    },
    async (request) => postPreview(context, request.params.id),
  );
};
