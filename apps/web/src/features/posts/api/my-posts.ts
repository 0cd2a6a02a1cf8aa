import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { MyPost, PostDetail, UpdatePostReply } from '@tabarru/contract/posts';

import { apiRequest, uploadForm } from '../../../lib/api-client';
import type { PostFormValues } from '../post-form-values';
import { postFormData } from './create-post';
import { FEED_QUERY_KEY } from './get-feed';
import { postQueryKey } from './get-post';

export const MY_POSTS_QUERY_KEY = ['posts', 'mine'] as const;

export function useMyPosts() {
  return useQuery({
    queryKey: MY_POSTS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<MyPost[]>('/Posting/my-posts', { signal }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) =>
      apiRequest<{ message: string }>(`/Posting/delete-post/${postId}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_POSTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    },
  });
}

export interface PostUpdate {
  values: PostFormValues;
  files: File[];
  /** URLs of the photos to remove */
  deletedImages: string[];
  availability: 'available' | 'reserved' | undefined;
}

export async function updatePost(
  postId: number,
  update: PostUpdate,
  onProgress: (percent: number) => void,
): Promise<PostDetail> {
  const more: Record<string, string> = { deletedImages: JSON.stringify(update.deletedImages) };
  if (update.availability) more.availability = update.availability;
  const reply = await uploadForm<UpdatePostReply>(`/Posting/update-post/${postId}`, {
    method: 'PUT',
    form: postFormData(update.values, update.files, more),
    onProgress,
  });
  return reply.post;
}

export function useRefreshAfterEdit() {
  const queryClient = useQueryClient();
  return (post: PostDetail) => {
    queryClient.setQueryData(postQueryKey(String(post.post_id)), post);
    void queryClient.invalidateQueries({ queryKey: MY_POSTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
  };
}
