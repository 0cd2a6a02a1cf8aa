import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreatePostReply } from '@tabarru/contract/posts';

import { noteGivingMoment } from '../../../lib/push-prompt';
import { uploadForm, type PhotoUpload } from '../../../lib/upload-form';
import { postFormFields, type PostFormValues } from '../post-form-values';
import { FEED_QUERY_KEY } from './get-feed';
import { MEMBER_ITEMS_QUERY_KEY } from './get-member-items';
import { MY_POSTS_QUERY_KEY } from './get-my-posts';

/** POST /create_post (multipart), with the photos under `images`. */
export function createPost({
  values,
  files,
  onProgress,
}: PhotoUpload<PostFormValues>): Promise<CreatePostReply> {
  return uploadForm<CreatePostReply>('/create_post', {
    method: 'POST',
    fields: postFormFields(values),
    files,
    onProgress,
  });
}

/**
 * A new post shows in the feed, in My posts and among its donor's items; it is also a moment
 * the app may offer to be installed.
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_POSTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBER_ITEMS_QUERY_KEY });
      noteGivingMoment();
    },
  });
}
