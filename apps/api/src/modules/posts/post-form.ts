import type { FastifyRequest } from 'fastify';

import { POST_IMAGES_MAX, POST_MESSAGES } from '@tabarru/contract/posts';

import { readImageForm, type ImageForm } from '../../infra/image-uploads';

/** Reads a post's multipart form: its fields and at most 10 photos of 5 MB each. */
export function readPostForm(request: FastifyRequest): Promise<ImageForm> {
  return readImageForm(request, {
    maxFiles: POST_IMAGES_MAX,
    tooManyImages: POST_MESSAGES.tooManyImages,
    formName: 'post',
  });
}
