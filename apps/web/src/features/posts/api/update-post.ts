import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { EditableAvailability } from '@tabarru/contract/constants';
import type { PostDetail, UpdatePostReply } from '@tabarru/contract/posts';

import { uploadForm, type UploadProgress } from '../../../lib/upload-form';
import { postFormFields, type PostFormValues } from '../post-form-values';
import { FEED_QUERY_KEY } from './get-feed';
import { MEMBER_ITEMS_QUERY_KEY } from './get-member-items';
import { MY_POSTS_QUERY_KEY } from './get-my-posts';
import { postQueryKey } from './get-post';

export interface PostUpdate {
  postId: number;
  values: PostFormValues;
  /** photos to add */
  files: File[];
  /** URLs of the photos to remove */
  deletedImages: string[];
  /** undefined for a donated post, whose availability is locked */
  availability: EditableAvailability | undefined;
  onProgress: (progress: UploadProgress) => void;
}

/** PUT /Posting/update-post/:id (multipart): the post as saved. */
export async function updatePost(update: PostUpdate): Promise<PostDetail> {
  const fields: Record<string, string> = {
    ...postFormFields(update.values, { edit: true }),
    deletedImages: JSON.stringify(update.deletedImages),
  };
  if (update.availability) fields.availability = update.availability;
  const reply = await uploadForm<UpdatePostReply>(`/Posting/update-post/${update.postId}`, {
    method: 'PUT',
    fields,
    files: update.files,
    onProgress: update.onProgress,
  });
  return reply.post;
}

/**
 * The saved post shows at once on its page; the feed, My posts and its donor's items are read
 * again.
 */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => {
      queryClient.setQueryData(postQueryKey(String(post.post_id)), post);
      void queryClient.invalidateQueries({ queryKey: MY_POSTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBER_ITEMS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    },
  });
}
