import type { CreatePostReply } from '@tabarru/contract/posts';

import { uploadForm } from '../../../lib/api-client';
import { postFormFields, type PostFormValues } from '../post-form-values';

/** The multipart body of a post: its fields, then its photos under `images`. */
export function postFormData(
  values: PostFormValues,
  files: File[],
  more: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...postFormFields(values), ...more })) {
    form.append(name, value);
  }
  for (const file of files) form.append('images', file, file.name);
  return form;
}

export function createPost(
  values: PostFormValues,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<CreatePostReply> {
  return uploadForm<CreatePostReply>('/create_post', {
    method: 'POST',
    form: postFormData(values, files),
    onProgress,
  });
}
