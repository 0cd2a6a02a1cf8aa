import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreatePostReply } from '@tabarru/contract/posts';

import { uploadForm } from '../../../lib/upload-form';
import { postFormData, type PostFormValues } from '../post-form-values';
import { FEED_QUERY_KEY } from './get-feed';
import { MY_POSTS_QUERY_KEY } from './get-my-posts';

export interface NewPost {
  values: PostFormValues;
  files: File[];
  /** the share of the upload sent so far, 0 to 100 */
  onProgress: (percent: number) => void;
}

/** POST /create_post (multipart), with the photos under `images`. */
export function createPost({ values, files, onProgress }: NewPost): Promise<CreatePostReply> {
  return uploadForm<CreatePostReply>('/create_post', {
    method: 'POST',
    form: postFormData(values, files),
    onProgress,
  });
}

/** A new post shows in the feed and in My posts. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_POSTS_QUERY_KEY });
    },
  });
}
